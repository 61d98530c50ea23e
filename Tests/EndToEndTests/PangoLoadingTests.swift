import Foundation
import VirtualDesktop
import XCTest

/// Pango, and GLib and HarfBuzz with it, is loaded the first time a text
/// needs it: the exercise's window, whose labels are digits, never loads
/// it, and so starts as fast and as small as before; the cards' titles,
/// letters, load it for their first frame.
final class PangoLoadingTests: ServerTestCase {
    private func libraries(of pid: pid_t) -> String { readTextFile("/proc/\(pid)/maps") ?? "" }

    func testTheExerciseLoadsNoPangoAndTheCardsDo() throws {
        let seed = try Session([], on: server)
        seed.waitForEdges(Edges.collapsed(width: 600), at: seed.rowY(height: 300))
        XCTAssertTrue(libraries(of: seed.program.pid).contains("libcairo"), "the maps are read")
        XCTAssertFalse(libraries(of: seed.program.pid).contains("libpango"), "digits load Pango")

        let cards = try Session([], on: server, binary: try Program.binary("example-cards"))
        let pid = cards.program.pid
        XCTAssertNotNil(waitFor(within: 10) { self.libraries(of: pid).contains("libpangocairo-1.0.so") ? true : nil },
                        "the cards' titles do not load Pango")
    }
}
