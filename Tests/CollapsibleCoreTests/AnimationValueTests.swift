import Glibc
import XCTest
@testable import CollapsibleCore

/// SwiftUI's animations since iOS 15 at fixed times, against values worked
/// out by hand: springs by duration and bounce, delays, speeds, repeats, a
/// `CustomAnimation`, and animations that cannot run.
final class AnimationValueTests: XCTestCase {
    /// A value moved from 0 to 1 by `animation`, its clock started at 0.
    private func moved(by animation: Animation, from start: Double = 0, to end: Double = 1) -> Animator<Double> {
        var animator = Animator(value: start)
        animator.animate(to: end, with: animation)
        animator.advance(to: 0)
        return animator
    }

    func testSpringInItsManyNamesAsSwiftUIDocumentsIt() {
        // Apple's own example: (1.0, 157.9, 17.6), and (0.63, 0.5) back.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring.mass, 1)
        XCTAssertEqual(spring.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(spring.damping, 17.6, accuracy: 0.05)
        XCTAssertEqual(spring.dampingRatio, 0.7, accuracy: 1e-12)
        let other = Spring(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(other.duration, 0.63, accuracy: 0.005)
        XCTAssertEqual(other.bounce, 0.5, accuracy: 1e-12)
        XCTAssertEqual(Spring(response: 0.4, dampingRatio: 0.6).response, 0.4, accuracy: 1e-12)
        // Overdamped: a bounce of -0.5 is a damping ratio of 2.
        XCTAssertEqual(Spring(duration: 1, bounce: -0.5).dampingRatio, 2, accuracy: 1e-12)
        XCTAssertEqual(Spring(duration: 1, bounce: -0.5).bounce, -0.5, accuracy: 1e-12)
        XCTAssertEqual(Spring(mass: 1, stiffness: 100, damping: 50).dampingRatio, 1, "no overdamping unless allowed")
        XCTAssertEqual(Spring.snappy.bounce, 0.15, accuracy: 1e-12)
        XCTAssertEqual(Spring.bouncy(extraBounce: 0.1).bounce, 0.4, accuracy: 1e-12)
    }

    /// The critically damped spring of half a second: 1 - (1 + wt) e^(-wt),
    /// w = 4 pi; at a quarter second wt = pi.
    func testASpringsValueAndVelocityAtATime() {
        let spring = Spring(duration: 0.5, bounce: 0)
        XCTAssertEqual(spring.value(target: 1.0, time: 0.25), 1 - (1 + .pi) * exp(-.pi), accuracy: 1e-12)
        XCTAssertEqual(spring.value(target: 200.0, time: 0.25), 200 * 0.821_025, accuracy: 1e-3)
        // x' = w^2 t e^(-wt).
        let w = 4 * Double.pi
        XCTAssertEqual(spring.velocity(target: 1.0, time: 0.25), w * w * 0.25 * exp(-.pi), accuracy: 1e-9)
        XCTAssertEqual(spring.value(fromValue: 10.0, toValue: 11.0, initialVelocity: 0, time: 0.25), 10.821_025, accuracy: 1e-6)
        var value = 0.0, velocity = 0.0
        spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.25)
        XCTAssertEqual(value, 0.821_025, accuracy: 1e-6)
        XCTAssertEqual(velocity, w * w * 0.25 * exp(-.pi), accuracy: 1e-9)
        // Within a thousandth: 1 - (1 + wt) e^(-wt) = 0.999 at wt = 9.23.
        XCTAssertEqual(spring.settlingDuration, 9.23 / w, accuracy: 0.01)
        XCTAssertEqual(Spring(settlingDuration: 1, dampingRatio: 1).settlingDuration, 1, accuracy: 0.002)
    }

    func testTheNamedSpringAnimationsHaveSwiftUIsDurationsAndBounces() {
        func constants(_ animation: Animation) -> (Double, Double)? {
            guard case .spring(let response, let damping) = animation.kind else { return nil }
            return (response, damping)
        }
        for (animation, response, damping) in [(Animation.smooth, 0.5, 1.0), (.snappy, 0.5, 0.85), (.bouncy, 0.5, 0.7),
                                               (.spring(duration: 0.8, bounce: 0.2), 0.8, 0.8),
                                               (.spring(response: 0.3), 0.3, 0.825), (.bouncy(duration: 1, extraBounce: 0.1), 1, 0.6),
                                               (.interactiveSpring, 0.15, 0.85), (.spring(Spring(duration: 2, bounce: 0.5)), 2, 0.5)] {
            let (r, d) = constants(animation) ?? (.nan, .nan)
            XCTAssertEqual(r, response, accuracy: 1e-12)
            XCTAssertEqual(d, damping, accuracy: 1e-12)
        }
    }

    /// Stiffness 100 and damping 20 is critically damped with w = 10:
    /// 1 - (1 + 10t) e^(-10t); at 0.1 s, 1 - 2/e.
    func testAnInterpolatingSpringMovesBesideWhatMoves() {
        var animator = moved(by: .interpolatingSpring(stiffness: 100, damping: 20))
        XCTAssertEqual(animator.advance(to: 0.1), 1 - 2 / M_E, accuracy: 1e-9)
        animator.advance(to: 5)
        XCTAssertFalse(animator.isAnimating)
        XCTAssertEqual(animator.value, 1)
        // An initial velocity of 10 changes a second: (1 + 10t) e^(-10t) less, plus t e^(-10t) 10.
        var pushed = moved(by: .interpolatingSpring(stiffness: 100, damping: 20, initialVelocity: 10))
        XCTAssertEqual(pushed.advance(to: 0.1), 1 - 2 / M_E + 1 / M_E, accuracy: 1e-9)
    }

    func testADelayWaitsThenRuns() {
        var animator = moved(by: .linear(duration: 1).delay(0.5))
        XCTAssertEqual(animator.advance(to: 0.4), 0)
        XCTAssertEqual(animator.advance(to: 1), 0.5, accuracy: 1e-12)
        XCTAssertTrue(animator.isAnimating)
        XCTAssertEqual(animator.advance(to: 1.5), 1)
        XCTAssertFalse(animator.isAnimating)
    }

    func testSpeedRunsFasterAndItsOrderWithADelayCounts() {
        var fast = moved(by: .linear(duration: 1).speed(2))
        XCTAssertEqual(fast.advance(to: 0.25), 0.5, accuracy: 1e-12)
        XCTAssertEqual(fast.advance(to: 0.5), 1)
        XCTAssertFalse(fast.isAnimating)
        // The speed applies to the delay inside it, not to one outside.
        var inside = moved(by: .linear(duration: 1).delay(1).speed(2))
        XCTAssertEqual(inside.advance(to: 0.75), 0.5, accuracy: 1e-12)
        var outside = moved(by: .linear(duration: 1).speed(2).delay(1))
        XCTAssertEqual(outside.advance(to: 0.75), 0)
        XCTAssertEqual(outside.advance(to: 1.25), 0.5, accuracy: 1e-12)
    }

    /// There and back, there again, then the new state, as SwiftUI ends a repeat.
    /// A linear curve is solved as every curve is, to a millionth.
    func testARepeatCountGoesThereAndBackAndEndsAtTheNewState() {
        var animator = moved(by: .linear(duration: 1).repeatCount(3, autoreverses: true))
        XCTAssertEqual(animator.advance(to: 0.25), 0.25, accuracy: 1e-6)
        XCTAssertEqual(animator.advance(to: 1.25), 0.75, accuracy: 1e-6, "back on the second run")
        XCTAssertEqual(animator.advance(to: 2.5), 0.5, accuracy: 1e-6)
        XCTAssertTrue(animator.isAnimating)
        XCTAssertEqual(animator.advance(to: 3), 1)
        XCTAssertFalse(animator.isAnimating)
        var twice = moved(by: .linear(duration: 1).repeatCount(2))
        XCTAssertEqual(twice.advance(to: 1.9), 0.1, accuracy: 1e-6, "the second run comes back")
        XCTAssertEqual(twice.advance(to: 2), 1, "and the view jumps to its new state")
        var forward = moved(by: .linear(duration: 1).repeatCount(2, autoreverses: false))
        XCTAssertEqual(forward.advance(to: 1.25), 0.25, accuracy: 1e-6)
    }

    func testRepeatForeverRunsWhileItIsThere() {
        var animator = moved(by: .linear(duration: 1).repeatForever(autoreverses: false))
        XCTAssertEqual(animator.advance(to: 1000.25), 0.25, accuracy: 1e-6)
        XCTAssertTrue(animator.isAnimating)
        var swinging = moved(by: .easeInOut(duration: 0.5).repeatForever())
        XCTAssertEqual(swinging.advance(to: 100.25), 0.5, accuracy: 1e-6, "half way, going back")
        XCTAssertEqual(swinging.advance(to: 100.5), 1, accuracy: 1e-9, "there, and starting back")
        XCTAssertEqual(swinging.advance(to: 101), 0, accuracy: 1e-9)
        XCTAssertEqual(swinging.restingTime, 1, "a recording shows one run there and back")
        // A spring repeats too, each run as long as it takes to settle.
        var springing = moved(by: .spring(duration: 0.5).repeatForever(autoreverses: false))
        XCTAssertEqual(springing.advance(to: 0.25), 1 - (1 + .pi) * exp(-.pi), accuracy: 1e-9)
        XCTAssertTrue(springing.advance(to: 600) < 1)
        XCTAssertTrue(springing.isAnimating)
    }

    /// The CSS `ease` curve, whose value half way is 0.8024.
    func testATimingCurveByItsControlPoints() {
        var animator = moved(by: .timingCurve(0.25, 0.1, 0.25, 1, duration: 2))
        XCTAssertEqual(animator.advance(to: 1), 0.8024, accuracy: 1e-4)
    }

    /// Three steps of a third each, over 0.9 s.
    private struct Steps: CustomAnimation {
        var count = 3
        var duration = 0.9
        func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
            guard time < duration else { return nil }
            let step = (time / duration * Double(count)).rounded(.down)
            return value.scaled(by: step / Double(count))
        }
    }

