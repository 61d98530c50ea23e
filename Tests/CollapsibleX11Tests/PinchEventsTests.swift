import CollapsibleCore
import XCTest
@testable import CollapsibleX11

/// A touchpad's pinch, read from XInput 2.4's pinch events. Xvfb speaks XInput 2.4 but has no
/// touchpad, so no test can make the server send these: the numbers an event carries are fed in here.
final class PinchEventsTests: XCTestCase {
    func testAPinchsScaleIsSinceItBeganAndItsAnglesAddUp() {
        var pinch = PinchEvents()
        XCTAssertEqual(pinch.take(.begin, scale: 1, deltaAngle: 0, cancelled: false), .changed(scale: 1, rotation: .zero))
        XCTAssertEqual(pinch.take(.update, scale: 1.5, deltaAngle: 10, cancelled: false), .changed(scale: 1.5, rotation: .degrees(10)))
        XCTAssertEqual(pinch.take(.update, scale: 1.25, deltaAngle: -4, cancelled: false), .changed(scale: 1.25, rotation: .degrees(6)))
        XCTAssertEqual(pinch.take(.end, scale: 1.25, deltaAngle: 0, cancelled: false), .ended)
        XCTAssertNil(pinch.take(.end, scale: 1, deltaAngle: 0, cancelled: false), "no pinch under way")
    }

    func testTheNextPinchStartsOverAndACancelledOneSaysSo() {
        var pinch = PinchEvents()
        _ = pinch.take(.begin, scale: 1, deltaAngle: 0, cancelled: false)
        _ = pinch.take(.update, scale: 2, deltaAngle: 30, cancelled: false)
        XCTAssertEqual(pinch.take(.end, scale: 2, deltaAngle: 0, cancelled: true), .cancelled)
        XCTAssertEqual(pinch.take(.begin, scale: 1, deltaAngle: 5, cancelled: false), .changed(scale: 1, rotation: .degrees(5)))
        XCTAssertEqual(pinch.take(.begin, scale: 1, deltaAngle: 0, cancelled: false), .changed(scale: 1, rotation: .zero),
                       "a begin with no end before it starts over")
    }

    func testAnUpdateWithNoBeginStartsThePinch() {
        var pinch = PinchEvents()
        XCTAssertEqual(pinch.take(.update, scale: 0.5, deltaAngle: 3, cancelled: false), .changed(scale: 0.5, rotation: .degrees(3)))
        XCTAssertEqual(pinch.take(.end, scale: 0.5, deltaAngle: 0, cancelled: false), .ended)
    }

    func testNonsenseFiguresLeaveThePinchWhereItWas() {
        var pinch = PinchEvents()
        _ = pinch.take(.begin, scale: 1, deltaAngle: 0, cancelled: false)
        _ = pinch.take(.update, scale: 1.5, deltaAngle: 10, cancelled: false)
        for (scale, angle) in [(0.0, Double.nan), (-1, .infinity), (.nan, -.infinity), (.infinity, .nan)] {
            XCTAssertEqual(pinch.take(.update, scale: scale, deltaAngle: angle, cancelled: false),
                           .changed(scale: 1.5, rotation: .degrees(10)), "scale \(scale), angle \(angle)")
        }
        XCTAssertEqual(pinch.take(.update, scale: 0, deltaAngle: 2, cancelled: false), .changed(scale: 1.5, rotation: .degrees(12)),
                       "a scale of 0 is none, the angle still counts")
    }
}
