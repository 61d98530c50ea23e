import CXTest
import Foundation
import TestSupport
import XCTest
@testable import CollapsibleX11

/// Windows larger than the program can or will draw: it goes on at the
/// largest frame it can, and the rest of the window shows its background.
final class HugeWindowTests: XCTestCase {
    private var server: XvfbServer!

    override func setUpWithError() throws {
        server = try XvfbServer()
    }

    override func tearDown() {
        server?.stop()
        server = nil
    }

    /// The collapsed row drawn at the top left of a window, in a frame
    /// `height` tall, as far as the screen shows it: the strokes of the two
    /// narrow items and the last one's purple.
    private func showsCollapsedRow(_ session: Session, frameHeight height: Int) -> Bool {
        let width = session.x.screenSize.width
        guard let row = session.x.image(of: session.window, y: session.rowY(height: height), width: width)?.row(0)
        else { return false }
        return Edges.match(Array(row.strokeCentres.prefix(3)), [16, 26, 36]) && Colors.isClose(row.pixels[1000], Colors.purple)
    }

    func testTheLargestWindowsTheServerAllowsCostAFrameOfBoundedSize() throws {
        let session = try Session([], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: session.rowY(height: 300))
        let before = try session.program.residentKiB()
        // X coordinates are 16-bit: 32767 is the most a window can use, and
        // 65535 the most a request can ask for.
        for side in [32767, 65535] {
            session.x.resize(session.window, width: side, height: side)
            XCTAssertTrue(session.waitUntilIdle(), "the program did not come to rest at \(side)x\(side)")
            XCTAssertNil(session.exit(within: 0), "the program ended at \(side)x\(side): \(session.program.standardError)")
        }
        // A frame of 16384 x 4096 pixels, 256 MiB, and little besides.
        let peak = try session.program.peakResidentKiB() - before
        XCTAssertLessThanOrEqual(peak, 288 * 1024, "a huge window took \(peak / 1024) MiB more")

        // As wide as X allows, and the row still shows on the screen's part of it.
        session.x.resize(session.window, width: 32767, height: 300)
        let wide = waitFor(within: 5) { showsCollapsedRow(session, frameHeight: 300) ? true : nil }
        XCTAssertNotNil(wide, "the 32767 x 300 window does not show the row")

        session.x.resize(session.window, width: 600, height: 300)
        session.waitForEdges(Edges.collapsed(width: 600), at: session.rowY(height: 300))
        let after = try session.program.residentKiB() - before
        XCTAssertLessThanOrEqual(after, 16 * 1024, "back at 600 x 300 it holds \(after / 1024) MiB more than before")
    }

    /// Beyond the largest frame the window is the view's background, black
    /// in the dark scheme, and follows the scheme as it changes.
    func testBeyondTheLargestFrameTheWindowShowsTheBackgroundOfItsScheme() throws {
        let x = try XClient(display: server.display)
        let manager = x.becomeXSettingsManager(publishing: XSettingsBlob.dark)
        let session = try Session([], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: session.rowY(height: 300))
        // 400 pixels wider than the largest frame, and moved left so that
        // the screen shows the frame's last 200 columns and 200 beyond them.
        let side = FramePresenter.largestFrame.side
        session.x.resize(session.window, width: side + 400, height: 300)
        session.x.move(session.window, x: 200 - side, y: 0)
        for (settings, background) in [(XSettingsBlob.dark, DarkColors.background), (XSettingsBlob.light, Colors.white),
                                       (XSettingsBlob.dark, DarkColors.background)] {
            x.publishXSettings(settings, on: manager)
            var seen: Set<UInt32> = []
            let shown = waitFor(within: 5) { () -> Bool? in
                // The frame's last columns above the row, then all the window shows beyond them.
                guard let frame = session.x.image(of: session.window, x: side - 200, y: 10, width: 200),
                      let beyond = session.x.image(of: session.window, x: side, y: 0, width: 200, height: 300)
                else { return nil }
                seen = Set(beyond.pixels)
                return Set(frame.pixels) == [background] && seen == [background] ? true : nil
            }
            XCTAssertNotNil(shown, "beyond the frame: \(seen.map(Colors.name)), not \(Colors.name(background))")
        }
    }

    func testAFrameThatMemoryCannotHoldGivesWayToOneThatFits() throws {
        // 16 MiB of data: the program and its 600 x 300 frame fit (about
        // 4 MiB), a frame of 4000 x 1000 (16 MB) does not, one of 2000 x 1000 does.
        let session = try Session([], on: server, dataLimit: 16 * 1024)
        session.waitForEdges(Edges.collapsed(width: 600), at: session.rowY(height: 300))
        session.x.resize(session.window, width: 4000, height: 1000)
        let fitted = waitFor(within: 5) { showsCollapsedRow(session, frameHeight: 1000) ? true : nil }
        XCTAssertNotNil(fitted, "the 4000 x 1000 window does not show the row")
        XCTAssertNil(session.exit(within: 0), "the program ended: \(session.program.standardError)")

        // And it goes on as before once the window is small again.
        session.x.resize(session.window, width: 600, height: 300)
        session.waitForEdges(Edges.collapsed(width: 600), at: session.rowY(height: 300))
        session.x.type(XK_space, in: session.window)
        session.waitForEdges(Edges.expanded(width: 600), at: session.rowY(height: 300))
    }
}
