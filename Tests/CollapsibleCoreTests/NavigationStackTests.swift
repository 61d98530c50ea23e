import XCTest
@testable import CollapsibleCore

/// `NavigationStack` as iOS shows it: a link pushes a screen from the
/// trailing edge over its root, which moves a third of the way out; the
/// back button, Alt+Left's `goBack()`, pops it; the root keeps its state.
final class NavigationStackTests: XCTestCase {
    private struct Fruits: View {
        @State var taps = 0
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Show Apple", value: "Apple")
                    Button("Count \(taps)") { taps += 1 }
                }
                .navigationTitle("Fruits")
                .navigationDestination(for: String.self) { name in
                    Text("About \(name)").navigationTitle(name)
                }
            }
        }
    }

    private let size = Size(width: 390, height: 600)

    /// Each text drawn, where it shows: moved by the transforms around it.
    private func texts(_ live: LiveView) -> [(String, Rect)] {
        func flatten(_ items: [DisplayItem], dx: Double) -> [(String, Rect)] {
            items.flatMap { item -> [(String, Rect)] in
                switch item.content {
                case .text(let text, _):
                    [(text.string, Rect(x: item.frame.x + dx, y: item.frame.y, width: item.frame.width, height: item.frame.height))]
                case .effect(.transform(let transform), let inner): flatten(inner, dx: dx + transform.tx)
                case .effect(_, let inner): flatten(inner, dx: dx)
                default: []
                }
            }
        }
        return flatten(live.displayList(scale: 1).items, dx: 0)
    }

    private func frame(of string: String, in live: LiveView) -> Rect? {
        texts(live).last { $0.0 == string }?.1
    }

    func testTheRootShowsItsLargeTitleUnderAnEmptyBar() throws {
        let live = LiveView(Fruits(), size: size)
        let title = try XCTUnwrap(frame(of: "Fruits", in: live))
        XCTAssertEqual(title.minX, 16)
        XCTAssertGreaterThanOrEqual(title.minY, 44)
        XCTAssertLessThanOrEqual(title.maxY, 44 + 52)
        XCTAssertEqual(texts(live).filter { $0.0 == "Fruits" }.count, 1, "no inline title while the large one shows")
        XCTAssertNotNil(frame(of: "Show Apple", in: live))
    }

    func testALinkPushesItsScreenFromTheTrailingEdgeAndTheBackButtonPopsIt() throws {
        var live = LiveView(Fruits(), size: size)
        live.advance(to: 0)
        live.press("Show Apple")
        live.advance(to: 0)
        XCTAssertTrue(live.isAnimating)
        let start = try XCTUnwrap(frame(of: "About Apple", in: live))
        XCTAssertGreaterThan(start.minX, size.width * 0.9, "the new screen starts at the trailing edge")
        live.advance(to: 0.15)
        let middle = try XCTUnwrap(frame(of: "About Apple", in: live))
        let rootMiddle = try XCTUnwrap(frame(of: "Show Apple", in: live))
        XCTAssertLessThan(middle.minX, start.minX)
        XCTAssertLessThan(rootMiddle.midX, size.width / 2, "the root moves toward the leading edge")
        live.advance(to: 2)
        XCTAssertFalse(live.isAnimating)
        let settled = try XCTUnwrap(frame(of: "About Apple", in: live))
        XCTAssertEqual(settled.midX, size.width / 2, accuracy: 1)
        XCTAssertNil(frame(of: "Show Apple", in: live) .flatMap { $0.minX >= 0 ? $0 : nil }, "the covered root is not drawn")
        XCTAssertEqual(frame(of: "Fruits", in: live)?.minX ?? 0, 28, accuracy: 3, "the back button names the root")

        XCTAssertTrue(live.goBack())
        live.advance(to: 2)
        live.advance(to: 3)
        XCTAssertFalse(live.isAnimating)
        XCTAssertNil(frame(of: "About Apple", in: live))
        XCTAssertEqual(frame(of: "Show Apple", in: live)?.midX ?? 0, size.width / 2, accuracy: 1)
        XCTAssertFalse(live.goBack(), "with nothing pushed, going back does nothing")
    }

    /// Counts the evaluations of the bodies that hold it.
    private final class Evaluations: @unchecked Sendable {
        var count = 0
    }

    /// A view made again wherever the body around it is walked, as a row
    /// of a list made by a closure is.
    private struct Counted: View {
        let label: String
        let evaluations: Evaluations
        var body: some View {
            evaluations.count += 1
            return Text(label)
        }
    }

    private struct CountedScreens: View {
        let evaluations: Evaluations
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Show Apple", value: "Apple")
                    Counted(label: "Root", evaluations: evaluations)
                }
                .navigationTitle("Fruits")
                .navigationDestination(for: String.self) { name in
                    Counted(label: "About \(name)", evaluations: evaluations).navigationTitle(name)
                }
            }
        }
    }

    /// The screens slide as iOS slides their layers: what they show is made
    /// for the push and for the pop, not again at each frame of the motion.
    func testThePushAndThePopMoveTheScreensWithoutMakingThemAgainAtEachFrame() throws {
        let evaluations = Evaluations()
        var live = LiveView(CountedScreens(evaluations: evaluations), size: size)
        live.advance(to: 0)
        live.press("Show Apple")
        live.advance(to: 0)
        let pushed = evaluations.count
        for frame in 1...30 { live.advance(to: Double(frame) / 120) }
        XCTAssertTrue(live.isAnimating)
        XCTAssertLessThan(try XCTUnwrap(frame(of: "About Apple", in: live)).minX, size.width * 0.9, "the screen moved in")
        XCTAssertEqual(evaluations.count, pushed, "the screens were made again in the frames of the push")
        live.advance(to: 2)
        XCTAssertTrue(live.goBack())
        live.advance(to: 2)
        let popped = evaluations.count
        for frame in 1...30 { live.advance(to: 2 + Double(frame) / 120) }
        XCTAssertTrue(live.isAnimating)
        XCTAssertGreaterThan(try XCTUnwrap(frame(of: "About Apple", in: live)).minX, 0, "the screen moved out")
        XCTAssertEqual(evaluations.count, popped, "the screens were made again in the frames of the pop")
    }

    /// The keyboard's focus follows a link into the screen it pushes, to
    /// its first control, the back button; Tab stays among that screen's
    /// controls; the pop gives the focus back to the link.
    func testTheFocusGoesIntoAPushedScreenAndBackToItsLinkOnThePop() throws {
        var live = LiveView(Fruits(), size: size)
        live.advance(to: 0)
        func button(_ label: String) -> ViewID? {
            func find(_ element: AccessibilityElement) -> ViewID? {
                element.role == .button && element.label == label ? element.id : element.children.lazy.compactMap(find).first
            }
            return find(live.accessibilityRoot)
        }
        XCTAssertTrue(live.moveFocus(forward: true))
        let link = try XCTUnwrap(button("Show Apple"))
        XCTAssertEqual(live.focusedControl, link)
        XCTAssertTrue(live.pressFocused())
        live.advance(to: 1)
        live.advance(to: 3)
        XCTAssertFalse(live.isAnimating)
        let back = try XCTUnwrap(button("Fruits"))
        XCTAssertEqual(live.focusedControl, back, "the focus is in the pushed screen, on its back button")
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertEqual(live.focusedControl, back, "Tab goes round the pushed screen's one control")
        XCTAssertTrue(live.pressFocused())
        live.advance(to: 4)
        live.advance(to: 6)
        XCTAssertFalse(live.isAnimating)
        XCTAssertEqual(live.focusedControl, link, "the pop gives the focus back to the link")
    }

    /// Frame by frame through a push, the focus goes from the link straight
    /// to the back button: a screen reader hears the screen's title once,
    /// as the back button's bar, and nothing in between.
    func testThroughAPushTheFocusGoesStraightFromTheLinkToTheBackButton() throws {
        var live = LiveView(Fruits(), size: size)
        live.advance(to: 0)
        XCTAssertTrue(live.moveFocus(forward: true))
        let link = try XCTUnwrap(live.focusedControl)
        XCTAssertTrue(live.pressFocused())
        var held: [ViewID?] = [link]
        for frame in 0...360 {
            live.advance(to: Double(frame) / 120)
            if live.focusedControl != held.last { held.append(live.focusedControl) }
        }
        let back = try XCTUnwrap(live.allElements.first { $0.role == .button && $0.label == "Fruits" })
        XCTAssertEqual(held, [link, back.id])
    }

    /// A screen pushed while no control had the focus, as by an assistive
    /// tool's press of a link, takes it: its back button has it, which
    /// Tab goes on from.
    func testAScreenPushedWithNoFocusTakesItOnItsBackButton() throws {
        var live = LiveView(Fruits(), size: size)
        live.advance(to: 0)
        XCTAssertNil(live.focusedControl)
        let link = try XCTUnwrap(live.allElements.first { $0.role == .button && $0.label == "Show Apple" })
        live.press(link.id)
        live.advance(to: 1)
        live.advance(to: 3)
        let back = try XCTUnwrap(live.allElements.first { $0.role == .button && $0.label == "Fruits" })
        XCTAssertEqual(live.focusedControl, back.id, "the pushed screen has the focus, on its back button")
        XCTAssertTrue(live.goBack())
        live.advance(to: 4)
        live.advance(to: 6)
        XCTAssertNil(live.focusedControl, "the root, where nothing had the focus, has it nowhere again")
    }

    /// A pushed screen with no control of its own (its back button hidden)
    /// takes the focus itself: its bar, a tool bar named by its title, has
    /// it for assistive tools, with no ring drawn; Tab goes from there to
    /// the first control after it, the tab bar's first tab, and Shift+Tab
    /// to the last before it, round to the last tab.
    func testAPushedScreenWithNoControlTakesTheFocusOnItsBarAndTabStartsThere() throws {
        struct Reader: View {
            var body: some View {
                TabView {
                    NavigationStack(path: .constant(["Chapter"])) {
                        Text("Contents")
                            .navigationTitle("Book")
                            .navigationDestination(for: String.self) { name in
                                Text("Once upon a time").navigationTitle(name).navigationBarBackButtonHidden()
                            }
                    }
                    .tabItem { Text("Read") }
                    Text("Notes").tabItem { Text("Notes") }
                }
            }
        }
        for forward in [true, false] {
            var live = LiveView(Reader(), size: size)
            live.advance(to: 0)
            let bar = try XCTUnwrap(live.allElements.first { $0.role == .toolBar && $0.label == "Chapter" })
            XCTAssertTrue(bar.isFocusable)
            XCTAssertEqual(live.focusedControl, bar.id, "the pushed screen has the focus, named by its bar")
            XCTAssertFalse(live.displayList(scale: 1).items.contains { $0.id == bar.id.child(-1) }, "no ring")
            XCTAssertTrue(live.moveFocus(forward: forward))
            let tabs = live.allElements.filter { $0.role == .pageTab }
            XCTAssertEqual(tabs.map(\.label), ["Read", "Notes"])
            XCTAssertEqual(live.focusedControl, forward ? tabs.first?.id : tabs.last?.id)
        }
    }

    func testTheRootKeepsItsStateAcrossAPushAndAPop() throws {
        var live = LiveView(Fruits(), size: size)
        live.press("Count 0")
        XCTAssertNotNil(frame(of: "Count 1", in: live))
        live.press("Show Apple")
        live.advance(to: 5)
        live.advance(to: 7)
        XCTAssertNil(frame(of: "Count 1", in: live))
        XCTAssertTrue(live.goBack())
        live.advance(to: 10)
        live.advance(to: 12)
        XCTAssertNotNil(frame(of: "Count 1", in: live))
    }
}

