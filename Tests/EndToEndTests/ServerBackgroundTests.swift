import CXTest
import Foundation
import TestSupport
import XCTest

/// The program holds the pixels of what its view draws, the band, and no
/// more: the rest of the window is its background, painted by the server.
final class ServerBackgroundTests: XCTestCase {
    private var server: XvfbServer!

    override func setUpWithError() throws {
        server = try XvfbServer()
    }

    override func tearDown() {
        server?.stop()
        server = nil
    }

    /// A clear without exposures is the server's alone: the whole window
    /// turns to its background pixel, the scheme's background, the band
    /// too, until an expose has the program put the band back. So after
    /// a live change of scheme and after a resize.
    func testOutsideTheBandTheServerPaintsTheSchemesBackground() throws {
        let x = try XClient(display: server.display)
        let manager = x.becomeXSettingsManager(publishing: XSettingsBlob.dark)
        let session = try Session([], on: server)
        let steps: [(settings: [UInt8], background: UInt32, size: (width: Int, height: Int))] = [
            (XSettingsBlob.dark, DarkColors.background, (600, 300)), (XSettingsBlob.light, Colors.white, (600, 300)),
            (XSettingsBlob.light, Colors.white, (800, 420)), (XSettingsBlob.dark, DarkColors.background, (800, 420)),
        ]
        for step in steps {
            x.publishXSettings(step.settings, on: manager)
            if session.size != step.size { session.x.resize(session.window, width: step.size.width, height: step.size.height) }
            let name = "\(Colors.name(step.background)) at \(step.size.width)x\(step.size.height)"
            let y = session.rowY(height: step.size.height)
            session.waitForEdges(Edges.collapsed(width: Double(step.size.width)), at: y)
            var seen: Set<UInt32> = []
            let above = waitFor(within: 5) { () -> Bool? in
                seen = Set(session.x.image(of: session.window, y: 0, width: step.size.width, height: y - 60)?.pixels ?? [])
                return seen == [step.background] ? true : nil
            }
            XCTAssertNotNil(above, "\(name): above the band \(seen.map(Colors.name))")

            session.x.clear(session.window, exposures: false)
            let cleared = waitFor(within: 5) { () -> Bool? in
                seen = Set(session.x.image(of: session.window, y: 0, width: step.size.width, height: step.size.height)?.pixels ?? [])
                return seen == [step.background] ? true : nil
            }
            XCTAssertNotNil(cleared, "\(name): the server's background is not the scheme's: \(seen.map(Colors.name))")
            session.x.clear(session.window, exposures: true)
            session.waitForEdges(Edges.collapsed(width: Double(step.size.width)), at: y)
        }
    }

    /// The band is as wide as the window but no taller at any width: a 4K
    /// window costs its band's pixels more than a small one, not the
    /// window's 32 MiB. Each peak is that of a run that has drawn its first
    /// frame and come to rest.
    func testAWindowsPeakMemoryGrowsByItsBandNotItsArea() throws {
        func peak(width: Int, height: Int) throws -> Int {
            let session = try Session(["--size", "\(width)x\(height)"], on: server)
            session.waitForEdges(Edges.collapsed(width: Double(width)), at: session.rowY(height: height))
            XCTAssertTrue(session.waitUntilIdle(), "the program did not come to rest at \(width)x\(height)")
            let peak = try session.program.peakResidentKiB()
            session.x.type(XK_Escape, in: session.window)
            XCTAssertNotNil(session.exit(within: 5), "the program did not quit at \(width)x\(height)")
            return peak
        }
        // A screen as large as the window, whose pixels the tests read.
        server.stop()
        server = try XvfbServer(width: 3840, height: 2160)
        let small = try peak(width: 600, height: 300)
        let large = try peak(width: 3840, height: 2160)
        // 3840 x 144 pixels of band at 4 bytes are 2.1 MiB, and the shadow's
        // mask a quarter of that; the whole window would be 31.6 MiB.
        XCTAssertLessThanOrEqual(large - small, 4 * 1024, "3840x2160 peaks at \(large) KiB, 600x300 at \(small) KiB")
    }
}
