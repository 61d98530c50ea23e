import XCTest
@testable import CollapsibleCore

/// Alignments of one's own, `AlignmentID`s, and the text baselines, in a
/// window 300 wide and 200 tall.
final class CustomAlignmentTests: XCTestCase {
    private enum MidLine: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
    }

    private static let midLine = VerticalAlignment(MidLine.self)

    /// The red bar sets its mid line 10 down, the blue one keeps the
    /// default, its centre, 20 down: lined up, the stack reaches 20 above
    /// the line and 30 below, 50 tall from y 75; the red bar starts 10
    /// below the blue one.
    func testAStackLinesItsChildrenUpByACustomGuide() {
        let stack = HStack(alignment: Self.midLine, spacing: 0) {
            Color.red.frame(width: 10, height: 40).alignmentGuide(Self.midLine) { $0[.top] + 10 }
            Color.blue.frame(width: 10, height: 40)
        }
        XCTAssertEqual(frames(stack), [Rect(x: 140, y: 85, width: 10, height: 40), Rect(x: 150, y: 75, width: 10, height: 40)])
        XCTAssertNotEqual(Self.midLine, .center, "an alignment is its AlignmentID")
    }

    /// An `alignmentGuide` closure reads a custom guide its child sets.
    func testDimensionsTellOfACustomGuide() {
        var read: CGFloat?
        let view = Color.red.frame(width: 10, height: 40)
            .alignmentGuide(Self.midLine) { _ in 7 }
            .alignmentGuide(HorizontalAlignment.center) { dimensions in
                read = dimensions[explicit: Self.midLine]
                return 0
            }
        _ = frames(VStack { view })
        XCTAssertEqual(read, 7, "the VStack asked the centre guide, computed from the dimensions")
    }

    /// Two fonts on one baseline: 20 and 10 points, their first lines'
    /// baselines 20 and 10 down (the test measure's, a line 1.2 of the
    /// size tall). The stack reaches 20 above the baseline and 4 below.
    func testTextsOfTwoFontsShareTheirFirstBaseline() {
        let line = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A").font(.system(size: 20))
            Text("b").font(.system(size: 10))
        }
        XCTAssertEqual(frames(line), [Rect(x: 141, y: 88, width: 12, height: 24), Rect(x: 153, y: 98, width: 6, height: 12)])
        // A view with no text has its baseline at its bottom.
        let boxed = HStack(alignment: .lastTextBaseline, spacing: 0) {
            Color.red.frame(width: 10, height: 30)
            Text("b").font(.system(size: 10))
        }
        // 30 above the line, 2 below: 32 tall from y 84.
        XCTAssertEqual(frames(boxed), [Rect(x: 142, y: 84, width: 10, height: 30), Rect(x: 152, y: 104, width: 6, height: 12)])
    }
}
