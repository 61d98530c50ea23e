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
        let layout = Frames.layout(width: 600, height: 300, items: 3, progress: 0), size = Size(width: 600, height: 300)
        let missing = Frames.render(Frames.list(layout, size: size, font: .custom("No Such Family 7f3a", size: 17)))
        let fallback = Frames.render(Frames.list(layout, size: size, font: .custom("sans-serif", size: 17)))
        let bare = Frames.render(Frames.list(layout, size: size, labels: false))
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

    /// A surface cairo has finished cannot be drawn on: the painter throws
    /// cairo's words, and draws on after it without crashing.
    func testACairoErrorBecomesAClearError() throws {
        let list = Frames.seed(width: 600, height: 300, items: 3)
        let surface = try ImageSurface(width: 600, height: 300), painter = Painter()
        cairo_surface_finish(surface.cairoSurface)
        let expected = PainterError.cairo(operation: "drawing a 600x300 frame", message: "the target surface has been finished")
        XCTAssertThrowsError(try painter.draw(list, on: surface)) { error in
            XCTAssertEqual(error as? PainterError, expected)
            XCTAssertEqual("\(error)", "drawing a 600x300 frame failed: the target surface has been finished")
        }
        XCTAssertThrowsError(try painter.draw(list, on: surface), "nothing counts as shown after a failure") { error in
            XCTAssertEqual(error as? PainterError, expected)
        }
        let healthy = try ImageSurface(width: 600, height: 300)
        XCTAssertEqual(try painter.draw(list, on: healthy), healthy.bounds, "the same painter draws on another surface")
    }

    /// Fifty items, or a window 20 px wide, still make one definite picture:
    /// the same pixels from any painter, and through a toggle every partial
    /// frame equal to a full one.
    func testCrowdedAndTinyWindowsDrawADefinedPicture() throws {
        for (width, items) in [(20.0, 50), (20.0, 3), (600.0, 50), (60.0, 50)] {
            let painter = Painter(), size = Painter.deviceSize(of: Frames.seed(width: width, height: 300, items: items))
            let surface = try ImageSurface(width: size.width, height: size.height)
            for (frame, progress) in Frames.toggle.enumerated() {
                let list = Frames.seed(width: width, height: 300, items: items, progress: progress)
                try painter.draw(list, on: surface)
                let full = Frames.render(list), again = Frames.render(list)
                var worst = 0
                for y in 0..<size.height {
                    for x in 0..<size.width {
                        worst = max(worst, surface.rgb(x, y).distance(to: full.rgb(x, y)), full.rgb(x, y).distance(to: again.rgb(x, y)))
                    }
                }
                XCTAssertEqual(worst, 0, "\(Int(width)) px, \(items) items at frame \(frame); " + Artifacts.save([("defined", surface)]))
            }
            XCTAssertEqual(surface.rgb(0, 0), RGB(255, 255, 255), "the window's background at the corner")
        }
    }
}
