import XCTest
@testable import CollapsibleCore

/// `ScrollViewReader` as a program uses it: a button scrolls to a view by
/// its id, with an anchor or the least move, at once or animated under
/// `withAnimation`, also to a lazy stack's row not made yet; an id that is
/// not there scrolls nothing, with one line.
final class ScrollViewReaderTests: XCTestCase {
    private let size = Size(width: 200, height: 240)

    /// A button 40 high over a scroll view 200 high of `count` rows 20 high.
    private struct Jumper: View {
        let count: Int
        let lazy: Bool
        let target: Int
        let anchor: UnitPoint?
        let animated: Bool

        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Color.black.frame(height: 40).onTapGesture {
                        if animated {
                            withAnimation(.linear(duration: 1)) { proxy.scrollTo(target, anchor: anchor) }
                        } else {
                            proxy.scrollTo(target, anchor: anchor)
                        }
                    }
                    ScrollView {
                        if lazy {
                            LazyVStack(spacing: 0) { ForEach(0..<count, id: \.self) { row($0) } }
                        } else {
                            VStack(spacing: 0) { ForEach(0..<count, id: \.self) { row($0) } }
                        }
                    }
                }
            }
        }

        private func row(_ index: Int) -> some View {
            rowColor(index).frame(height: 20)
        }
    }

    private func jump(_ view: Jumper) -> LiveView {
        var live = LiveView(view, size: size)
        live.pointerPressed(at: Point(x: 100, y: 20), time: 0)
        live.pointerReleased(at: Point(x: 100, y: 20), time: 0.05)
        return live
    }

    /// Where row `index` is drawn, by its colour.
    private func top(of index: Int, in live: LiveView) -> Double? { live.drawnOrigin(ofRow: index)?.y }

    func testScrollToPutsTheAnchorOnTheViewportsAndTheLeastMoveWithout() {
        XCTAssertEqual(top(of: 50, in: jump(Jumper(count: 100, lazy: false, target: 50, anchor: .top, animated: false))), 40)
        XCTAssertEqual(top(of: 50, in: jump(Jumper(count: 100, lazy: false, target: 50, anchor: .center, animated: false))), 40 + 90)
        XCTAssertEqual(top(of: 50, in: jump(Jumper(count: 100, lazy: false, target: 50, anchor: nil, animated: false))), 240 - 20,
                       "brought in sight at the bottom, the least move")
        XCTAssertEqual(top(of: 99, in: jump(Jumper(count: 100, lazy: false, target: 99, anchor: .top, animated: false))), 220,
                       "the last row cannot come to the top: the content's end stops it")
    }

    func testScrollToARowOfALazyStackNotMadeYet() {
        let live = jump(Jumper(count: 100_000, lazy: true, target: 70_000, anchor: .top, animated: false))
        XCTAssertEqual(top(of: 70_000, in: live), 40)
    }

    func testUnderWithAnimationTheScrollMoves() {
        var live = jump(Jumper(count: 100, lazy: false, target: 50, anchor: .top, animated: true))
        XCTAssertEqual(top(of: 0, in: live), 40, "nothing moved before the first frame")
        XCTAssertTrue(live.isAnimating)
        live.advance(to: 10)
        live.advance(to: 10.5)
        XCTAssertEqual(top(of: 0, in: live), 40 - 500, "half way in a linear second")
        live.advance(to: 11)
        XCTAssertEqual(top(of: 50, in: live), 40)
    }

    func testAnIdThatIsNotThereScrollsNothingWithOneLine() {
        let heard = Lines()
        var live = LiveView(Jumper(count: 100, lazy: true, target: 500, anchor: .top, animated: false), size: size,
                            measure: FixedMeasure(), diagnostics: heard.diagnostics)
        live.pointerPressed(at: Point(x: 100, y: 20), time: 0)
        live.pointerReleased(at: Point(x: 100, y: 20), time: 0.05)
        XCTAssertEqual(top(of: 0, in: live), 40)
        XCTAssertEqual(heard.lines, ["ScrollViewProxy.scrollTo(500): no view in a scroll view has this id; nothing scrolls"])
    }
}
