import XCTest
@testable import CollapsibleCore

/// The timing curves against SPEC's values and an independent solver of
/// the Bezier: monotonic, with exact ends.
final class UnitCurveTests: XCTestCase {
    func testEaseInOutMatchesKnownValues() {
        let known: [(Double, Double)] = [(0.1, 0.0197), (0.25, 0.1292), (0.5, 0.5), (0.75, 0.8708), (0.9, 0.9803)]
        for (x, y) in known {
            XCTAssertEqual(UnitCurve.easeInOut.value(at: x), y, accuracy: 5e-5, "at \(x)")
        }
        XCTAssertEqual(UnitCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-9)
    }

    /// The solved parameter must put x(s) within 1e-6 of the asked time, which
    /// a polynomial fit in t cannot: check against an independent bisection.
    func testSolvesTheBezierAccurately() {
        func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
        }
        for curve in [UnitCurve.easeInOut, .easeIn, .easeOut] {
            for i in 1..<200 {
                let x = Double(i) / 200
                var low = 0.0, high = 1.0
                for _ in 0..<60 {
                    let mid = (low + high) / 2
                    if bezier(mid, curve.p1.x, curve.p2.x) < x { low = mid } else { high = mid }
                }
                let expected = bezier(low, curve.p1.y, curve.p2.y)
                XCTAssertEqual(curve.value(at: x), expected, accuracy: 5e-6, "\(curve) at \(x)")
            }
        }
    }

    func testCurvesAreMonotonicWithExactEnds() {
        for curve in [UnitCurve.easeInOut, .easeIn, .easeOut, .linear] {
            XCTAssertEqual(curve.value(at: 0), 0)
            XCTAssertEqual(curve.value(at: 1), 1)
            XCTAssertEqual(curve.value(at: -0.5), 0)
            XCTAssertEqual(curve.value(at: 7), 1)
            var previous = 0.0
            for i in 1...1000 {
                let y = curve.value(at: Double(i) / 1000)
                XCTAssertGreaterThanOrEqual(y, previous, "\(curve) at \(Double(i) / 1000)")
                previous = y
            }
        }
    }

    func testLinearIsTheIdentityAndEaseOutMirrorsEaseIn() {
        for i in 0...100 {
            let x = Double(i) / 100
            XCTAssertEqual(UnitCurve.linear.value(at: x), x, accuracy: 1e-6)
            XCTAssertEqual(UnitCurve.easeOut.value(at: x), 1 - UnitCurve.easeIn.value(at: 1 - x), accuracy: 1e-5)
        }
    }
}
