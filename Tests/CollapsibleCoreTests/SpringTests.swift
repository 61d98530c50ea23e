import XCTest
@testable import CollapsibleCore

/// SwiftUI's spring: its default constants, and every damping against the
/// spring's equation.
final class SpringTests: XCTestCase {
    func testSwiftUIDefaultSpringConstants() {
        guard case .spring(let response, let damping) = Animation.spring.kind else {
            return XCTFail("spring is not a spring")
        }
        XCTAssertEqual(response, 0.55)
        XCTAssertEqual(damping, 1)
        let spring = SpringOscillator(target: 1, response: 0.55, dampingFraction: 1, position: 0, velocity: 0)
        XCTAssertEqual(spring.stiffness, pow(2 * .pi / 0.55, 2), accuracy: 1e-9)
        XCTAssertEqual(spring.damping, 2 * spring.stiffness.squareRoot(), accuracy: 1e-9)
    }

    func testCriticallyDampedStepResponse() {
        let spring = SpringOscillator(target: 1, response: 0.55, dampingFraction: 1, position: 0, velocity: 0)
        let omega = 2 * Double.pi / 0.55
        for t in stride(from: 0.0, through: 2, by: 0.05) {
            XCTAssertEqual(spring.state(at: t).position, 1 - (1 + omega * t) * exp(-omega * t), accuracy: 1e-12)
        }
        XCTAssertEqual(spring.state(at: 0.35).position, 0.908, accuracy: 5e-4)
    }

    /// Each regime must satisfy x'' = -k (x - target) - c x', checked by finite
    /// differences, and start where it was told with the velocity it was given.
    func testEveryDampingSolvesTheSpringEquation() {
        for damping in [0.3, 1, 1.7] {
            let spring = SpringOscillator(target: 2, response: 0.4, dampingFraction: damping, position: -1, velocity: 5)
            XCTAssertEqual(spring.state(at: 0).position, -1, accuracy: 1e-12)
            XCTAssertEqual(spring.state(at: 0).velocity, 5, accuracy: 1e-12)
            let h = 1e-4
            for t in stride(from: 0.01, through: 1, by: 0.07) {
                let (x, v) = spring.state(at: t)
                let before = spring.state(at: t - h), after = spring.state(at: t + h)
                XCTAssertEqual((after.position - before.position) / (2 * h), v, accuracy: 1e-5 * max(1, abs(v)))
                let acceleration = (after.velocity - before.velocity) / (2 * h)
                let force = -spring.stiffness * (x - 2) - spring.damping * v
                XCTAssertEqual(acceleration, force, accuracy: 1e-3 * max(1, abs(force)), "damping \(damping) at \(t)")
            }
        }
    }

    func testSettlesAndOnlyThen() {
        let spring = SpringMotion(target: 1.0, response: 0.55, dampingFraction: 1, position: 0, velocity: 0)
        XCTAssertFalse(spring.isSettled(at: 0.5))
        XCTAssertTrue(spring.isSettled(at: 1.5))
        let bouncy = SpringMotion(target: 1.0, response: 0.5, dampingFraction: 0.2, position: 0, velocity: 0)
        XCTAssertFalse(bouncy.isSettled(at: 1.0))
    }
}
