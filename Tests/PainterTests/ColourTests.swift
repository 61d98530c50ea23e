import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// Away from edges every colour is exactly SwiftUI's: the fills, the white
/// background, the gray band; where the shadow falls, the band is the gray
/// darkened by what the Gaussian formula says.
final class ColourTests: XCTestCase {
    private let sigma = 8.0

    func testFillsAreExactInsideEveryRectangle() {
        for moment in Frames.moments {
            let layout = Frames.layout(width: 600, height: 300, items: 5, progress: moment.progress)
            let surface = Frames.render(Frames.seed(width: 600, height: 300, items: 5, progress: moment.progress))
            for (index, frame) in layout.frames.enumerated() {
                let x = Int(frame.midX), y = Int(frame.minY + 20)
                XCTAssertEqual(surface.rgb(x, y), RGB(Frames.palette[index % 3]),
                               "\(moment.name): fill of item \(index) at (\(x), \(y)); "
                               + Artifacts.save([("fills-\(moment.name)", surface)]))
            }
        }
        XCTAssertEqual(RGB(.red), RGB(255, 59, 48))
        XCTAssertEqual(RGB(.orange), RGB(255, 149, 0))
        XCTAssertEqual(RGB(.purple), RGB(175, 82, 222))
    }

    func testBackgroundIsWhiteAndTheBandGrayWithoutAShadow() {
        let band = Frames.layout(width: 600, height: 300, items: 3, progress: 0).band
        let surface = Frames.render(Frames.seed(width: 600, height: 300, items: 3, shadow: false))
        for (x, y) in [(0, 0), (599, 0), (300, Int(band.minY) - 1), (0, 299), (599, Int(band.maxY))] {
            XCTAssertEqual(surface.rgb(x, y), RGB(255, 255, 255), "background at (\(x), \(y))")
        }
        for (x, y) in [(0, Int(band.minY)), (5, 150), (300, Int(band.minY) + 3), (599, Int(band.maxY) - 1), (595, 150)] {
            XCTAssertEqual(surface.rgb(x, y), RGB(142, 142, 147), "band at (\(x), \(y))")
        }
    }

    /// With the shadow, the band's pixels are gray (1 - 0.33 m), m the
    /// Gaussian blur of the row's extent at the pixel's centre; far from the
    /// row the white is untouched.
    func testTheShadowDarkensTheBandAsTheGaussianSays() {
        for (width, height) in [(600.0, 300.0), (501.0, 277.0)] {
            let layout = Frames.layout(width: width, height: height, items: 3, progress: 0)
            let surface = Frames.render(Frames.seed(width: width, height: height, items: 3))
            let band = layout.band, frames = layout.frames
            let top = Int(band.minY.rounded(.up)), bottom = Int(band.maxY.rounded(.down)) - 1
            let points = [(0, Int(frames[0].midY)), (8, top + 10), (Int(width) / 2, top), (Int(width) / 2, bottom),
                          (Int(width) - 1, top), (Int(width) - 3, Int(frames[0].midY) + 7), (12, top + 12)]
            for (x, y) in points {
                let m = expectedMask(x: Double(x) + 0.5, y: Double(y) + 0.5, frames: frames, outset: 1.5, sigma: sigma)
                let expected = RGB(Int((142 * (1 - 0.33 * m)).rounded()), Int((142 * (1 - 0.33 * m)).rounded()),
                                   Int((147 * (1 - 0.33 * m)).rounded()))
                XCTAssertLessThanOrEqual(surface.rgb(x, y).distance(to: expected), 1,
                                         "band at (\(x), \(y)) of \(width)x\(height): mask \(m), expected \(expected), "
                                         + "found \(surface.rgb(x, y)); " + Artifacts.save([("band-shadow", surface)]))
            }
            XCTAssertEqual(surface.rgb(Int(width) / 2, top - 30), RGB(255, 255, 255), "white beyond the shadow's reach")
        }
    }
}
