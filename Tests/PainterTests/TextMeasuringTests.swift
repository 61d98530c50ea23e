import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// The core lays a Text out at the size the painter's own fonts give it: its
/// advance and the face's line height, in logical pixels at every scale.
final class TextMeasuringTests: XCTestCase {
    func testALabelMeasuresItsAdvanceAndLineHeight() throws {
        let painter = Painter()
        let zero = painter.size(of: "0", in: .body), two = painter.size(of: "00", in: .body)
        XCTAssertEqual(two.width, 2 * zero.width, accuracy: 1e-9, "one advance after the other")
        XCTAssertEqual(two.height, zero.height)
        // Inter's line is 1.21 em, its digits a little over half an em.
        XCTAssertEqual(zero.height, 17 * 1.21, accuracy: 0.5)
        XCTAssertGreaterThan(zero.width, 17 * 0.5)
        XCTAssertLessThan(zero.width, 17 * 0.75)
        let space = painter.size(of: " ", in: .body)
        XCTAssertGreaterThan(space.width, 0, "a space draws no ink but advances")

        // Drawn at 2x, the painter measures with the fonts it draws in, to the same size.
        let surface = try ImageSurface(width: 1200, height: 600)
        try painter.draw(Frames.seed(width: 600, height: 300, items: 3, scale: 2), on: surface)
        let twice = painter.size(of: "0", in: .body)
        XCTAssertEqual(twice.width, zero.width, accuracy: 0.01)
        XCTAssertEqual(twice.height, zero.height, accuracy: 0.01)
        XCTAssertEqual(painter.size(of: "0", in: Font(size: 34, family: "Inter")).width, 2 * zero.width, accuracy: 0.02)
    }
}
