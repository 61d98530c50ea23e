import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// Views composited as SwiftUI composites them, their pixels worked out by
/// hand: blend modes, colour effects, masks, a turn in perspective, zIndex
/// and hidden.
final class CompositingPictureTests: XCTestCase {
    private typealias Color = CollapsibleCore.Color

    private func picture<V: View>(_ view: V, width: Double = 100, height: Double = 100) -> ImageSurface {
        let painter = Painter()
        let live = LiveView(view, size: Size(width: width, height: height), measure: painter)
        return Frames.render(live.displayList(scale: 1))
    }

    private func assertPixel(_ surface: ImageSurface, _ x: Int, _ y: Int, _ expected: RGB, within tolerance: Int = 1,
                             _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let found = surface.rgb(x, y)
        XCTAssertLessThanOrEqual(found.distance(to: expected), tolerance, "(\(x), \(y)): \(found), not \(expected) \(message)",
                                 file: file, line: line)
    }

    /// (1, 0.5, 0.25) under (0.5, 0.5, 0.5): multiplied (0.5, 0.25, 0.125),
    /// screened 1 - (1 - a)(1 - b) = (1, 0.75, 0.625), their difference (0.5, 0, 0.25),
    /// plus darker max(0, 1 - ((1 - a) + (1 - b))) = (0.5, 0, 0).
    func testABlendModesPixel() {
        let under = Color(red: 1, green: 0.5, blue: 0.25), over = Color(red: 0.5, green: 0.5, blue: 0.5)
        for (mode, expected) in [(BlendMode.multiply, RGB(128, 64, 32)), (.screen, RGB(255, 191, 159)), (.difference, RGB(128, 0, 64)),
                                 (.plusDarker, RGB(128, 0, 0)), (.normal, RGB(128, 128, 128))] {
            let surface = picture(ZStack { under; over.blendMode(mode) })
            assertPixel(surface, 50, 50, expected, "\(mode)")
        }
    }

    /// Red's luminance by Rec. 709 is 0.2126; (0.2, 0.6, 1) inverted is (0.8,
    /// 0.4, 0); (0.2, 0.4, 0.6) brightened by 0.2 is (0.4, 0.6, 0.8); (0.2,
    /// 0.4, 1) at half contrast is (0.35, 0.45, 0.75); white multiplied by
    /// (0.5, 1, 0.5) is that colour; red turned half round the hue circle by
    /// SVG's matrix is (0, 0.426, 0.426).
    func testColourEffectsPixels() {
        let cases: [(String, AnyView, RGB)] = [
            ("grayscale", AnyView(Color(red: 1, green: 0, blue: 0).grayscale(1)), RGB(54, 54, 54)),
            ("saturation", AnyView(Color(red: 1, green: 0, blue: 0).saturation(0)), RGB(54, 54, 54)),
            ("colorInvert", AnyView(Color(red: 0.2, green: 0.6, blue: 1).colorInvert()), RGB(204, 102, 0)),
            ("brightness", AnyView(Color(red: 0.2, green: 0.4, blue: 0.6).brightness(0.2)), RGB(102, 153, 204)),
            ("contrast", AnyView(Color(red: 0.2, green: 0.4, blue: 1).contrast(0.5)), RGB(89, 115, 191)),
            ("colorMultiply", AnyView(Color(red: 1, green: 1, blue: 1).colorMultiply(Color(red: 0.5, green: 1, blue: 0.5))), RGB(128, 255, 128)),
            ("hueRotation", AnyView(Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(180))), RGB(0, 109, 109)),
        ]
        for (name, view, expected) in cases {
            assertPixel(picture(view), 50, 50, expected, name)
        }
    }

    /// A mask of black fading to clear across the view: at x the view shows
    /// as far as 1 - (x + 0.5) / 100 of it, red over white.
    func testAMasksAlphaKeepsTheView() {
        let surface = picture(Color(red: 1, green: 0, blue: 0).mask {
            LinearGradient(colors: [Color(red: 0, green: 0, blue: 0), Color(red: 0, green: 0, blue: 0, opacity: 0)],
                           startPoint: .leading, endPoint: .trailing)
        })
        for x in [10, 25, 50, 90] {
            let kept = 1 - (Double(x) + 0.5) / 100
            let white = Int((255 * (1 - kept)).rounded())
            assertPixel(surface, x, 50, RGB(255, white, white), within: 2)
        }
    }

    /// A mask laid out as an overlay: half as wide, at the leading edge.
    func testAMasksEdgeIsWhereItIsLaidOut() {
        let surface = picture(Color(red: 1, green: 0, blue: 0).mask(alignment: .leading) { Rectangle().frame(width: 50) })
        assertPixel(surface, 49, 50, RGB(255, 0, 0), within: 0)
        assertPixel(surface, 50, 50, RGB(255, 255, 255), within: 0)
    }

    /// A 100 x 100 square in the middle of 200 x 200, turned 60 degrees about
    /// the vertical axis: its left edge comes towards the eye, 100 away, and
    /// its right edge goes back. Corner (-50, -50) from the centre goes to
    /// (-25, -50) at depth 50 sin 60 = 43.3, seen at 1 - 43.3 / 100 = 0.567:
    /// (-44.1, -88.2), so x 55.9 from y 11.8 to 188.2 in the window; the
    /// right edge, at 1.433, x 117.5 from y 65.1 to 134.9.
    func testARotation3DEffectsCorners() {
        let surface = picture(Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 100)
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), width: 200, height: 200)
        let red = RGB(255, 0, 0), white = RGB(255, 255, 255)
        for (x, y, expected) in [(58, 100, red), (53, 100, white), (115, 100, red), (120, 100, white),
                                 (60, 22, red), (60, 9, white), (58, 184, red), (58, 192, white),
                                 (110, 70, red), (110, 50, white), (115, 130, red), (115, 140, white)] {
            assertPixel(surface, x, y, expected, within: 0)
        }
    }

    /// Grey multiplied over what is under it: blue (0, 0, 0.5) outside a
    /// compositing group; inside one, nothing of the group where it is
    /// alone, so grey itself, and the red beside it multiplied, (0.5, 0, 0).
    func testACompositingGroupBlendsWhatIsInsideItAlone() {
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5), red = Color(red: 1, green: 0, blue: 0)
        func layers(grouped: Bool) -> ImageSurface {
            let inside = ZStack(alignment: .leading) {
                red.frame(width: 50)
                grey.blendMode(.multiply)
            }
            return picture(ZStack {
                Color(red: 0, green: 0, blue: 1)
                if grouped { inside.compositingGroup() } else { inside }
            })
        }
        assertPixel(layers(grouped: false), 75, 50, RGB(0, 0, 128))
        assertPixel(layers(grouped: true), 75, 50, RGB(128, 128, 128))
        assertPixel(layers(grouped: true), 25, 50, RGB(128, 0, 0))
    }

    func testAHigherZIndexIsDrawnOver() {
        let surface = picture(ZStack {
            Color(red: 1, green: 0, blue: 0).zIndex(1)
            Color(red: 0, green: 0, blue: 1)
        })
        assertPixel(surface, 50, 50, RGB(255, 0, 0), within: 0)
    }

    func testAHiddenViewKeepsItsPlaceAndDrawsNothing() {
        let surface = picture(HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).hidden()
            Color(red: 0, green: 0, blue: 1)
        })
        assertPixel(surface, 25, 50, RGB(255, 255, 255), within: 0)
        assertPixel(surface, 75, 50, RGB(0, 0, 255), within: 0)
    }
}
