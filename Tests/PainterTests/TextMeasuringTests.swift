import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// The core lays a Text out at the size the painter's own layouts give it:
/// one advance after the other and the face's line height, in logical
/// pixels at every scale.
final class TextMeasuringTests: XCTestCase {
    private func size(_ string: String, _ font: Font = .body, on painter: Painter) -> Size {
        painter.size(of: StyledText(string, font: font), width: nil, height: nil)
    }

    func testALabelMeasuresItsAdvanceAndLineHeight() throws {
        let painter = Painter()
        let zero = size("0", on: painter), two = size("00", on: painter)
        XCTAssertEqual(two.width, 2 * zero.width, accuracy: 0.01, "one advance after the other")
        XCTAssertEqual(two.height, zero.height)
        // Inter's line is 1.21 em, its digits a little over half an em.
        XCTAssertEqual(zero.height, 17 * 1.21, accuracy: 0.5)
        XCTAssertGreaterThan(zero.width, 17 * 0.5)
        XCTAssertLessThan(zero.width, 17 * 0.75)
        XCTAssertGreaterThan(size(" ", on: painter).width, 0, "a space draws no ink but advances")

        // Drawn at 2x, the painter measures with the layouts it draws, to the same size.
        let surface = try ImageSurface(width: 1200, height: 600)
        try painter.draw(Frames.seed(width: 600, height: 300, items: 3, scale: 2), on: surface)
        let twice = size("0", on: painter)
        XCTAssertEqual(twice.width, zero.width, accuracy: 0.01)
        XCTAssertEqual(twice.height, zero.height, accuracy: 0.01)
        XCTAssertEqual(size("0", .largeTitle, on: painter).width, 2 * zero.width, accuracy: 0.02)
    }
}
