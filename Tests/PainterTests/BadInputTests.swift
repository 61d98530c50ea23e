import XCTest
import CCairo
import CollapsibleCore
@testable import CollapsiblePainter

/// What the painter does with input it cannot draw as asked: a font that is
/// not installed, a cairo that fails, a crowded or tiny window.
final class BadInputTests: XCTestCase {
    /// fontconfig gives a family it does not know its `sans-serif`, as it
    /// gives one Inter where Inter is not installed.
    func testAMissingFontFallsBackToSansSerif() {
        let scene = Frames.live(width: 600, height: 300, items: 3, time: nil).scene(scale: 1)
        func render(family: String?) -> ImageSurface {
            var scene = scene
            for index in scene.items.indices {
                if let family { scene.items[index].text?.fontFamily = family } else { scene.items[index].text = nil }
            }
            return Frames.render(scene)
        }
        let missing = render(family: "No Such Family 7f3a"), fallback = render(family: "sans-serif"), bare = render(family: nil)
        var same = true, inked = 0
        for y in 0..<missing.height {
            for x in 0..<missing.width {
                same = same && missing.rgb(x, y) == fallback.rgb(x, y)
                if missing.rgb(x, y) != bare.rgb(x, y) { inked += 1 }
            }
        }
        XCTAssertTrue(same, "a missing family draws as sans-serif; " + Artifacts.save([("missing-font", missing), ("sans-serif", fallback)]))
        XCTAssertGreaterThan(inked, 3 * 20, "the labels are drawn")
    }

    /// A surface cairo has finished cannot be drawn on: the painter says so
    /// in cairo's words, once, and draws on after it without crashing.
    func testACairoErrorBecomesAClearError() throws {
        let scene = Frames.live(width: 600, height: 300, items: 3, time: nil).scene(scale: 1)
        let surface = try ImageSurface(width: 600, height: 300), painter = Painter()
        cairo_surface_finish(surface.cairoSurface)
        XCTAssertEqual(painter.draw(scene, on: surface), surface.bounds)
        XCTAssertEqual(painter.failure, .cairo(operation: "drawing a 600x300 frame", message: "the target surface has been finished"))
        XCTAssertEqual("\(painter.failure!)", "drawing a 600x300 frame failed: the target surface has been finished")
        XCTAssertEqual(painter.draw(scene, on: surface), surface.bounds, "nothing counts as shown after a failure")
        let healthy = try ImageSurface(width: 600, height: 300), fresh = Painter()
        fresh.drawFull(scene, on: healthy)
        XCTAssertNil(fresh.failure)
    }

    /// Fifty items, or a window 20 px wide, still make one definite picture:
    /// no failure, the same pixels from any painter, and through a toggle
    /// every partial frame equal to a full one.
    func testCrowdedAndTinyWindowsDrawADefinedPicture() throws {
        for (width, items) in [(20.0, 50), (20.0, 3), (600.0, 50), (60.0, 50)] {
            var live = LiveView(Frames.view(items: items), size: Size(width: width, height: 300))
            let painter = Painter(), size = Painter.deviceSize(of: live.scene(scale: 1))
            let surface = try ImageSurface(width: size.width, height: size.height)
            live.toggle()
            var time = 0.0
            repeat {
                live.advance(to: time)
                let scene = live.scene(scale: 1)
                painter.draw(scene, on: surface)
                let full = Frames.render(scene), again = Frames.render(scene)
                var worst = 0
                for y in 0..<size.height {
                    for x in 0..<size.width {
                        worst = max(worst, surface.rgb(x, y).distance(to: full.rgb(x, y)), full.rgb(x, y).distance(to: again.rgb(x, y)))
                    }
                }
                XCTAssertEqual(worst, 0, "\(Int(width)) px, \(items) items at \(time) s; " + Artifacts.save([("defined", surface)]))
                time += 0.05
            } while live.isAnimating
            XCTAssertNil(painter.failure)
            XCTAssertEqual(surface.rgb(0, 0), RGB(255, 255, 255), "the window's background at the corner")
        }
    }
}
