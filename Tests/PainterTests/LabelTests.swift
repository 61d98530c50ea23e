import CCairo
import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// Every item shows its label at its centre, in every state: even a 10 px
/// strip keeps its digit, which SwiftUI lets overflow rather than clip.
final class LabelTests: XCTestCase {
    func testEveryLabelPutsDarkInkAtItsRectanglesCentre() {
        for scale in [1.0, 2.0] {
            for (width, items) in [(600.0, 3), (450.0, 5)] {
                for moment in Frames.moments {
                    let layout = Frames.layout(width: width, height: 300, items: items, progress: moment.progress)
                    let surface = Frames.render(Frames.seed(width: width, height: 300, items: items, progress: moment.progress, scale: scale))
                    let without = Frames.render(Frames.seed(width: width, height: 300, items: items, progress: moment.progress,
                                                            scale: scale, labels: false))
                    for (index, frame) in layout.frames.enumerated() {
                        // A box about one digit's size around the centre.
                        let cx = Int(frame.midX * scale), cy = Int(frame.midY * scale)
                        let halfWidth = Int(4 * scale), halfHeight = Int(7 * scale)
                        var ink = 0
                        for y in (cy - halfHeight)...(cy + halfHeight) {
                            for x in (cx - halfWidth)...(cx + halfWidth)
                            where without.rgb(x, y).maxChannel - surface.rgb(x, y).maxChannel > 60 {
                                ink += 1
                            }
                        }
                        let name = "label-\(Int(width))-\(items)-\(moment.name)-\(Int(scale))x"
                        XCTAssertGreaterThanOrEqual(ink, Int(6 * scale * scale),
                                                    "\(name): label \(index) at (\(cx), \(cy)) has \(ink) dark pixels; "
                                                    + Artifacts.save([(name, surface), (name + "-without-labels", without)]))
                    }
                }
            }
        }
    }

    /// The ink is centred, not the pen box: the dark pixels balance around
    /// the rectangle's centre within a pixel.
    func testInkIsCentredOnTheRectangle() {
        let surface = Frames.render(Frames.seed(width: 600, height: 300, items: 3, progress: 1))
        let without = Frames.render(Frames.seed(width: 600, height: 300, items: 3, progress: 1, labels: false))
        for frame in Frames.layout(width: 600, height: 300, items: 3, progress: 1).frames {
            var sumX = 0.0, sumY = 0.0, total = 0.0
            for y in Int(frame.midY) - 15...Int(frame.midY) + 15 {
                for x in Int(frame.midX) - 15...Int(frame.midX) + 15 {
                    let weight = Double(without.rgb(x, y).maxChannel - surface.rgb(x, y).maxChannel)
                    sumX += weight * (Double(x) + 0.5); sumY += weight * (Double(y) + 0.5); total += weight
                }
            }
            // Digits are not symmetric ("1", "2"), so their ink's centroid
            // sits near, not on, the ink box's centre.
            XCTAssertEqual(sumX / total, frame.midX, accuracy: 2.0)
            XCTAssertEqual(sumY / total, frame.midY, accuracy: 2.0)
        }
    }

    /// Two-digit labels on 10 px strips reach past their strip, and that ink
    /// casts shadow too: in the gaps between fifty expanded items.
    func testOverflowingInkCastsShadow() {
        let labelled = Frames.render(Frames.seed(width: 600, height: 300, items: 50, progress: 1))
        let unlabelled = Frames.render(Frames.seed(width: 600, height: 300, items: 50, progress: 1, labels: false))
        // In the gaps between the 3.5 px wide items, a little above the
        // digits' ink, only the digits' shadow can darken the band.
        let frames = Frames.layout(width: 600, height: 300, items: 50, progress: 1).frames
        let darker = zip(frames, frames.dropFirst()).filter { left, right in
            let x = Int((left.maxX + right.minX) / 2), y = Int(left.midY - 10)
            return labelled.rgb(x, y).r < unlabelled.rgb(x, y).r
        }
        XCTAssertGreaterThan(darker.count, frames.count / 2, "expanded: the labels' shadow shows in the gaps; "
                             + Artifacts.save([("overflow-expanded", labelled)]))
    }

    /// The labels are digits, set in Inter Regular, the weight of SwiftUI's
    /// body text, by cairo's own fonts: no Pango for them.
    func testLabelsAreInterRegular() throws {
        let line = try XCTUnwrap(TextSetter().layout(StyledText("0"), width: nil, height: nil) as? DigitLine)
        let face = try XCTUnwrap(cairo_ft_scaled_font_lock_face(line.font.raw)).pointee
        defer { cairo_ft_scaled_font_unlock_face(line.font.raw) }
        XCTAssertEqual(String(cString: face.family_name), "Inter")
        XCTAssertEqual(String(cString: face.style_name), "Regular")
    }
}
