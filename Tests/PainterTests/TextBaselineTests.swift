import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// The baselines Pango sets a text on, which `.firstTextBaseline` and
/// `.lastTextBaseline` line texts up by: below the top by about the font's
/// ascent, and a line apart from first to last.
final class TextBaselineTests: XCTestCase {
    func testBaselinesAreThoseOfTheLinesPangoSets() {
        let painter = Painter()
        let small = StyledText("Hg", font: .system(size: 17), color: .black)
        let large = StyledText("Hg", font: .system(size: 34), color: .black)
        let smallSize = painter.size(of: small, width: nil, height: nil)
        let (first, last) = painter.baselines(of: small, width: nil, height: nil)
        XCTAssertEqual(first, last, "one line")
        // Inside the line, below its middle: an ascent is most of a line.
        XCTAssertGreaterThan(first, smallSize.height / 2)
        XCTAssertLessThan(first, smallSize.height)
        // Twice the size, twice as far down, to within a pixel.
        XCTAssertEqual(painter.baselines(of: large, width: nil, height: nil).first, 2 * first, accuracy: 1)
        // Two lines: the last a line below the first.
        let twoLines = painter.baselines(of: StyledText("Hg\nHg", font: .system(size: 17), color: .black), width: nil, height: nil)
        XCTAssertEqual(twoLines.first, first, accuracy: 0.01)
        XCTAssertEqual(twoLines.last - twoLines.first, smallSize.height, accuracy: 1)
    }

    /// A label of digits, which cairo sets alone, sits on its font's ascent.
    func testADigitLabelsBaselineIsItsAscent() throws {
        let line = try XCTUnwrap(TextSetter().layout(StyledText("0"), width: nil, height: nil) as? DigitLine)
        XCTAssertEqual(line.baselines.first, line.font.ascent)
        XCTAssertGreaterThan(line.baselines.first, line.box.height / 2)
    }
}
