import Foundation
import VirtualDesktop
import XCTest

/// Programs on `import SwiftUI` that draw with a Canvas in a TimelineView
/// and composite views: drawn by `--render` and checked at pixels worked
/// out by hand, and run in a window, where a timeline of every frame brings
/// frames at the display's pace and a paused one none.
final class EffectsProgramTests: XCTestCase {
    static func programs() -> [String: String] {
        ["composited.swift": """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 0) {
                        TimelineView(.explicit([Date(timeIntervalSince1970: 60)])) { context in
                            Canvas { canvas, size in
                                let x = context.date.timeIntervalSince1970
                                canvas.fill(Path(CGRect(x: x, y: 10, width: 40, height: 40)), with: .color(Color(red: 1, green: 0, blue: 0)))
                                canvas.opacity = 0.5
                                canvas.fill(Path(CGRect(x: x + 100, y: 10, width: 40, height: 40)), with: .color(Color(red: 0, green: 0, blue: 1)))
                            }
                        }
                        .frame(height: 60)
                        HStack(spacing: 0) {
                            Color(red: 1, green: 0.5, blue: 0.25).overlay(Color(white: 0.5).blendMode(.multiply))
                            Color(red: 0.2, green: 0.6, blue: 1).colorInvert()
                            Color(red: 1, green: 0, blue: 0).mask { Circle() }
                        }
                        .frame(height: 60)
                    }
                }
            }
            """,
         "paced.swift": """
            import SwiftUI

            struct ContentView: View {
                @State private var paused = false

                var body: some View {
                    VStack {
                        TimelineView(.animation(minimumInterval: nil, paused: paused)) { context in
                            Canvas { canvas, size in
                                let phase = context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 1)
                                canvas.fill(Path(CGRect(x: phase * (size.width - 20), y: 0, width: 20, height: size.height)),
                                            with: .color(.purple))
                            }
                            .frame(height: 40)
                        }
                        Button(paused ? "Run" : "Pause") { paused.toggle() }
                    }
                }
            }
            """]
    }

    /// 320 x 240: the canvas's 60 rows from y 60, its square at the
    /// timeline's date, 60 s, from x 60, and a blue one at half opacity from
    /// x 160; then three views of 106.7 x 60: (1, 0.5, 0.25) multiplied by
    /// grey, (0.2, 0.6, 1) inverted, and red masked by a circle 60 across.
    func testTheCanvasAndTheCompositedViewsAtTheirPixels() throws {
        let folder = try TemporaryFolder("composited")
        let path = folder.path("composited.png")
        let run = try Command.run(try DependentPrograms.executable("composited").path,
                                  ["--render", path, "--size", "320x240", "--scale", "1", "--appearance", "light"])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.errors, "")
        let picture = try PNG.read(path)
        for (x, y, expected, what) in [(80, 90, 0xFF0000, "the canvas's square, at the timeline's date"),
                                       (55, 90, 0xFFFFFF, "left of it"),
                                       (180, 90, 0x8080FF, "the half-opaque square"),
                                       (53, 150, 0x804020, "multiplied by grey"),
                                       (160, 150, 0xCC6600, "inverted"),
                                       (266, 150, 0xFF0000, "inside the mask's circle"),
                                       (215, 125, 0xFFFFFF, "outside it")] as [(Int, Int, UInt32, String)] {
            XCTAssertTrue(Colors.isClose(picture[x, y], expected, tolerance: 2),
                          "\(what) at (\(x), \(y)): \(String(picture[x, y], radix: 16)), not \(String(expected, radix: 16))")
        }
    }

    /// While the timeline runs, a frame reaches the window at each blank;
    /// paused by its button, the program comes to rest and puts none.
    func testATimelineOfEveryFrameKeepsThePaceAndAPausedOneDrawsNothing() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session(["--size", "320x240"], on: server, binary: try DependentPrograms.executable("paced"))
        let watcher = try FrameWatcher(display: session.display, window: session.window, y: 100, width: 320)
        let running = watcher.puts(within: 0.5)
        XCTAssertGreaterThanOrEqual(running, 10, "frames in half a second of a timeline of every frame")
        session.x.click(160, 144, in: session.window)
        XCTAssertTrue(session.waitUntilIdle(), "paused, the program comes to rest")
        XCTAssertEqual(watcher.puts(within: 0.5), 0, "frames in half a second of a paused timeline")
    }
}
