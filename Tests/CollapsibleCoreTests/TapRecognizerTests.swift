import XCTest
@testable import CollapsibleCore

/// A tap fires on release, within SwiftUI's limits of movement and time;
/// a press off the target never taps.
final class TapRecognizerTests: XCTestCase {
    private let origin = Point(x: 100, y: 100)

    func testFiresOnReleaseOnly() {
        var tap = TapRecognizer()
        tap.pressed(at: origin, time: 0, onTarget: true)
        XCTAssertTrue(tap.released(at: origin, time: 0.1))
        XCTAssertFalse(tap.released(at: origin, time: 0.2), "one press, one tap")
    }

    func testMovementLimitIs45Points() {
        var tap = TapRecognizer()
        tap.pressed(at: origin, time: 0, onTarget: true)
        XCTAssertTrue(tap.released(at: Point(x: 127, y: 136), time: 0.1), "exactly 45 away")
        tap.pressed(at: origin, time: 0, onTarget: true)
        XCTAssertFalse(tap.released(at: Point(x: 145.1, y: 100), time: 0.1))
        tap.pressed(at: origin, time: 0, onTarget: true)
        tap.moved(to: Point(x: 200, y: 100))
        XCTAssertFalse(tap.released(at: origin, time: 0.1), "straying fails the tap even if it comes back")
    }

    func testDurationLimitIs075Seconds() {
        var tap = TapRecognizer()
        tap.pressed(at: origin, time: 1, onTarget: true)
        XCTAssertTrue(tap.released(at: origin, time: 1.75))
        tap.pressed(at: origin, time: 1, onTarget: true)
        XCTAssertFalse(tap.released(at: origin, time: 1.76))
    }

    func testPressesOffTargetNeverTap() {
        var tap = TapRecognizer()
        tap.pressed(at: origin, time: 0, onTarget: false)
        XCTAssertFalse(tap.released(at: origin, time: 0.1))
    }
}
