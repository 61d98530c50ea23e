import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// A 2x frame is the same picture at twice the pixels: averaged over 2x2
/// blocks it matches the 1x frame, but where two items' strokes each cover
/// part of one pixel. SwiftUI strokes item after item, so at 1x such a pixel
/// is darkened by each in turn: half covered by both, it is 75 % black where
/// the 2x frame, whose strokes meet on a pixel boundary there, averages to
/// 50 %. Those pixels are the stroke test's; this one checks the rest.
final class ScaleTests: XCTestCase {
    func testTwiceTheScaleDownscaledMatchesOnce() {
        for moment in Frames.moments {
            for (width, height) in [(600.0, 300.0), (431.0, 253.0)] {
                let layout = Frames.layout(width: width, height: height, items: 3, progress: moment.progress)
                func render(scale: Double, labels: Bool = true) -> ImageSurface {
                    Frames.render(Frames.seed(width: width, height: height, items: 3, progress: moment.progress, scale: scale, labels: labels))
                }
                let once = render(scale: 1), twice = render(scale: 2), unlabelled = render(scale: 1, labels: false)
                XCTAssertEqual(twice.width, 2 * once.width)
                XCTAssertEqual(twice.height, 2 * once.height)
                let downscaled = try! ImageSurface(width: once.width, height: once.height)
                for y in 0..<once.height {
                    for x in 0..<once.width {
                        let block = [twice.rgb(2 * x, 2 * y), twice.rgb(2 * x + 1, 2 * y),
                                     twice.rgb(2 * x, 2 * y + 1), twice.rgb(2 * x + 1, 2 * y + 1)]
                        downscaled.setRGB(x, y, RGB(Int((Double(block.map(\.r).reduce(0, +)) / 4).rounded()),
                                                    Int((Double(block.map(\.g).reduce(0, +)) / 4).rounded()),
                                                    Int((Double(block.map(\.b).reduce(0, +)) / 4).rounded())))
                    }
                }
                let name = "scale-\(Int(width))x\(Int(height))-\(moment.name)"
                let pictures = Artifacts.save([(name + "-1x", once), (name + "-2x-downscaled", downscaled)])

                // Glyphs are rasterised afresh at each size and placed on
                // whole device pixels, so a label may sit up to half a pixel
                // apart: labels are judged by their ink's amount and place,
                // everything else pixel by pixel.
                let boxes = layout.frames.map {
                    (x: Int($0.midX) - 12...Int($0.midX) + 12, y: Int($0.midY) - 12...Int($0.midY) + 12)
                }
                func strokedTwice(_ x: Int, _ y: Int) -> Bool {
                    layout.frames.filter { (0.001..<0.999).contains(strokeCoverage(of: $0, lineWidth: 3, x: x, y: y)) }.count > 1
                }
                var worst = 0, at = (0, 0), compared = 0
                for y in 0..<once.height {
                    for x in 0..<once.width where !boxes.contains(where: { $0.x.contains(x) && $0.y.contains(y) }) && !strokedTwice(x, y) {
                        compared += 1
                        let difference = downscaled.rgb(x, y).distance(to: once.rgb(x, y))
                        if difference > worst { worst = difference; at = (x, y) }
                    }
                }
                XCTAssertLessThanOrEqual(worst, 6, "\(name): shapes differ by \(worst) levels at \(at); \(pictures)")
                XCTAssertGreaterThan(compared, once.width * once.height * 9 / 10, "\(name): most pixels are compared")

                for (index, box) in boxes.enumerated() {
                    let first = ink(once, against: unlabelled, in: box), second = ink(downscaled, against: unlabelled, in: box)
                    XCTAssertEqual(second.amount, first.amount, accuracy: 0.1 * first.amount,
                                   "\(name): label \(index) has \(first.amount) of ink at 1x, \(second.amount) at 2x; \(pictures)")
                    XCTAssertEqual(second.x, first.x, accuracy: 0.6, "\(name): label \(index) moved across; \(pictures)")
                    XCTAssertEqual(second.y, first.y, accuracy: 0.6, "\(name): label \(index) moved down; \(pictures)")
                }
            }
        }
    }

    /// How much darker than the unlabelled frame a box is, and where the
    /// darkening is centred.
    private func ink(_ surface: ImageSurface, against unlabelled: ImageSurface,
                     in box: (x: ClosedRange<Int>, y: ClosedRange<Int>)) -> (amount: Double, x: Double, y: Double) {
        var amount = 0.0, sumX = 0.0, sumY = 0.0
        for y in box.y {
            for x in box.x {
                let weight = Double(max(unlabelled.rgb(x, y).maxChannel - surface.rgb(x, y).maxChannel, 0))
                amount += weight; sumX += weight * Double(x); sumY += weight * Double(y)
            }
        }
        return (amount, sumX / amount, sumY / amount)
    }
}
