import XCTest
@testable import CollapsibleCore

/// `withAnimation`'s completion and a transaction's: run once the motion
/// is as far as the criteria say, at once where nothing moves.
final class AnimationCompletionTests: XCTestCase {
    private final class Calls: @unchecked Sendable {
        var count = 0
    }

    private struct Mover: View {
        let animation: Animation?
        let criteria: AnimationCompletionCriteria
        let calls: Calls
        @State var right = false
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .offset(x: right ? 50 : 0)
                .onTapGesture {
                    withAnimation(animation, completionCriteria: criteria) { right.toggle() } completion: { calls.count += 1 }
                }
        }
    }

    private func live(_ animation: Animation?, _ criteria: AnimationCompletionCriteria = .logicallyComplete) -> (LiveView, Calls) {
        let calls = Calls()
        var live = LiveView(Mover(animation: animation, criteria: criteria, calls: calls), size: Size(width: 100, height: 100))
        XCTAssertTrue(live.pressFrontmostTapTarget())
        return (live, calls)
    }

    /// How many completions have run at each time in turn, the first frame's
    /// time starting the motion.
    private func calls(_ animation: Animation, _ criteria: AnimationCompletionCriteria = .logicallyComplete,
                       at times: [Double]) -> [Int] {
        var (live, calls) = live(animation, criteria)
        return times.map { time in
            live.advance(to: time)
            return calls.count
        }
    }

    func testACurvesCompletionRunsOnceAtItsEnd() {
        XCTAssertEqual(calls(.linear(duration: 1), at: [5, 5.99, 6, 7]), [0, 0, 1, 1])
    }

    /// A spring looks done after its response, and is gone once it settles.
    func testASpringIsLogicallyCompleteBeforeItIsRemoved() {
        XCTAssertEqual(calls(.spring(duration: 0.5), at: [0, 0.49, 0.5]), [0, 0, 1])
        XCTAssertEqual(calls(.spring(duration: 0.5), .removed, at: [0, 0.5, 3]), [0, 0, 1])
        var (settling, _) = live(.spring(duration: 0.5))
        settling.advance(to: 0)
        settling.advance(to: 0.5)
        XCTAssertTrue(settling.isAnimating, "it still settles")
    }

    func testAChangeThatDoesNotMoveCompletesAtOnce() {
        let (_, calls) = live(nil)
        XCTAssertEqual(calls.count, 1)
    }

    func testATransactionsCompletionAndItsWritesAreAChangeOfTheirOwn() {
        final class Box: @unchecked Sendable { var done = false }
        let box = Box()
        struct Chain: View {
            let box: Box
            @State var step = 0
            var body: some View {
                Color.red.frame(width: 10, height: 10)
                    .offset(x: Double(step) * 20)
                    .onTapGesture {
                        var transaction = Transaction(animation: .linear(duration: 1))
                        transaction.addAnimationCompletion { step = 2 }
                        withTransaction(transaction) { step = 1 }
                    }
            }
        }
        var live = LiveView(Chain(box: box), size: Size(width: 100, height: 100))
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        live.advance(to: 1)
        XCTAssertEqual(live.displayList(scale: 1).items.first?.frame.minX, 65)
        XCTAssertTrue(live.needsUpdate)
        live.update()
        live.advance(to: 1.1)
        XCTAssertEqual(live.displayList(scale: 1).items.first?.frame.minX, 85, "written outside the transaction: at once")
    }
}
