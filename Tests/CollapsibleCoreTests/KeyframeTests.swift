import Glibc
import XCTest
@testable import CollapsibleCore

/// Keyframe timelines at fixed times against values worked out by hand,
/// and keyframe animators moving a view frame by frame.
final class KeyframeTests: XCTestCase {
    func testLinearKeyframesOneAfterAnother() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100, duration: 1)
            LinearKeyframe(50, duration: 0.5)
        }
        XCTAssertEqual(timeline.duration, 1.5)
        XCTAssertEqual(timeline.value(time: 0.5), 50, accuracy: 1e-4)
        XCTAssertEqual(timeline.value(time: 1.25), 75, accuracy: 1e-4)
        XCTAssertEqual(timeline.value(progress: 1), 50)
        XCTAssertEqual(timeline.value(time: 9), 50, "the last keyframe holds")
        let eased = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1, duration: 2, timingCurve: .easeInOut) }
        XCTAssertEqual(eased.value(time: 0.5), UnitCurve.easeInOut.value(at: 0.25), accuracy: 1e-9)
    }

    private struct Values {
        var scale = 1.0
        var y = 0.0
    }

    func testTracksMoveTheirPartsSideBySide() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) { LinearKeyframe(2, duration: 1) }
            KeyframeTrack(\.y) {
                MoveKeyframe(10)
                LinearKeyframe(20, duration: 2)
            }
        }
        XCTAssertEqual(timeline.duration, 2, "as long as the longest track")
        let value = timeline.value(time: 1.5)
        XCTAssertEqual(value.scale, 2, "a track that ended holds its last value")
        XCTAssertEqual(value.y, 17.5, accuracy: 1e-4)
        XCTAssertEqual(timeline.value(time: 0).y, 10, "a move is at once")
    }

    /// Points 0, 10, 30, 30 a second apart: the Catmull-Rom tangents are
    /// (30 - 0) / 2 = 15 at 10 and (30 - 10) / 2 = 10 at 30, the track's
    /// ends at rest; half way, Hermite's basis is 1/2, 1/8, 1/2, -1/8.
    func testCubicKeyframesAreACatmullRomSpline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10, duration: 1)
            CubicKeyframe(30, duration: 1)
            CubicKeyframe(30, duration: 1)
        }
        XCTAssertEqual(timeline.value(time: 0.5), 0.5 * 10 - 0.125 * 15, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1.5), 0.5 * 10 + 0.125 * 15 + 0.5 * 30 - 0.125 * 10, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(time: 1), 10, accuracy: 1e-9)
        // Given velocities are kept: 0 to 10 starting at 40 a second.
        let pushed = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(10, duration: 1, startVelocity: 40, endVelocity: 0) }
        XCTAssertEqual(pushed.value(time: 0.5), 0.5 * 10 + 0.125 * 40, accuracy: 1e-9)
    }

    /// After a linear way up at 10 a second, a cubic one takes that
    /// velocity where they meet, and comes to rest at the track's end.
    func testACubicKeyframeTakesTheVelocityOfTheKeyframeBefore() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: 1)
            CubicKeyframe(10, duration: 1)
        }
        XCTAssertEqual(timeline.value(time: 1.5), 10 + 0.125 * 10, accuracy: 1e-6)
    }

    /// The half-second spring with no bounce: 1 - (1 + wt) e^(-wt), w = 4 pi;
    /// after a linear way at 1 a second, it adds t e^(-wt) of that push.
    func testASpringKeyframe() {
        let alone = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1, duration: 1, spring: Spring(duration: 0.5)) }
        XCTAssertEqual(alone.value(time: 0.25), 1 - (1 + .pi) * exp(-.pi), accuracy: 1e-9)
        XCTAssertEqual(SpringKeyframe(1.0, spring: Spring(duration: 0.5))._keyframes[0].duration, Spring(duration: 0.5).settlingDuration,
                       "as long as the spring takes to settle where no duration is given")
        let after = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1, duration: 1)
            SpringKeyframe(1, duration: 1, spring: Spring(duration: 0.5))
        }
        XCTAssertEqual(after.value(time: 1.25), 1 + 0.25 * exp(-.pi), accuracy: 1e-6)
    }

    func testKeyframesWrittenWithIfAndFor() {
        let bounces = 3, high = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                for _ in 0..<bounces {
                    LinearKeyframe(high ? 20 : 10, duration: 0.5)
                    LinearKeyframe(0, duration: 0.5)
                }
                if !high { MoveKeyframe(5) }
            }
        }
        XCTAssertEqual(timeline.duration, 3)
        XCTAssertEqual(timeline.value(time: 2.25), 10, accuracy: 1e-4)
    }

    /// A hop of one's own: up by `height` in a quarter second, back down in another.
    private struct Hop: KeyframeTrackContent {
        var height: Double
        var body: some KeyframeTrackContent<Double> {
            LinearKeyframe(height, duration: 0.25)
            LinearKeyframe(0, duration: 0.25)
        }
    }

    /// Tracks of one's own: the hops on `y`, and a growth on `scale` beside them.
    private struct Bouncing: Keyframes {
        var body: some Keyframes<Values> {
            KeyframeTrack(\.y) {
                Hop(height: 40)
                Hop(height: 20)
            }
            KeyframeTrack(\.scale) { LinearKeyframe(3, duration: 1) }
        }
    }

    func testKeyframesOfOnesOwnAreMadeOfTheirBody() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            Bouncing()
        }
        XCTAssertEqual(timeline.duration, 1)
        XCTAssertEqual(timeline.value(time: 0.125).y, 20, accuracy: 1e-4, "half way up the first hop")
        XCTAssertEqual(timeline.value(time: 0.625).y, 10, accuracy: 1e-4, "half way up the second")
        XCTAssertEqual(timeline.value(time: 0.5).scale, 2, accuracy: 1e-4, "the track beside them")
        // Beside a track written out, in the same builder.
        let both = KeyframeTimeline(initialValue: Values()) {
            Bouncing()
            KeyframeTrack(\.scale) { LinearKeyframe(5, duration: 2) }
        }
        XCTAssertEqual(both.duration, 2)
        XCTAssertEqual(both.value(time: 1.5).scale, 4, accuracy: 1e-4, "the later track moves the same part last")
    }

    /// A value or a duration that is not a number: the keyframe to it is
    /// passed over, or moves at once, and the line says which.
    func testAKeyframeThatIsNotANumber() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(.nan, duration: 1)
            LinearKeyframe(10, duration: 1)
            LinearKeyframe(20, duration: .nan)
            LinearKeyframe(30, duration: -1)
        }
        XCTAssertEqual(timeline.duration, 1)
        XCTAssertEqual(timeline.value(time: 0.5), 5, accuracy: 1e-4)
        XCTAssertEqual(timeline.value(time: 1), 30)
        XCTAssertEqual(timeline.problems.count, 3)
    }

    private struct Jumping: View {
        @State var jumps = 0
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .onTapGesture { jumps += 1 }
                .keyframeAnimator(initialValue: 0.0, trigger: jumps) { content, y in
                    content.offset(y: y)
                } keyframes: { _ in
                    LinearKeyframe(40, duration: 1)
                    LinearKeyframe(0, duration: 1)
                }
        }
    }

    private func minY(_ live: LiveView) -> Double? { live.displayList(scale: 1).items.first?.frame.minY }

    /// Moves `live` to each time in turn and checks the square's top there.
    private func follow(_ live: inout LiveView, _ steps: [(time: Double, minY: Double)],
                        file: StaticString = #filePath, line: UInt = #line) {
        for step in steps {
            live.advance(to: step.time)
            XCTAssertEqual(minY(live), step.minY, "at \(step.time)", file: file, line: line)
        }
    }

    func testATriggerPlaysTheKeyframesOnceAtEveryChange() {
        var live = LiveView(Jumping(), size: Size(width: 100, height: 100))
        XCTAssertEqual(minY(live), 45)
        XCTAssertFalse(live.isAnimating, "nothing plays before the trigger changes")
        XCTAssertTrue(live.pressFrontmostTapTarget())
        XCTAssertTrue(live.isAnimating, "the keyframes play, though the change was not animated")
        follow(&live, [(10, 45), (10.5, 65), (11, 85), (11.75, 55), (12, 45)])
        XCTAssertFalse(live.isAnimating)
        // Again, from the start.
        XCTAssertTrue(live.pressFrontmostTapTarget())
        follow(&live, [(20, 45), (20.25, 55)])
    }

    /// Keyframes of one's own as an animator's: the hops, the square's offset down.
    private struct Hopping: View {
        @State var hops = 0
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .onTapGesture { hops += 1 }
                .keyframeAnimator(initialValue: Values(), trigger: hops) { content, value in
                    content.offset(y: value.y)
                } keyframes: { _ in
                    Bouncing()
                }
        }
    }

    func testAnAnimatorPlaysKeyframesOfOnesOwn() {
        var live = LiveView(Hopping(), size: Size(width: 100, height: 100))
        XCTAssertEqual(minY(live), 45)
        XCTAssertTrue(live.pressFrontmostTapTarget())
        // Half way up the first hop, at its top, half way up the second, and at rest once the
        // track beside them ends.
        follow(&live, [(10, 45), (10.125, 65), (10.25, 85), (10.625, 55), (11, 45)])
        XCTAssertFalse(live.isAnimating)
    }

    private struct Looping: View {
        @State var shown = true
        var body: some View {
            VStack(spacing: 0) {
                if shown {
                    KeyframeAnimator(initialValue: 0.0) { x in
                        Color.red.frame(width: 10, height: 10).offset(x: x)
                    } keyframes: { _ in
                        LinearKeyframe(40, duration: 1)
                        LinearKeyframe(0, duration: 1)
                    }
                }
                Color.blue.frame(width: 10, height: 10).onTapGesture { shown = false }
            }
        }
    }

    /// With no trigger the keyframes go round while the view is there, and
    /// no frame is asked for once it has gone.
    func testKeyframesWithNoTriggerRepeatWhileTheViewIsThere() {
        var live = LiveView(Looping(), size: Size(width: 100, height: 100))
        XCTAssertTrue(live.isAnimating)
        live.advance(to: 0)
        live.advance(to: 100.5)
        XCTAssertEqual(live.displayList(scale: 1).items.first?.frame.minX, 65, "half way up on the fiftieth run")
        XCTAssertTrue(live.isAnimating)
        XCTAssertTrue(live.pressFrontmostTapTarget(animated: false))
        XCTAssertFalse(live.isAnimating, "gone, it asks for no frame")
        XCTAssertEqual(live.displayList(scale: 1).items.count, 1)
    }

    private struct Pulsing: View {
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .phaseAnimator([0.0, 40.0]) { content, y in
                    content.offset(y: y)
                } animation: { _ in .linear(duration: 1) }
        }
    }

    /// Round and round: to each phase with its animation, the next once
    /// that one has come to its end.
    func testAPhaseAnimatorWithNoTriggerGoesRound() {
        var live = LiveView(Pulsing(), size: Size(width: 100, height: 100))
        XCTAssertTrue(live.isAnimating, "it starts as it appears")
        follow(&live, [(10, 45), (10.5, 65), (11, 85)])
        XCTAssertTrue(live.needsUpdate, "the next phase is a change of its own")
        live.update()
        // Its clock starts at the frame after the change.
        follow(&live, [(11.25, 85), (11.75, 65), (12.25, 45)])
        live.update()
        // And round again.
        follow(&live, [(12.5, 45), (13, 65)])
    }

    private struct Shaking: View {
        @State var shakes = 0
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .onTapGesture { shakes += 1 }
                .phaseAnimator([0.0, 20.0, 10.0], trigger: shakes) { content, x in
                    content.offset(x: x)
                } animation: { _ in .linear(duration: 0.5) }
        }
    }

    private func minX(_ live: LiveView) -> Double? { live.displayList(scale: 1).items.first?.frame.minX }

    /// Each phase in turn at a change of the trigger, then back to the first.
    func testAPhaseAnimatorWithATriggerGoesThroughEveryPhaseOnce() {
        var live = LiveView(Shaking(), size: Size(width: 100, height: 100))
        XCTAssertFalse(live.isAnimating)
        XCTAssertTrue(live.pressFrontmostTapTarget())
        var time = 0.0
        var seen: [Double] = []
        for _ in 0..<20 where live.isAnimating || live.needsUpdate {
            live.update()
            live.advance(to: time)
            time += 0.5
            live.advance(to: time)
            seen.append(minX(live) ?? .nan)
        }
        XCTAssertEqual(seen, [65, 55, 45])
        XCTAssertFalse(live.isAnimating)
    }

    func testAPhaseAnimatorOfNoPhasesDrawsNothing() {
        let live = LiveView(PhaseAnimator([Double]()) { Color.red.offset(x: $0) }, size: Size(width: 100, height: 100))
        XCTAssertEqual(live.displayList(scale: 1).items.count, 0)
        XCTAssertFalse(live.isAnimating)
    }
}
