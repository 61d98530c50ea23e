import XCTest
@testable import CollapsibleCore

/// What an input method composes, shown in the field at its caret as GTK
/// shows it: underlined, the converted part set apart, the method's caret
/// inside it; kept apart from the text until it commits, and kept as typed
/// when the focus leaves the field before it does. Each character is 10.2
/// points wide here (`FixedMeasure`, body 17).
final class PreeditTests: XCTestCase {
    private struct Form: View {
        @State var name = ""
        @State var other = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name).textFieldStyle(.plain)
                TextField("Other", text: $other).textFieldStyle(.plain)
            }
            .frame(width: 200)
        }
    }

    private let character = 10.2

    private func fields(_ live: LiveView) -> [AccessibilityElement] {
        live.accessibilityRoot.children.filter { $0.role == .textField }
    }

    private func text(_ live: LiveView, _ index: Int = 0) -> String? {
        fields(live)[index].text?.text.string
    }

    private func filled(_ live: LiveView, _ color: Color, where test: (Rect) -> Bool) -> Rect? {
        live.drawnItems().compactMap { item -> Rect? in
            guard case .shape(.rectangle, .fill(.color(let fill), _)) = item.content,
                  fill == color.resolved(in: .light), test(item.frame) else { return nil }
            return item.frame
        }.first
    }

    private func caret(_ live: LiveView) -> Rect? { filled(live, .accentColor) { $0.width == 2 } }
    private func underline(_ live: LiveView) -> Rect? { filled(live, .primary) { $0.height == 1 } }

    private func shownText(_ live: LiveView) -> String? {
        live.drawnItems().lazy.compactMap { item -> String? in
            guard case .text(let text, _) = item.content, !["Name", "Other"].contains(text.string) else { return nil }
            return text.string
        }.first
    }

    private func focused() -> LiveView {
        var live = LiveView(Form(), size: Size(width: 300, height: 200))
        XCTAssertTrue(live.moveFocus(forward: true))
        return live
    }

    func testADrawReplacesTheChangedCharactersAndKeepsTheCaretInside() {
        var preedit = PreeditText("ㅎ")
        preedit.replace(0..<1, with: "하", looks: [], caret: 1)
        preedit.replace(1..<1, with: "ㄴ", looks: [.highlighted], caret: 2)
        XCTAssertEqual(preedit.text, "하ㄴ")
        XCTAssertEqual(preedit.caret, 2)
        XCTAssertEqual(preedit.highlighted, [1..<2])
        preedit.moveCaret(to: 0)
        XCTAssertEqual(preedit.caret, 0)
    }

    func testPlacesOutOfTheCompositionAreTakenAsItsEnds() {
        var preedit = PreeditText("abc", caret: 9)
        XCTAssertEqual(preedit.caret, 3)
        // A method that counts wrongly: from past the end, more than there is.
        preedit.replace(5..<40, with: "d", looks: [.highlighted, .highlighted, .highlighted], caret: -4)
        XCTAssertEqual(preedit.text, "abcd")
        XCTAssertEqual(preedit.caret, 0)
        XCTAssertEqual(preedit.highlighted, [3..<4])
        preedit.replace(-3..<2, with: "", looks: [], caret: 1)
        XCTAssertEqual(preedit.text, "cd")
    }

    func testTheCompositionIsShownAtTheCaretUnderlinedAndTheTextWaitsForTheCommit() throws {
        var live = focused()
        let frame = fields(live)[0].frame
        live.typeText("ab")
        live.edit(.move(.left, extending: false))
        XCTAssertTrue(live.compose(PreeditText("한국", caret: 1, looks: [.plain, .highlighted])))
        XCTAssertTrue(live.isComposing)
        XCTAssertEqual(text(live), "ab", "what is composed is no text yet")
        XCTAssertEqual(shownText(live), "a한국b")
        let line = try XCTUnwrap(underline(live), "no underline")
        XCTAssertEqual(line.minX, frame.minX + character, accuracy: 0.5)
        XCTAssertEqual(line.width, 2 * character, accuracy: 1)
        XCTAssertEqual(caret(live)?.minX ?? 0, frame.minX + 2 * character, accuracy: 0.5)
        let converted = try XCTUnwrap(filled(live, .accentColor.opacity(0.2)) { $0.width > 0 }, "the converted part not set apart")
        XCTAssertEqual(converted.minX, frame.minX + 2 * character, accuracy: 0.5)
        // The method commits, then ends the composition.
        live.typeText("한국")
        live.compose(PreeditText())
        XCTAssertFalse(live.isComposing)
        XCTAssertEqual(text(live), "a한국b")
        XCTAssertNil(underline(live))
        XCTAssertEqual(caret(live)?.minX ?? 0, frame.minX + 3 * character, accuracy: 0.5)
    }

    func testACompositionThatNeverCommitsIsKeptWhenTheFocusMovesOn() {
        var live = focused()
        live.typeText("before ")
        live.compose(PreeditText("日本"))
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertFalse(live.isComposing)
        XCTAssertEqual(text(live, 0), "before 日本")
        XCTAssertEqual(text(live, 1), "")
        // Nor is the next field handed the old composition.
        live.typeText("x")
        XCTAssertEqual(text(live, 1), "x")
    }

    func testAPressInTheFieldKeepsTheCompositionThenPlacesTheCaret() throws {
        var live = focused()
        let frame = fields(live)[0].frame
        live.typeText("ab")
        live.compose(PreeditText("cd"))
        let at = Point(x: frame.minX + character + 1, y: frame.midY)
        live.pointerPressed(at: at, time: 0)
        live.pointerReleased(at: at, time: 0.05)
        XCTAssertEqual(text(live), "abcd")
        XCTAssertEqual(fields(live)[0].caret, 1)
        XCTAssertFalse(live.isComposing)
    }

    func testACompositionInAnEmptyFieldIsShownInPlaceOfItsTitle() {
        var live = focused()
        live.compose(PreeditText("가"))
        XCTAssertEqual(shownText(live), "가")
    }

    func testNoFieldTakesACompositionWithoutTheFocus() {
        var live = LiveView(Form(), size: Size(width: 300, height: 200))
        XCTAssertFalse(live.compose(PreeditText("가")))
        XCTAssertFalse(live.isComposing)
    }
}