extension LiveView {
    /// A press of the button that reads `label`, wherever it is in the
    /// tree, as an assistive tool's.
    mutating func press(_ label: String, file: StaticString = #filePath, line: UInt = #line) {
        func find(_ element: AccessibilityElement) -> AccessibilityElement? {
            element.role == .button && element.label == label ? element : element.children.lazy.compactMap(find).first
        }
        guard let element = find(accessibilityRoot) else { return XCTFail("no button \(label)", file: file, line: line) }
        press(element.id)
    }
}

/// `@Environment(\.dismiss)` in a pushed screen pops it.
final class NavigationDismissTests: XCTestCase {
    private struct Detail: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        var body: some View {
            Button(isPresented ? "Done" : "Not presented") { dismiss() }
        }
    }

    private struct Stack: View {
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Open", value: 1)
                    Detail()
                }
                .navigationDestination(for: Int.self) { _ in Detail() }
            }
        }
    }

    private func labels(_ live: LiveView) -> [String] {
        func flatten(_ element: AccessibilityElement) -> [String] { [element.label] + element.children.flatMap(flatten) }
        return flatten(live.accessibilityRoot)
    }

    func testDismissInAPushedScreenPopsItAndInTheRootDoesNothing() {
        var live = LiveView(Stack(), size: Size(width: 390, height: 600))
        XCTAssertTrue(labels(live).contains("Not presented"))
        live.press("Not presented")
        XCTAssertTrue(labels(live).contains("Open"))
        live.press("Open")
        live.advance(to: 1)
        live.advance(to: 3)
        XCTAssertTrue(labels(live).contains("Done"))
        live.press("Done")
        live.advance(to: 4)
        live.advance(to: 6)
        XCTAssertTrue(labels(live).contains("Open"), "popped: \(labels(live))")
        XCTAssertFalse(labels(live).contains("Done"))
    }
}
