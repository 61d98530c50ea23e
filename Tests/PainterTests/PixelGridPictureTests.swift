import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// Views laid out between pixels, drawn as SwiftUI draws them: their frames
/// on the pixel grid of the scale, so that a line across the picture is
/// runs of whole colours, with no pixel a shape covers in part, at scales 1,
/// 2 and 1.5.
final class PixelGridPictureTests: XCTestCase {
    private let white = RGB(255, 255, 255), black = RGB(0, 0, 0), red = RGB(.red), blue = RGB(.blue)

    /// A 50 point square beside a bar, `width` wide together.
    private func row(_ width: Double) -> some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 50)
            Color.blue.frame(width: width - 50, height: 50)
        }
    }

    private func picture<V: View>(_ view: V, _ size: Size, scale: Double) -> ImageSurface {
        var live = LiveView(view, size: size, measure: Painter())
        live.displayScale = scale
        return Frames.render(live.displayList(scale: scale))
    }

    /// The colours along row `y` (or column `x`), each with how many pixels
    /// in a row have it.
    private func runs(_ surface: ImageSurface, y: Int? = nil, x: Int? = nil) -> [(RGB, Int)] {
        let pixels = y.map { y in (0..<surface.width).map { surface.rgb($0, y) } } ?? (0..<surface.height).map { surface.rgb(x!, $0) }
        var runs: [(RGB, Int)] = []
        for pixel in pixels {
            if let last = runs.last, last.0.distance(to: pixel) <= 1 { runs[runs.count - 1].1 += 1 } else { runs.append((pixel, 1)) }
        }
        return runs
    }

    private func assertRuns(_ found: [(RGB, Int)], _ expected: [(RGB, Int)], _ what: String, _ surface: ImageSurface,
                            file: StaticString = #filePath, line: UInt = #line) {
        let same = found.count == expected.count
            && zip(found, expected).allSatisfy { $0.0.distance(to: $1.0) <= 2 && $0.1 == $1.1 }
        XCTAssertTrue(same, "\(what): found \(found.map { "\($0.1) x \($0.0)" }), expected \(expected.map { "\($0.1) x \($0.0)" }); "
                      + Artifacts.save([(what.replacingOccurrences(of: " ", with: "-"), surface)]), file: file, line: line)
    }

    /// A row 171 wide centred in 480 starts at 154.5: drawn from the pixel
    /// after, its 50 point square is 50 whole pixels, with no grey seam on
    /// either side. At scale 2 a row 171.5 wide starts half a pixel off.
    func testARowCentredBetweenPixelsIsDrawnInWholePixels() {
        let cases: [(scale: Double, row: Double, across: [Int], down: [Int])] = [
            (1, 171, [155, 50, 121, 154], [126, 50, 125]),
            (2, 171.5, [309, 100, 243, 308], [251, 100, 251]),
            (1.5, 171, [232, 75, 181, 232], [188, 75, 189]),
        ]
        for (scale, width, across, down) in cases {
            let surface = picture(row(width), Size(width: 480, height: 301), scale: scale)
            let middle = Int(150 * scale), square = across[0] + across[1] / 2
            assertRuns(runs(surface, y: middle), zip([white, red, blue, white], across).map { $0 }, "row across at \(scale)x", surface)
            assertRuns(runs(surface, x: square), zip([white, red, white], down).map { $0 }, "row down at \(scale)x", surface)
        }
    }

    /// A border of a point is one whole device pixel at scale 1 and two at
    /// 2, from the view's edge in: no two grey rows for it. At 1.5 it is a
    /// pixel and a half, its outer edge on the grid.
    func testABorderOfAPointIsWholeDevicePixels() {
        let halfOnBlue = RGB(0, 61, 128), halfOnRed = RGB(128, 30, 24)
        let cases: [(scale: Double, row: Double, across: [(RGB, Int)], down: [(RGB, Int)])] = [
            (1, 171, [(white, 155), (black, 1), (red, 49), (blue, 120), (black, 1), (white, 154)],
             [(white, 126), (black, 1), (blue, 48), (black, 1), (white, 125)]),
            (2, 171.5, [(white, 309), (black, 2), (red, 98), (blue, 241), (black, 2), (white, 308)],
             [(white, 251), (black, 2), (blue, 96), (black, 2), (white, 251)]),
            (1.5, 171, [(white, 232), (black, 1), (halfOnRed, 1), (red, 73), (blue, 179), (halfOnBlue, 1), (black, 1), (white, 232)],
             [(white, 188), (black, 1), (halfOnBlue, 1), (blue, 71), (halfOnBlue, 1), (black, 1), (white, 189)]),
        ]
        for (scale, width, across, down) in cases {
            let surface = picture(row(width).border(Color.black), Size(width: 480, height: 301), scale: scale)
            assertRuns(runs(surface, y: Int(150 * scale)), across, "border across at \(scale)x", surface)
            assertRuns(runs(surface, x: Int(260 * scale)), down, "border down at \(scale)x", surface)
        }
    }

    /// The graph's 16 by 9 box, 300 wide and 168.75 tall, from 235.625 down
    /// in 640: its top and bottom sharp, where it was blurred on both.
    func testASixteenByNineBoxIsSharpOnEverySide() {
        let box = Color.blue.aspectRatio(16 / 9, contentMode: .fit).frame(width: 300)
        for (scale, down) in [(1.0, [236, 168, 236]), (2, [471, 338, 471]), (1.5, [353, 254, 353])] {
            let surface = picture(box, Size(width: 480, height: 640), scale: scale)
            assertRuns(runs(surface, x: Int(240 * scale)), zip([white, blue, white], down).map { $0 }, "box down at \(scale)x", surface)
            let across = [Int(90 * scale), Int(300 * scale), Int(90 * scale)]
            assertRuns(runs(surface, y: Int(320 * scale)), zip([white, blue, white], across).map { $0 }, "box across at \(scale)x", surface)
        }
    }
}
