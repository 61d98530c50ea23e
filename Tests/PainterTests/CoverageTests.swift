import XCTest
import CCairo
import CollapsibleCore
@testable import CollapsiblePainter

/// Small rounded shapes filled again and again, as a moving view's are: each lies where its frame
/// says, as cairo fills its outline there, at any fraction of a pixel and any place.
final class CoverageTests: XCTestCase {
    /// A circle, a capsule and a rounded rectangle at whole pixels and at fractions, each drawn by
    /// one painter at two places in one frame and in the next, and by cairo filling the outline
    /// over white: within a level of cairo's fill, at every pixel, in every frame.
    func testARoundedShapeLiesWhereItsFrameSaysAtEveryFraction() throws {
        let shapes: [(ShapeKind, Double, Double)] = [(.circle, 24, 24), (.capsule, 30, 12), (.roundedRectangle(cornerRadius: 5), 20, 16),
                                                     (.roundedRectangle(cornerRadius: 6, style: .continuous), 22, 18)]
        let painter = Painter()
        for (kind, width, height) in shapes {
            for fraction in [0, 0.25, 0.5, 0.8] {
                let frames = [Rect(x: 10 + fraction, y: 20 + fraction / 2, width: width, height: height),
                              Rect(x: 55 + fraction, y: 61 + fraction / 2, width: width, height: height)]
                let list = Canvas.list(frames.enumerated().map { Canvas.fill($0.element, .blue, kind: kind, id: $0.offset) })
                let surface = try ImageSurface(width: 100, height: 100)
                for round in 0..<2 {
                    try painter.drawFull(list, on: surface)
                    let difference = Canvas.difference(surface, try filled(frames, kind: kind))
                    XCTAssertLessThanOrEqual(difference.worst, 1, "\(kind) at \(fraction), round \(round): \(difference.count) pixels "
                                             + "differ from cairo's fill, by up to \(difference.worst) at \(difference.at)")
                }
            }
        }
    }

    /// `frames` of `kind` filled in blue by cairo's own fill over white.
    private func filled(_ frames: [Rect], kind: ShapeKind) throws -> ImageSurface {
        let surface = try ImageSurface(width: 100, height: 100)
        let cr = cairo_create(surface.raw)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        for frame in frames {
            let shape = DeviceShape(kind, .fill(.blue), in: frame, scale: 1)
            _ = shape.source.set(on: cr)
            shape.addOutline(on: cr)
            cairo_fill(cr)
        }
        cairo_surface_flush(surface.raw)
        return surface
    }
}