    func testAnAnimationOfOnesOwn() {
        var animator = moved(by: Animation(Steps()), from: 10, to: 40)
        XCTAssertEqual(animator.advance(to: 0.1), 10)
        XCTAssertEqual(animator.advance(to: 0.35), 20, accuracy: 1e-12)
        XCTAssertEqual(animator.advance(to: 0.65), 30, accuracy: 1e-12)
        XCTAssertTrue(animator.isAnimating)
        XCTAssertEqual(animator.advance(to: 0.9), 40)
        XCTAssertFalse(animator.isAnimating)
        XCTAssertEqual(Animation(Steps()), Animation(Steps()))
        XCTAssertNotEqual(Animation(Steps()), Animation(Steps(count: 4)))
        // It repeats and waits as any animation does.
        var repeated = moved(by: Animation(Steps()).delay(1).repeatCount(2, autoreverses: false))
        // Each run is the delay and the steps, 1.9 s; the second's first step is at 1.9 + 1.3.
        XCTAssertEqual(repeated.advance(to: 2.5), 0)
        XCTAssertEqual(repeated.advance(to: 3.25), 1.0 / 3, accuracy: 1e-12)
    }

    /// A `CustomAnimation` that keeps what it last showed in its state.
    private struct Counting: CustomAnimation {
        struct Frames: AnimationStateKey { static var defaultValue: Int { 0 } }
        func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
            context.state[Frames.self] += 1
            return context.state[Frames.self] > 3 ? nil : value.scaled(by: Double(context.state[Frames.self]) / 4)
        }
    }

    func testAnAnimationOfOnesOwnKeepsItsStateFromFrameToFrame() {
        var animator = Animator(value: 0.0)
        animator.animate(to: 1, with: Animation(Counting()))
        XCTAssertEqual(animator.advance(to: 0), 0.25, accuracy: 1e-12)
        XCTAssertEqual(animator.advance(to: 0.1), 0.5, accuracy: 1e-12)
        XCTAssertEqual(animator.advance(to: 0.2), 0.75, accuracy: 1e-12)
        XCTAssertEqual(animator.advance(to: 0.3), 1)
        XCTAssertFalse(animator.isAnimating)
    }

    /// Linear over a second for each time it took another over, which its
    /// state counts; it says its velocity where `tellsVelocity`.
    private struct Stretching: CustomAnimation {
        struct Merges: AnimationStateKey { static var defaultValue: Double { 0 } }
        var merges = true
        var tellsVelocity = true
        func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
            let duration = 1 + context.state[Merges.self]
            return time < duration ? value.scaled(by: time / duration) : nil
        }
        func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
            tellsVelocity ? value.scaled(by: 1 / (1 + context.state[Merges.self])) : nil
        }
        func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: Double, context: inout AnimationContext<V>) -> Bool {
            if merges { context.state[Merges.self] += 1 }
            return merges
        }
    }

    /// Half way from 0 to 1, a change to 2 of the same animation: merged,
    /// it runs on from the first one's start and state, now over two
    /// seconds, towards 2; not merged, it blends from the first one's value.
    func testAnAnimationOfOnesOwnMergesWithTheOneBeforeWhenItSaysSo() {
        var merged = moved(by: Animation(Stretching()))
        XCTAssertEqual(merged.advance(to: 0.5), 0.5, accuracy: 1e-12)
        merged.animate(to: 2, with: Animation(Stretching()))
        XCTAssertEqual(merged.advance(to: 0.5), 0.5, accuracy: 1e-12, "two seconds from the first start")
        XCTAssertEqual(merged.advance(to: 1.5), 1.5, accuracy: 1e-12)
        XCTAssertEqual(merged.advance(to: 2), 2)
        XCTAssertFalse(merged.isAnimating)

        var apart = moved(by: Animation(Stretching(merges: false)))
        apart.advance(to: 0.5)
        apart.animate(to: 2, with: Animation(Stretching(merges: false)))
        XCTAssertEqual(apart.advance(to: 0.5), 0.5, accuracy: 1e-12)
        // The first at 0.75, the second a quarter of the way from there to 2.
        XCTAssertEqual(apart.advance(to: 0.75), 0.75 + (2 - 0.75) * 0.25, accuracy: 1e-12)
    }

    /// A critically damped spring of half a second (w = 4 pi) takes over
    /// half way: from the custom animation's velocity of 1 a second its
    /// offset is t e^(-wt); from one that says none, it stays still.
    func testASpringThatFollowsAnAnimationOfOnesOwnTakesItsVelocity() {
        let w = 4 * Double.pi
        for (tells, offset) in [(true, 0.1 * exp(-w * 0.1)), (false, 0)] {
            var animator = moved(by: Animation(Stretching(tellsVelocity: tells)))
            XCTAssertEqual(animator.advance(to: 0.5), 0.5, accuracy: 1e-12)
            animator.animate(to: 0.5, with: .spring(response: 0.5, dampingFraction: 1))
            animator.advance(to: 0.5)
            XCTAssertEqual(animator.advance(to: 0.6), 0.5 + offset, accuracy: 1e-9, tells ? "with its velocity" : "at rest")
        }
    }

    private struct Mover: View {
        let animation: Animation
        @State var right = false
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .offset(x: right ? 50 : 0)
                .onTapGesture { withAnimation(animation) { right.toggle() } }
        }
    }

    /// A duration that is not a number, or negative, a speed of zero: the
    /// change is shown at once, with one line however often it comes.
    func testAnAnimationThatCannotRunShowsTheChangeAtOnceWithOneLine() {
        for animation in [Animation.linear(duration: .nan), .easeIn(duration: -1), .linear.speed(0),
                          .spring(response: .nan), .linear.delay(-.infinity)] {
            let heard = Lines()
            var live = LiveView(Mover(animation: animation), size: Size(width: 100, height: 100),
                                measure: FixedMeasure(), diagnostics: heard.diagnostics)
            for _ in 0..<3 {
                XCTAssertTrue(live.pressFrontmostTapTarget())
                XCTAssertFalse(live.isAnimating, "\(animation)")
            }
            XCTAssertEqual(live.displayList(scale: 1).items.first?.frame.minX, 95)
            XCTAssertEqual(heard.lines.count, 1, "\(heard.lines)")
            XCTAssertTrue(heard.lines.first?.hasPrefix("Animation: ") == true, "\(heard.lines)")
        }
    }

    func testASpringOfNoResponseIsInfinitelyStiff() {
        let heard = Lines()
        var live = LiveView(Mover(animation: .spring(response: 0)), size: Size(width: 100, height: 100),
                            measure: FixedMeasure(), diagnostics: heard.diagnostics)
        XCTAssertTrue(live.pressFrontmostTapTarget())
        XCTAssertFalse(live.isAnimating)
        XCTAssertEqual(heard.lines, [])
    }
}
