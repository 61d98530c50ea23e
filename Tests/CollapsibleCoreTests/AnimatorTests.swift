import XCTest
@testable import CollapsibleCore

/// One value on screen over time: the clock's start, a curve interrupted
/// by another that blends from it, position and velocity continuous
/// through the interruption, and a spring that retargets where it is.
final class AnimatorTests: XCTestCase {
    private let easeInOut = UnitCurve.easeInOut

    func testTheClockStartsAtTheFirstFrameAfterTheChange() {
        var animator = Animator(value: 0)
        animator.animate(to: 1, with: .default)
        XCTAssertTrue(animator.isAnimating)
        XCTAssertEqual(animator.advance(to: 10), 0, "the first frame shows the start value")
        XCTAssertEqual(animator.advance(to: 10 + 0.35 / 4), easeInOut.value(at: 0.25), accuracy: 1e-12)
        XCTAssertEqual(animator.advance(to: 10.175), 0.5, accuracy: 1e-6)
        XCTAssertTrue(animator.isAnimating)
        XCTAssertEqual(animator.advance(to: 10.35), 1)
        XCTAssertFalse(animator.isAnimating, "finished, so the program may stop its timer")
        XCTAssertEqual(animator.advance(to: 11), 1)
    }

    func testNoAnimationShowsTheNewValueAtOnce() {
        var animator = Animator(value: 0)
        animator.animate(to: 1, with: nil)
        XCTAssertFalse(animator.isAnimating)
        XCTAssertEqual(animator.advance(to: 3), 1)
    }

    func testOtherCurvesAndDurations() {
        var animator = Animator(value: 1)
        animator.animate(to: 0, with: Animation.linear.duration(2))
        animator.advance(to: 0)
        XCTAssertEqual(animator.advance(to: 0.5), 0.75, accuracy: 1e-6)
        XCTAssertTrue(animator.isAnimating)
        XCTAssertEqual(animator.advance(to: 2), 0)
        XCTAssertFalse(animator.isAnimating)
    }

    /// SwiftUI's rule for a second toggle mid-flight: the first animation keeps
    /// running and the new one blends from its output to the new target.
    func testInterruptedCurveBlendsFromTheRunningOne() {
        var animator = Animator(value: 0)
        animator.animate(to: 1, with: .default)
        animator.advance(to: 0)
        animator.advance(to: 0.1)
        animator.animate(to: 0, with: .default)
        let t1 = 0.11
        animator.advance(to: t1)
        func first(_ t: Double) -> Double { easeInOut.value(at: t / 0.35) }
        for t in stride(from: t1, to: t1 + 0.35, by: 0.01) {
            let expected = first(t) + (0 - first(t)) * easeInOut.value(at: (t - t1) / 0.35)
            XCTAssertEqual(animator.advance(to: t), expected, accuracy: 1e-9, "at \(t)")
            XCTAssertTrue(animator.isAnimating)
        }
        XCTAssertEqual(animator.advance(to: t1 + 0.35), 0)
        XCTAssertFalse(animator.isAnimating, "it ends one duration after the second toggle")
    }

    /// Sampled every 0.1 ms across the interruption, neither the position nor
    /// the velocity may jump: the step at the toggle is no larger than the
    /// largest step anywhere else.
    func testInterruptionKeepsPositionAndVelocityContinuous() {
        for animation in [Animation.default, .spring, .spring(response: 0.4, dampingFraction: 0.5)] {
            var animator = Animator(value: 0)
            animator.animate(to: 1, with: animation)
            animator.advance(to: 0)
            let dt = 1e-4, toggle = 1500
            var positions: [Double] = []
            for i in 0..<6000 {
                if i == toggle { animator.animate(to: 0, with: animation) }
                positions.append(animator.advance(to: Double(i) * dt))
            }
            let speeds = (1..<positions.count).map { (positions[$0] - positions[$0 - 1]) / dt }
            let accelerations = (1..<speeds.count).map { (speeds[$0] - speeds[$0 - 1]) / dt }
            let nearToggle = (toggle - 3)...(toggle + 1)
            func largestAway(_ values: [Double]) -> Double {
                values.indices.filter { !nearToggle.contains($0) }.map { abs(values[$0]) }.max()!
            }
            let speedAtToggle = nearToggle.map { abs(speeds[$0]) }.max()!
            let accelerationAtToggle = nearToggle.map { abs(accelerations[$0]) }.max()!
            XCTAssertLessThanOrEqual(speedAtToggle, largestAway(speeds) * 1.01, "\(animation)")
            XCTAssertLessThanOrEqual(accelerationAtToggle, largestAway(accelerations) * 1.01, "\(animation)")
            XCTAssertGreaterThan(positions.last!, -0.05, "heads back to 0, \(animation)")
            XCTAssertLessThan(positions.last!, 0.05, "heads back to 0, \(animation)")
        }
    }

    func testASpringRetargetsFromItsPositionAndVelocity() {
        var animator = Animator(value: 0)
        animator.animate(to: 1, with: .spring)
        animator.advance(to: 0)
        let before = animator.advance(to: 0.2)
        let velocity = animator.velocity(at: 0.2)
        XCTAssertGreaterThan(velocity, 1)
        animator.animate(to: 0, with: .spring)
        XCTAssertEqual(animator.advance(to: 0.2), before, accuracy: 1e-12)
        XCTAssertEqual(animator.velocity(at: 0.2), velocity, accuracy: 1e-6)
        let reference = SpringOscillator(target: 0, response: 0.55, dampingFraction: 1, position: before, velocity: velocity)
        XCTAssertEqual(animator.advance(to: 0.5), reference.state(at: 0.3).position, accuracy: 1e-9)
        XCTAssertGreaterThan(animator.advance(to: 0.5), 0)
        animator.advance(to: 3)
        XCTAssertFalse(animator.isAnimating)
        XCTAssertEqual(animator.value, 0)
    }

    func testTwoTogglesBetweenFramesEndWhereTheyStarted() {
        var animator = Animator(value: 0)
        animator.animate(to: 1, with: .spring)
        animator.animate(to: 0, with: .spring)
        XCTAssertEqual(animator.advance(to: 5), 0)
        XCTAssertFalse(animator.isAnimating || animator.advance(to: 5.1) != 0)
    }
}
