import XCTest
@testable import CollapsibleCore

/// The platform's spacing beside a text, as SwiftUI gives it, in a column
/// 300 wide from the top of the window. Texts are measured by
/// `FixedMeasure`: a text of size 10 is a line 12 tall with its baseline
/// 10 down, capitals 7 tall and no gap between lines; a tenth of its line
/// is 2, rounded up, so the line with it is 14.
final class TextSpacingTests: XCTestCase {
    /// `FixedMeasure` with a gap between lines of a quarter of the size.
    private struct Leaded: TextMeasuring {
        let fixed = FixedMeasure()

        func size(of text: StyledText, width: Double?, height: Double?) -> Size { fixed.size(of: text, width: width, height: height) }

        func geometry(of text: StyledText, in frame: Rect) -> TextGeometry { fixed.geometry(of: text, in: frame) }

        func lineMetrics(of font: Font) -> TextLineMetrics {
            var metrics = fixed.lineMetrics(of: font)
            metrics.leading = font.size / 4
            return metrics
        }
    }

    private func text(_ size: CGFloat) -> some View { Text("H").font(.system(size: size)) }

    private var square: some View { Color.red.frame(width: 20, height: 20) }

    /// The top of each view the column draws.
    private func tops<V: View>(_ content: V, measure: any TextMeasuring = FixedMeasure()) -> [Double] {
        let column = VStack { content }.frame(width: 300, height: 200, alignment: .top)
        return LiveView(column, size: Size(width: 300, height: 200), measure: measure).displayList(scale: 1).items.map(\.frame.minY)
    }

    /// Two texts are parted by the lower one's gap between lines: none in
    /// a font with none, 5 under a text of size 20 with a quarter, 2 under
    /// one of 8.
    func testATextUnderATextIsItsFontsLeadingAway() {
        XCTAssertEqual(tops(Group { text(10); text(10) }), [0, 12])
        XCTAssertEqual(tops(Group { text(10); text(20) }, measure: Leaded()), [0, 12 + 5])
        XCTAssertEqual(tops(Group { text(20); text(8) }, measure: Leaded()), [0, 24 + 2])
    }

    /// Under a text, a plain view keeps the line with its tenth from the
    /// capitals' top, 14 - 7; over one, from its baseline, 14 - 10.
    func testAPlainViewKeepsALineFromTheText() {
        XCTAssertEqual(tops(Group { text(10); square }), [0, 12 + 7])
        XCTAssertEqual(tops(Group { square; text(10) }), [0, 20 + 4])
    }

    /// A padded text is a plain view on its padded edges, parted from
    /// another by the platform's 8; side by side, texts are 8 apart; a
    /// spacing given is the spacing, and a spacer sits flush.
    func testWhatTheTextsRuleLeavesAlone() {
        XCTAssertEqual(tops(Group { text(10).padding(.bottom, 1); square }), [0, 13 + 8])
        let row = LiveView(HStack { text(10); text(10) }, size: Size(width: 300, height: 200), measure: FixedMeasure())
        let lefts = row.displayList(scale: 1).items.map(\.frame)
        XCTAssertEqual(lefts[1].minX - lefts[0].maxX, 8)
        XCTAssertEqual(tops(VStack(spacing: 3) { text(10); square }), [0, 15])
        XCTAssertEqual(tops(Group { text(10); Spacer().frame(height: 10); square }), [0, 22])
    }
}
