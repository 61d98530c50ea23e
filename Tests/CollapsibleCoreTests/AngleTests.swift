import XCTest
@testable import CollapsibleCore

final class AngleTests: XCTestCase {
    func testDegreesAndRadiansNameTheSameAngle() {
        XCTAssertEqual(Angle(degrees: 180).radians, .pi)
        XCTAssertEqual(Angle(radians: .pi / 2).degrees, 90, accuracy: 1e-12)
        XCTAssertEqual(Angle.degrees(90), Angle(degrees: 90))
        XCTAssertEqual(Angle.radians(1), Angle(radians: 1))
        XCTAssertEqual(Angle.zero, Angle())
        XCTAssertEqual(Angle().radians, 0)
        var angle = Angle()
        angle.degrees = 180
        XCTAssertEqual(angle.radians, .pi)
        // The knob's rotation, a fraction of 330 degrees.
        let value = 0.5
        XCTAssertEqual(Angle(degrees: value * 330).degrees, 165, accuracy: 1e-12)
    }

    func testArithmeticAndOrderAreTheRadians() {
        XCTAssertEqual((Angle(degrees: 30) + .degrees(60)).radians, Angle(degrees: 90).radians, accuracy: 1e-15)
        XCTAssertEqual(Angle(radians: 3) - .radians(1), .radians(2))
        XCTAssertEqual(-Angle(radians: 1), .radians(-1))
        XCTAssertEqual(Angle(radians: 1) * 3, .radians(3))
        XCTAssertEqual(Angle(radians: 3) / 2, .radians(1.5))
        var angle = Angle.radians(1)
        angle += .radians(2)
        angle -= .radians(0.5)
        angle *= 4
        angle /= 5
        XCTAssertEqual(angle, .radians(2))
        XCTAssertLessThan(Angle.degrees(10), .degrees(20))
        XCTAssertEqual([Angle.degrees(40), .degrees(-5), .degrees(15)].max(), .degrees(40))
        XCTAssertEqual(Set([Angle.degrees(40), .degrees(40), .zero]).count, 2)
    }

    func testUnitPointsAreFractionsOfAFrame() {
        let expected: [(UnitPoint, Double, Double)] = [
            (.zero, 0, 0), (.center, 0.5, 0.5), (.leading, 0, 0.5), (.trailing, 1, 0.5), (.top, 0.5, 0), (.bottom, 0.5, 1),
            (.topLeading, 0, 0), (.topTrailing, 1, 0), (.bottomLeading, 0, 1), (.bottomTrailing, 1, 1),
        ]
        for (point, x, y) in expected {
            XCTAssertEqual(point, UnitPoint(x: x, y: y))
        }
        XCTAssertEqual(UnitPoint(), .zero)
        var point = UnitPoint.center
        point.x = 0.25
        XCTAssertEqual(point, UnitPoint(x: 0.25, y: 0.5))
    }
}
