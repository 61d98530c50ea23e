import XCTest
@testable import CollapsibleX11

/// The pace's requests to a real server's Present, with the blanks' reports
/// fed in at moments of the test's choosing.
final class BlankRequestTests: XCTestCase {
    /// With Present, the monitors change (RandR): the window's blanks come
    /// at 75 Hz where they came at 60. The first toggle after it shows its
    /// frames at the new monitor's blanks, not on the old one's beat. Xvfb
    /// takes the requests; its reports are fed in.
    func testTheBlanksAreMeasuredAgainWhenTheMonitorsChange() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        setenv("DISPLAY", server.display, 1)
        let display = try Display()
        let window = try CollapsibleX11.Window(on: display, width: 100, height: 100, title: "Collapsible",
                                               className: "collapsible-x11")
        let vblanks = try XCTUnwrap(VblankNotifier(for: window, on: display), "Xvfb has no Present")
        var pacing = FramePacing(vblanks: vblanks, period: nil, now: 0)
        func blank(_ count: UInt64, at time: Double) {
            pacing.blank(serial: vblanks.serial, time: time, count: count, now: time + 0.001)
        }
        // A toggle on the 60 Hz monitor: a frame at each of 20 blanks.
        pacing.start(now: 0)
        for count in 1...20 {
            blank(UInt64(count), at: Double(count) / 60)
            let frame = try XCTUnwrap(pacing.due)
            pacing.drew(frame, now: frame.at, moving: count < 20)
        }
        XCTAssertNil(pacing.wakeUp, "at rest, nothing asked for")

        pacing.resetClock(period: 1.0 / 75, now: 1)
        // Two blanks of the new monitor, asked for at once, measure its pace.
        blank(21, at: 1 + 1.0 / 75)
        blank(22, at: 1 + 2.0 / 75)
        XCTAssertNil(pacing.wakeUp, "measured, nothing more asked for")
        pacing.start(now: 1.1)
        blank(30, at: 1 + 10.0 / 75)
        let first = try XCTUnwrap(pacing.due)
        XCTAssertEqual(first.count, 31)
        XCTAssertEqual(try XCTUnwrap(first.shows), 1 + 11.0 / 75, accuracy: 1e-6)
    }
}
