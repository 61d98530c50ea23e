import XCTest
@testable import CollapsibleCore

/// A touchpad's pinch magnifies and turns at once: `MagnifyGesture` and `RotateGesture` on
/// the view under it both follow it, with the values SwiftUI gives them.
final class PinchGestureTests: XCTestCase {
    final class Log: @unchecked Sendable {
        var magnified: [MagnifyGesture.Value] = []
        var rotated: [RotateGesture.Value] = []
        var entries: [String] = []
    }

    private func pinchable(_ log: Log) -> LiveView {
        LiveView(Color.red.frame(width: 100, height: 100)
            .gesture(MagnifyGesture().onChanged { log.magnified.append($0) }.onEnded { log.entries.append("magnified \($0.magnification)") })
            .simultaneousGesture(RotateGesture().onChanged { log.rotated.append($0) }
                .onEnded { log.entries.append("rotated \(Int($0.rotation.degrees.rounded()))") }), size: Size(width: 200, height: 200))
    }

    func testAPinchDrivesBothTheMagnificationAndTheRotation() {
        let log = Log()
        var live = pinchable(log)
        XCTAssertNil(live.pinch(scale: 1, rotation: .zero, at: Point(x: 10, y: 10), time: 1), "no gesture outside the view")
        XCTAssertNotNil(live.pinch(scale: 1, rotation: .zero, at: Point(x: 75, y: 100), time: 1), "the view's gestures hear it")
        XCTAssertTrue(log.magnified.isEmpty && log.rotated.isEmpty, "neither has moved far enough to start")
        _ = live.pinch(scale: 1.5, rotation: .degrees(30), at: Point(x: 80, y: 100), time: 1.5)
        _ = live.pinch(scale: 2, rotation: .degrees(45), at: Point(x: 80, y: 100), time: 2)
        XCTAssertEqual(log.magnified.map(\.magnification), [1.5, 2])
        XCTAssertEqual(log.rotated.map(\.rotation), [.degrees(30), .degrees(45)])
        XCTAssertEqual(log.magnified.last?.startLocation, Point(x: 25, y: 50), "where the pinch began")
        XCTAssertEqual(log.rotated.last?.startLocation, Point(x: 25, y: 50))
        XCTAssertEqual(log.rotated.last?.startAnchor, UnitPoint(x: 0.25, y: 0.5))
        XCTAssertEqual(log.magnified.last?.velocity ?? 0, 1, accuracy: 1e-9, "0.5 in half a second")
        XCTAssertEqual(log.rotated.last?.velocity.degrees ?? 0, 30, accuracy: 1e-9, "15 degrees in half a second")
        live.endMagnifying(time: 2.5)
        XCTAssertEqual(log.entries, ["magnified 2.0", "rotated 45"])
    }

    func testACancelledPinchEndsNeither() {
        let log = Log()
        var live = pinchable(log)
        _ = live.pinch(scale: 1.5, rotation: .degrees(30), at: Point(x: 75, y: 100), time: 1)
        XCTAssertEqual(log.magnified.count, 1)
        XCTAssertEqual(log.rotated.count, 1)
        live.endMagnifying(time: 1.5, cancelled: true)
        XCTAssertEqual(log.entries, [])
        _ = live.pinch(scale: 1.2, rotation: .zero, at: Point(x: 75, y: 100), time: 2)
        XCTAssertEqual(log.magnified.last?.magnification, 1.2, "the next pinch starts over")
    }

    func testATurnBelowTheMinimumNeverStartsAndNonsenseFiguresAreNone() {
        let log = Log()
        var live = LiveView(Color.red.gesture(RotateGesture(minimumAngleDelta: .degrees(10)).onChanged { log.rotated.append($0) }
            .onEnded { log.entries.append("rotated \(Int($0.rotation.degrees.rounded()))") }), size: Size(width: 100, height: 100))
        for (scale, degrees) in [(Double.nan, 0.0), (0, 0), (-1, 0), (1, .nan), (1, .infinity)] {
            XCTAssertNil(live.pinch(scale: scale, rotation: .degrees(degrees), at: Point(x: 50, y: 50), time: 1), "\(scale) \(degrees)")
        }
        _ = live.pinch(scale: 1, rotation: .degrees(-9), at: Point(x: 50, y: 50), time: 1)
        live.endMagnifying(time: 2)
        XCTAssertTrue(log.rotated.isEmpty)
        XCTAssertEqual(log.entries, [])
    }

    /// The older `RotationGesture`, whose value is the angle alone, held in a `GestureState`
    /// that a cancelled pinch gives back.
    struct Turnable: View {
        let log: Log
        @GestureState private var turned = Angle.zero

        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .rotationEffect(turned)
                .gesture(RotationGesture()
                    .updating($turned) { value, state, _ in state = value }
                    .onChanged { log.entries.append("turned \(Int($0.degrees.rounded()))") })
        }
    }

    func testRotationGesturesValueIsTheAngleAndItsStateIsGivenBackAtACancel() {
        let log = Log()
        var live = LiveView(Turnable(log: log), size: Size(width: 100, height: 100))
        XCTAssertEqual(live.pinch(scale: 1, rotation: .degrees(90), at: Point(x: 50, y: 50), time: 1), true, "the view turned")
        XCTAssertEqual(log.entries, ["turned 90"])
        XCTAssertEqual(live.endMagnifying(time: 2, cancelled: true), true, "and turned back")
    }
}
