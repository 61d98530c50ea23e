import XCTest
@testable import CollapsibleCore

/// The keys as the views hear them: the focused view and those around it,
/// innermost first, until one handles the key; a button's shortcut from
/// anywhere; the arrows and Escape as move and exit commands.
final class KeyPressTests: XCTestCase {
    final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    private func key(_ key: KeyEquivalent, _ phase: KeyPress.Phases = .down, modifiers: EventModifiers = []) -> KeyPress {
        KeyPress(phase: phase, key: key, characters: String(key.character), modifiers: modifiers)
    }

    func testTheFocusedViewAndThoseAroundItHearTheKeysInnermostFirst() {
        let log = Log()
        let view = Color.red
            .focusable()
            .onKeyPress("a") {
                log.entries.append("inner a")
                return .ignored
            }
            .onKeyPress(phases: .all) { press in
                log.entries.append("outer \(press.key.character) \(press.phase.rawValue)")
                return press.key == "a" ? .handled : .ignored
            }
        var live = LiveView(view, size: Size(width: 100, height: 100))
        XCTAssertFalse(live.keyPressed(key("a")), "nothing has the focus")
        XCTAssertEqual(log.entries, [])
        XCTAssertTrue(live.moveFocus(forward: true), "Tab reaches the focusable view")
        XCTAssertTrue(live.keyPressed(key("a")))
        XCTAssertEqual(log.entries, ["inner a", "outer a 1"])
        XCTAssertFalse(live.keyPressed(key("b", .up)), "ignored by all")
        XCTAssertEqual(log.entries.last, "outer b 4")
    }

    func testAClickFocusesAFocusableView() {
        let log = Log()
        var live = LiveView(Color.red.focusable().onKeyPress(.space) {
            log.entries.append("space")
            return .handled
        }, size: Size(width: 100, height: 100))
        live.click(Point(x: 50, y: 50))
        XCTAssertNotNil(live.focusedControl)
        XCTAssertTrue(live.keyPressed(key(.space)))
        XCTAssertEqual(log.entries, ["space"])
    }

    func testTheArrowsAreMoveCommandsAndEscapeTheExitCommand() {
        let log = Log()
        var live = LiveView(Color.red.focusable()
            .onMoveCommand { log.entries.append("\($0)") }
            .onExitCommand { log.entries.append("exit") }, size: Size(width: 100, height: 100))
        _ = live.moveFocus(forward: true)
        for arrow in [KeyEquivalent.upArrow, .leftArrow, .downArrow, .rightArrow] { XCTAssertTrue(live.keyPressed(key(arrow))) }
        XCTAssertFalse(live.keyPressed(key(.leftArrow, modifiers: [.control, .command])), "not with a modifier")
        XCTAssertFalse(live.keyPressed(key(.upArrow, .up)), "nor as it comes up")
        XCTAssertTrue(live.keyPressed(key(.escape)))
        XCTAssertEqual(log.entries, ["up", "left", "down", "right", "exit"])
    }

    struct Shortcuts: View {
        let log: Log
        @State private var saved = 0

        var body: some View {
            VStack {
                Button("Save \(saved)") {
                    saved += 1
                    log.entries.append("save")
                }
                .keyboardShortcut("s")
                Button("OK") { log.entries.append("ok") }.keyboardShortcut(.defaultAction)
                Button("Never") { log.entries.append("never") }.keyboardShortcut(nil)
            }
        }
    }

    func testAShortcutPressesItsButtonWhereverTheFocusIs() {
        let log = Log()
        var live = LiveView(Shortcuts(log: log), size: Size(width: 200, height: 200))
        XCTAssertFalse(live.keyPressed(key("s")), "without Control")
        XCTAssertTrue(live.keyPressed(key("s", modifiers: [.control, .command])))
        XCTAssertTrue(live.keyPressed(key("S", modifiers: [.control, .command])), "Caps Lock on")
        XCTAssertFalse(live.keyPressed(key("s", modifiers: [.control, .command, .shift])), "not with Shift too")
        XCTAssertFalse(live.keyPressed(key("s", .up, modifiers: [.control, .command])), "once, as it goes down")
        XCTAssertTrue(live.keyPressed(key(.return)))
        XCTAssertEqual(log.entries, ["save", "save", "ok"])
        XCTAssertTrue(live.drawnTexts.contains("Save 2"), "\(live.drawnTexts)")
    }
}
