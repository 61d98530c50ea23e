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

    /// Bad elements of a path, NaN or infinite, are left out and the rest draws as it would
    /// without them; a path of nothing else draws nothing, filled, stroked or as a clip, and a
    /// painter draws on through frames that hold one.
    func testAPathOfNaNsOrInfinitiesDrawsOnlyItsGoodElements() throws {
        let frame = Rect(x: 10, y: 10, width: 80, height: 80)
        let clean = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 80, y: 0))
            path.addQuadCurve(to: CGPoint(x: 0, y: 80), control: CGPoint(x: 60, y: 60))
            path.closeSubpath()
        }
        let spoilt = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: .nan, y: 40))
            path.addLine(to: CGPoint(x: 80, y: 0))
            path.addCurve(to: CGPoint(x: .infinity, y: 0), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 2))
            path.addQuadCurve(to: CGPoint(x: 5, y: 5), control: CGPoint(x: 3, y: -.infinity))
            path.addQuadCurve(to: CGPoint(x: 0, y: 80), control: CGPoint(x: 60, y: 60))
            path.closeSubpath()
            path.move(to: CGPoint(x: -.infinity, y: .nan))
        }
        let nothing = Path { path in
            path.move(to: CGPoint(x: .nan, y: .nan))
            path.addLine(to: CGPoint(x: .infinity, y: 3))
            path.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: -.infinity, y: 0), control2: CGPoint(x: 0, y: .nan))
        }
        let background = Frames.render(Canvas.list([]))
        for paint in [ShapePaint.fill(Canvas.red), .stroke(.black, lineWidth: 3)] {
            func render(_ path: Path) -> ImageSurface {
                Frames.render(Canvas.list([DisplayItem(id: .root, frame: frame, content: .shape(.path(path), paint))]))
            }
            let spoilt = Canvas.difference(render(spoilt), render(clean)), nothing = Canvas.difference(render(nothing), background)
            XCTAssertEqual(spoilt.worst, 0, "\(paint): \(spoilt.count) pixels differ from the path without its bad elements")
            XCTAssertEqual(nothing.worst, 0, "\(paint): \(nothing.count) pixels drawn by a path of bad elements")
        }
        let clipped = Frames.render(Canvas.list([Canvas.group(.clip(.path(nothing), frame: frame), [Canvas.fill(frame)])]))
        XCTAssertEqual(Canvas.difference(clipped, background).worst, 0, "a clip to no outline shows nothing")

        let painter = Painter(), surface = try ImageSurface(width: 100, height: 100)
        for step in 0..<6 {
            let moved = frame.offsetBy(Point(x: Double(step) * 1.5, y: 0))
            let list = Canvas.list([Canvas.fill(moved, kind: .path(step % 2 == 0 ? spoilt : nothing)),
                                    Canvas.fill(Rect(x: 5, y: 5, width: 10 + Double(step), height: 10), .black, id: 1)])
            try painter.draw(list, on: surface)
            XCTAssertEqual(Canvas.difference(surface, Frames.render(list)).worst, 0, "frame \(step)")
        }
    }

    /// A blur or a shadow of radius 1e9, or infinity, spreads its group below half a level
    /// everywhere: it draws nothing of the blur, the rest as ever, and costs no more than a blur
    /// over the group.
    func testAHugeBlurOrShadowRadiusDrawsInBoundedTime() throws {
        let blue = Canvas.fill(Rect(x: 300, y: 200, width: 40, height: 30), CollapsibleCore.Color(red: 0, green: 0, blue: 1), id: 9)
        let group = [Canvas.fill(Rect(x: 20, y: 20, width: 200, height: 150), id: 1),
                     Canvas.fill(Rect(x: 60, y: 60, width: 80, height: 80), .black, kind: .circle, id: 2)]
        for radius in [1e9, .infinity] {
            let start = Date()
            let blurred = Frames.render(Canvas.list([Canvas.group(.blur(radius: radius), group), blue], width: 400, height: 300))
            let shadowed = Frames.render(Canvas.list([Canvas.group(.shadow(Shadow(color: .black, radius: radius, offset: Point(x: 3, y: 4))), group), blue],
                                                     width: 400, height: 300))
            var seed = Frames.seed(width: 600, height: 300, items: 3)
            if case .effect(.shadow(var shadow), let items) = seed.items[1].content {
                shadow.radius = radius
                seed.items[1].content = .effect(.shadow(shadow), items)
            }
            let row = Frames.render(seed)
            let elapsed = Date().timeIntervalSince(start)
            XCTAssertLessThan(elapsed, 2, "radius \(radius): \(elapsed) s")
            XCTAssertEqual(Canvas.difference(blurred, Frames.render(Canvas.list([blue], width: 400, height: 300))).worst, 0,
                           "radius \(radius): the blurred group fades away, the rest draws")
            XCTAssertEqual(Canvas.difference(shadowed, Frames.render(Canvas.list(group + [blue], width: 400, height: 300))).worst, 0,
                           "radius \(radius): the group draws without a shadow to be seen")
            XCTAssertEqual(Canvas.difference(row, Frames.render(Frames.seed(width: 600, height: 300, items: 3, shadow: false))).worst, 0,
                           "radius \(radius): the row draws without a shadow to be seen")
        }
    }

    /// A transform that is not finite, or has no inverse, alone or through the one around it,
    /// and an offset of infinity, leave the group nowhere to show: it draws nothing, reaches
    /// nothing, and a painter draws on through frames that hold it.
    func testATransformThatIsNotFiniteOrInvertibleDrawsNothingOfItsGroup() throws {
        let blue = Canvas.fill(Rect(x: 60, y: 60, width: 20, height: 20), CollapsibleCore.Color(red: 0, green: 0, blue: 1), id: 9)
        let group = [Canvas.fill(Rect(x: 10, y: 10, width: 40, height: 30), id: 1), Canvas.fill(Rect(x: 20, y: 20, width: 30, height: 30), kind: .circle, id: 2)]
        let square = DeviceRect(x: 59, y: 59, width: 22, height: 22)
        var bad: [(name: String, group: DisplayItem, reach: DeviceRect)] = [
            ("NaN", CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
            ("infinite scale", CGAffineTransform(scaleX: 1, y: .infinity)),
            ("singular", CGAffineTransform(scaleX: 0, y: 1)),
            ("rank one", CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 5)),
            ("overflowing", CGAffineTransform(scaleX: 1e300, y: 1e300)),
            ("offset of infinity", CGAffineTransform(translationX: .infinity, y: 0)),
            ("offset of minus infinity", CGAffineTransform(translationX: 3, y: -.infinity)),
            ("offset not a number", CGAffineTransform(translationX: .nan, y: 0)),
        ].map { ($0.0, Canvas.group(.transform($0.1), group), square) }
        // Each shrinks to 1e-160 and has an inverse; the two together shrink to 1e-320, whose
        // determinant is 0. The group, shrunk to a point at the origin, reaches that pixel.
        let tiny = CGAffineTransform(scaleX: 1e-160, y: 1e-160)
        bad.append(("singular through the one around", Canvas.group(.transform(tiny), [Canvas.group(.transform(tiny), group, id: 101)]),
                    square.union(DeviceRect(x: 0, y: 0, width: 1, height: 1))))
        let expected = Frames.render(Canvas.list([blue]))
        for (name, item, reach) in bad {
            let list = Canvas.list([item, blue])
            XCTAssertEqual(Canvas.difference(Frames.render(list), expected).worst, 0, "\(name): the group draws nothing")
            XCTAssertEqual(Painter().prepare(list).bounds, reach, name)
            let painter = Painter(), surface = try ImageSurface(width: 100, height: 100)
            for (step, frame) in [Canvas.list([Canvas.group(.transform(.identity), group), blue]), list,
                                  Canvas.list([Canvas.group(.transform(CGAffineTransform(translationX: 3, y: 2)), group), blue])].enumerated() {
                try painter.draw(frame, on: surface)
                XCTAssertEqual(Canvas.difference(surface, Frames.render(frame)).worst, 0, "\(name), frame \(step)")
            }
        }
    }
}
