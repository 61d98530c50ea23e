import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// A 2x frame is the same picture at twice the pixels: averaged over 2x2
/// blocks it matches the 1x frame.
final class ScaleTests: XCTestCase {
    func testTwiceTheScaleDownscaledMatchesOnce() {
        for moment in Frames.moments {
            for (width, height) in [(600.0, 300.0), (431.0, 253.0)] {
                let live = Frames.live(width: width, height: height, items: 3, time: moment.time)
                let scene = live.scene(scale: 1)
                var bare = scene
                for index in bare.items.indices { bare.items[index].text = nil }
                let once = Frames.render(scene), twice = Frames.render(live.scene(scale: 2))
                let unlabelled = Frames.render(bare)
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
                let boxes = live.layout.frames.map {
                    (x: Int($0.midX) - 12...Int($0.midX) + 12, y: Int($0.midY) - 12...Int($0.midY) + 12)
                }
                var worst = 0, at = (0, 0)
                for y in 0..<once.height {
                    for x in 0..<once.width where !boxes.contains(where: { $0.x.contains(x) && $0.y.contains(y) }) {
                        let difference = downscaled.rgb(x, y).distance(to: once.rgb(x, y))
                        if difference > worst { worst = difference; at = (x, y) }
                    }
                }
                XCTAssertLessThanOrEqual(worst, 6, "\(name): shapes differ by \(worst) levels at \(at); \(pictures)")

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
