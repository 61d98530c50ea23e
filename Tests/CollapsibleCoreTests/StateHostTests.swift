import XCTest
@testable import CollapsibleCore

/// A state's write reaches the host that owns the tree, with its
/// transaction, whoever makes it and whenever, as SwiftUI's does.
final class StateHostTests: XCTestCase {
    /// Where a test keeps a setter made inside a view, to call it later.
    private final class Later {
        var write: (() -> Void)?
    }

    private struct Counter: View {
        @State var count = 0
        let later: Later
        var body: some View {
            Text("\(count)").onTapGesture {
                later.write = { count += 1 }
                count = count
            }
        }
    }

    func testAWriteOfAnEqualValueChangesNothing() {
        var live = LiveView(Counter(later: Later()), size: Size(width: 100, height: 50))
        let before = live.evaluations
        XCTAssertFalse(live.pressFrontmostTapTarget(), "the action wrote the value the state holds")
        XCTAssertFalse(live.needsUpdate)
        XCTAssertEqual(live.evaluations, before)
    }

    func testAStateWrittenOutsideATapActionShowsAtTheNextUpdate() throws {
        let later = Later()
        var live = LiveView(Counter(later: later), size: Size(width: 100, height: 50))
        live.pressFrontmostTapTarget()
        try XCTUnwrap(later.write)()
        XCTAssertTrue(live.needsUpdate, "the host hears of the write")
        XCTAssertTrue(live.update())
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "1")
        XCTAssertFalse(live.needsUpdate)
        XCTAssertFalse(live.update(), "one change, one evaluation")
    }

    func testTheHostIsToldOfEachChangeOnceAsItIsMade() throws {
        let later = Later()
        var live = LiveView(Counter(later: later), size: Size(width: 100, height: 50))
        var told = 0
        live.onStateChange = { told += 1 }
        XCTAssertEqual(told, 0, "nothing waits")
        live.pressFrontmostTapTarget()
        XCTAssertEqual(told, 0, "the tap's write changed nothing")
        let write = try XCTUnwrap(later.write)
        write()
        XCTAssertEqual(told, 1, "the host hears of the write as it is made")
        write()
        XCTAssertEqual(told, 1, "a second write joins the change that waits")
        XCTAssertTrue(live.update())
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "2")
        write()
        XCTAssertEqual(told, 2, "a new change after the update")
    }

    func testAHostThatListensWhileAChangeWaitsIsToldAtOnce() {
        let live = LiveView(SelfStarting(), size: Size(width: 200, height: 50), measure: FixedMeasure(),
                            diagnostics: Lines().diagnostics)
        var told = 0
        live.onStateChange = { told += 1 }
        XCTAssertEqual(told, 1, "the write the first evaluation made waits to be shown")
    }

    /// A body that writes its own state, once.
    private struct SelfStarting: View {
        @State var started = false
        @State var count = 0
        var body: some View {
            let _ = started ? () : (started = true)
            Text(started ? "started \(count)" : "not yet").onTapGesture { count = 0 }
        }
    }

    func testAWriteDuringAnEvaluationIsAppliedAfterItWithAWarning() {
        let heard = Lines()
        var live = LiveView(SelfStarting(), size: Size(width: 200, height: 50), measure: FixedMeasure(),
                            diagnostics: heard.diagnostics)
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "not yet", "the evaluation read the state as it was")
        XCTAssertEqual(heard.lines, ["Modifying state during view update, this will cause undefined behavior."])
        XCTAssertTrue(live.needsUpdate, "the write is applied once the evaluation is done")
        XCTAssertTrue(live.update())
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "started 0")
        XCTAssertFalse(live.needsUpdate)
        XCTAssertFalse(live.pressFrontmostTapTarget(), "a tap that changes nothing reports no change")
        XCTAssertEqual(heard.lines.count, 1)
    }

    private struct Widening: View {
        @State var wide = false
        let animated: Bool
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: wide ? 200 : 100)
                Text("go").onTapGesture {
                    if animated {
                        withAnimation(.linear) { wide.toggle() }
                    } else {
                        wide.toggle()
                    }
                }
            }
        }
    }

    func testWithAnimationMovesWhatItsChangeMoves() {
        var live = LiveView(Widening(animated: true), size: Size(width: 400, height: 100))
        XCTAssertTrue(live.pressFrontmostTapTarget())
        XCTAssertTrue(live.isAnimating)
        live.advance(to: 0)
        live.advance(to: 0.175)
        XCTAssertEqual(live.displayList(scale: 1).items[0].frame.width, 150, accuracy: 1e-9)
        live.advance(to: 0.35)
        XCTAssertEqual(live.displayList(scale: 1).items[0].frame.width, 200)
    }

    func testWithoutWithAnimationTheSameChangeJumps() {
        var live = LiveView(Widening(animated: false), size: Size(width: 400, height: 100))
        XCTAssertTrue(live.pressFrontmostTapTarget())
        XCTAssertFalse(live.isAnimating)
        XCTAssertEqual(live.displayList(scale: 1).items[0].frame.width, 200)
    }

    func testWithAnimationOutsideAnyActionReachesTheHost() throws {
        final class Toggle { var flip: (() -> Void)? }
        struct Remote: View {
            @State var wide = false
            let toggle: Toggle
            var body: some View {
                Color.red.frame(width: wide ? 200 : 100).onTapGesture { toggle.flip = { wide.toggle() } }
            }
        }
        let toggle = Toggle()
        var live = LiveView(Remote(toggle: toggle), size: Size(width: 400, height: 100))
        live.pressFrontmostTapTarget()
        let flip = try XCTUnwrap(toggle.flip)
        withAnimation(.linear) { flip() }
        XCTAssertTrue(live.update())
        live.advance(to: 0)
        live.advance(to: 0.175)
        XCTAssertEqual(live.displayList(scale: 1).items[0].frame.width, 150, accuracy: 1e-9)
    }

    /// A modifier with a state of its own: a tap counts on the view it modifies.
    private struct Counting: ViewModifier {
        @State var count = 0
        func body(content: Content) -> some View {
            content.overlay(Text("\(count)")).onTapGesture { count += 1 }
        }
    }

    func testAStateInsideAViewModifierIsKeptAndShown() {
        var live = LiveView(Color.red.modifier(Counting()), size: Size(width: 100, height: 100))
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "0")
        XCTAssertTrue(live.pressFrontmostTapTarget())
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "1")
        XCTAssertTrue(live.pressFrontmostTapTarget())
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "2")
    }
}

/// One view value shown by two hosts keeps a state of its own in each.
final class SharedValueTests: XCTestCase {
    private struct Root: View {
        @State var expanded = false
        var body: some View {
            Button(expanded ? "Collapse" : "Expand") { expanded.toggle() }
        }
    }

    func testAnotherHostOfTheSameValueLeavesTheFirstsStateWorking() {
        let root = Root()
        var window = LiveView(root, size: Size(width: 200, height: 100))
        XCTAssertTrue(window.pressFrontmostTapTarget())
        // The icon's pictures are drawn from the very value the window shows.
        var icon = LiveView(root, size: Size(width: 50, height: 50))
        XCTAssertEqual(icon.accessibilityRoot.children.first?.label, "Expand", "a host of its own, a state of its own")
        XCTAssertTrue(window.pressFrontmostTapTarget(), "the window's state still answers its button")
        XCTAssertEqual(window.accessibilityRoot.children.first?.label, "Expand")
        XCTAssertTrue(icon.pressFrontmostTapTarget())
        XCTAssertEqual(icon.accessibilityRoot.children.first?.label, "Collapse")
        XCTAssertEqual(window.accessibilityRoot.children.first?.label, "Expand")
    }
}
