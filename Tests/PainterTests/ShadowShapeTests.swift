import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// A shadow on shapes that are no row of rectangles is the Gaussian blur of
/// the group's alpha: checked against the blur of each shape's exact outline,
/// integrated numerically here, within two levels.
final class ShadowShapeTests: XCTestCase {
    private let sigma = 8.0

    /// A shape, where it covers: for each x across it, the y its outline spans.
    private struct Outline {
        var across: ClosedRange<Double>
        var down: (Double) -> ClosedRange<Double>?
        var alpha: Double

        func contains(_ x: Double, _ y: Double, by margin: Double) -> Bool {
            guard across.lowerBound - margin <= x, x <= across.upperBound + margin else { return false }
            for dx in [-margin, 0, margin] {
                if let span = down(min(max(x + dx, across.lowerBound), across.upperBound)),
                   span.lowerBound - margin <= y, y <= span.upperBound + margin { return true }
            }
            return false
        }

        /// The blurred alpha at (x, y): the integral over the outline of the Gaussian, column by
        /// column, each column's part exact, the columns summed in steps of 1/20 of a pixel.
        func blurred(_ x: Double, _ y: Double, sigma: Double) -> Double {
            let step = 0.05
            var total = 0.0, u = across.lowerBound + step / 2
            while u < across.upperBound {
                if let span = down(u) {
                    let weight = exp(-(x - u) * (x - u) / (2 * sigma * sigma)) / (sigma * (2 * Double.pi).squareRoot())
                    total += weight * (phi((y - span.lowerBound) / sigma) - phi((y - span.upperBound) / sigma)) * step
                }
                u += step
            }
            return alpha * total
        }
    }

    /// A rounded rectangle's outline: circular corners of `radius`.
    private func rounded(_ frame: Rect, radius: Double, alpha: Double = 1) -> Outline {
        Outline(across: frame.minX...frame.maxX, down: { x in
            let inset = max(frame.minX + radius - x, x - (frame.maxX - radius), 0)
            let rise = radius - (radius * radius - inset * inset).squareRoot()
            return (frame.minY + rise)...(frame.maxY - rise)
        }, alpha: alpha)
    }

    private func check(_ kind: ShapeKind, _ frame: Rect, _ outline: Outline, color: CollapsibleCore.Color, name: String) {
        let group = DisplayItem(id: .root, frame: frame, content: .effect(
            .shadow(Shadow(color: Color.black.opacity(0.33), radius: sigma, offset: Point(x: 0, y: 0))),
            [DisplayItem(id: .root.child(0), frame: frame, content: .shape(kind, .fill(color)))]))
        let surface = Frames.render(DisplayList(size: Size(width: 200, height: 200), scale: 1, background: .white, items: [group]))
        var worst = 0, checked = 0
        for y in stride(from: 0, to: 200, by: 3) {
            for x in stride(from: 1, to: 200, by: 3) {
                let cx = Double(x) + 0.5, cy = Double(y) + 0.5
                // Not on the outline, where its own edge's anti-aliasing shows.
                let inside = outline.contains(cx, cy, by: -1), outside = !outline.contains(cx, cy, by: 1)
                guard inside || outside else { continue }
                let shade = 1 - 0.33 * outline.blurred(cx, cy, sigma: sigma)
                let expected = [255.0, 255, 255].enumerated().map { channel, white -> Int in
                    guard inside else { return Int((white * shade).rounded()) }
                    let own = [color.red, color.green, color.blue][channel] * 255
                    return Int((white * shade * (1 - outline.alpha) + own * outline.alpha).rounded())
                }
                if outside || outline.alpha < 1 {
                    let error = surface.rgb(x, y).distance(to: RGB(expected[0], expected[1], expected[2]))
                    if error > worst { worst = error }
                    XCTAssertLessThanOrEqual(error, 2, "\(name) at (\(x), \(y)): found \(surface.rgb(x, y)), expected \(expected); "
                                             + Artifacts.save([("shadow-\(name)", surface)]))
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 900, name)
        print("\(name): the shadow is within \(worst) levels of the exact blur at \(checked) pixels")
    }

    func testACirclesShadowIsTheBlurOfTheDisk() {
        let frame = Rect(x: 40, y: 50, width: 120, height: 100)
        // The largest circle centred in the frame: radius 50 about (100, 100).
        let disk = Outline(across: 50...150, down: { x in
            let h = max(2500 - (x - 100) * (x - 100), 0).squareRoot()
            return (100 - h)...(100 + h)
        }, alpha: 1)
        check(.circle, frame, disk, color: .red, name: "circle")
    }

    func testARoundedRectanglesShadowIsTheBlurOfItsOutline() {
        let frame = Rect(x: 40.5, y: 60.25, width: 119, height: 80)
        check(.roundedRectangle(cornerRadius: 20), frame, rounded(frame, radius: 20), color: .blue, name: "rounded")
    }

    func testACapsulesShadowIsTheBlurOfItsOutline() {
        let frame = Rect(x: 30, y: 70, width: 140, height: 60)
        check(.capsule, frame, rounded(frame, radius: 30), color: .green, name: "capsule")
    }

    /// Half transparent, the shape casts half the shadow, and shows it through.
    func testATranslucentShapeCastsItsAlphasShadow() {
        let frame = Rect(x: 50.3, y: 60.7, width: 99.4, height: 80)
        check(.rectangle, frame, rounded(frame, radius: 0, alpha: 0.5), color: Color.purple.opacity(0.5), name: "translucent")
    }

    /// An opacity group is drawn whole, then faded: where its two shapes
    /// overlap only the later shows, at the group's opacity.
    func testAnOpacityGroupFadesItsPixelsAsOne() {
        let items = [DisplayItem(id: .root.child(0), frame: Rect(x: 10, y: 10, width: 40, height: 40), content: .shape(.rectangle, .fill(.red))),
                     DisplayItem(id: .root.child(1), frame: Rect(x: 30, y: 30, width: 40, height: 40), content: .shape(.rectangle, .fill(.blue)))]
        let group = DisplayItem(id: .root, frame: Rect(x: 10, y: 10, width: 60, height: 60), content: .effect(.opacity(0.4), items))
        let surface = Frames.render(DisplayList(size: Size(width: 80, height: 80), scale: 1, background: .white, items: [group]))
        func faded(_ color: CollapsibleCore.Color) -> RGB {
            RGB(Int((255 * 0.6 + color.red * 255 * 0.4).rounded()), Int((255 * 0.6 + color.green * 255 * 0.4).rounded()),
                Int((255 * 0.6 + color.blue * 255 * 0.4).rounded()))
        }
        XCTAssertLessThanOrEqual(surface.rgb(40, 40).distance(to: faded(.blue)), 1, "the overlap: \(surface.rgb(40, 40))")
        XCTAssertLessThanOrEqual(surface.rgb(15, 15).distance(to: faded(.red)), 1, "red alone: \(surface.rgb(15, 15))")
        XCTAssertEqual(surface.rgb(75, 5), RGB(255, 255, 255))
    }
}
