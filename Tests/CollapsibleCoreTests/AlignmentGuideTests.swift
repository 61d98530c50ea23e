import XCTest
@testable import CollapsibleCore

/// `alignmentGuide(_:computeValue:)`: a stack lines its children up by the
/// guides they set, and is as large as what it so lines up.
final class AlignmentGuideTests: XCTestCase {
    func testAZStackLinesItsChildrensGuidesUp() {
        // The book's Stack: each square's leading guide at minus its offset,
        // 0, 58 and 96, puts their leading edges there.
        let offsets: [CGFloat] = [0, 58, 96]
        let sizes: [CGFloat] = [50, 30, 75]
        let view = ZStack(alignment: .leading) {
            ForEach(0..<3) { index in
                Color.gray.frame(width: sizes[index], height: sizes[index])
                    .alignmentGuide(.leading) { _ in -offsets[index] }
            }
        }
        .background(Color.red)
        // The stack: 171 by 75, centred in 271 x 175 at (50, 50).
        let drawn = frames(view, in: Size(width: 271, height: 175))
        XCTAssertEqual(drawn.first, Rect(x: 50, y: 50, width: 171, height: 75), "the stack")
        XCTAssertEqual(drawn.dropFirst().map(\.minX), [50, 108, 146])
        // Across, centred on the stack's middle line, 87.5: the squares of
        // even side from a half pixel, which SwiftUI draws from the pixel after.
        XCTAssertEqual(drawn.dropFirst().map(\.midY), [88, 88, 87.5])
    }

    func testTheDimensionsGiveTheDefaultsAndWhatTheViewInsideSets() {
        var seen: [CGFloat] = []
        let view = ZStack(alignment: .topLeading) {
            Color.gray.frame(width: 40, height: 20)
            Color.blue.frame(width: 10, height: 10)
                .alignmentGuide(.top) { -$0.height }
                .alignmentGuide(.leading) { dimensions in
                    seen = [dimensions.width, dimensions[.trailing], dimensions[HorizontalAlignment.center],
                            dimensions[.top], dimensions[explicit: .bottom] ?? -1]
                    return dimensions[.trailing]
                }
        }
        let drawn = frames(view, in: Size(width: 100, height: 100))
        XCTAssertEqual(seen, [10, 10, 5, -10, -1])
        // The blue square's top 10 below the line the gray one's top is on,
        // its trailing edge on the gray one's leading edge: the stack is
        // 50 x 20 from (-10, 0), centred at (25, 40).
        XCTAssertEqual(drawn, [Rect(x: 35, y: 40, width: 40, height: 20), Rect(x: 25, y: 50, width: 10, height: 10)])
    }

    func testStacksLineTheirChildrensGuidesUpAcross() {
        // The blue bar's leading line 30 before its left edge: it starts 30
        // after the red one, and the stack is 50 wide, centred at x = 25.
        let column = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in -30 }
        }
        XCTAssertEqual(frames(column, in: Size(width: 100, height: 100)),
                       [Rect(x: 25, y: 40, width: 40, height: 10), Rect(x: 55, y: 50, width: 20, height: 10)])
        // The blue square's bottom on the red one's top: the row is 30 tall.
        let row = HStack(alignment: .top, spacing: 0) {
            Color.red.frame(width: 10, height: 20)
            Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { $0[.bottom] }
        }
        XCTAssertEqual(frames(row, in: Size(width: 100, height: 100)),
                       [Rect(x: 40, y: 45, width: 10, height: 20), Rect(x: 50, y: 35, width: 10, height: 10)])
    }

    func testAGuideSetInsidePaddingAndABackgroundRunsWhereItDoesInside() {
        // The blue bar's leading line 30 before it, 25 before the padding
        // round it: the padded bar starts 25 after the red one, and the
        // stack is 55 wide, centred at x = 22.5, drawn from the pixel after.
        let column = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in -30 }
                .padding(5)
                .background(Color.gray)
        }
        XCTAssertEqual(frames(column, in: Size(width: 100, height: 100)),
                       [Rect(x: 22.5, y: 35, width: 40, height: 10), Rect(x: 47.5, y: 45, width: 30, height: 20),
                        Rect(x: 52.5, y: 50, width: 20, height: 10)].map(onPixels))
    }

    func testAGuideReachesTheStackThroughModifiersThatDoNotMoveTheView() {
        // Whatever is wrapped round the blue bar, its leading line stays 30
        // before it, and it starts 30 after the red one, as in SwiftUI.
        func column<Wrapped: View>(_ wrap: (GuidedBar) -> Wrapped) -> some View {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                wrap(GuidedBar())
            }
        }
        let expected = [Rect(x: 25, y: 40, width: 40, height: 10), Rect(x: 55, y: 50, width: 20, height: 10)]
        XCTAssertEqual(frames(column { $0.opacity(0.5) }, in: Size(width: 100, height: 100)).map(\.minX), expected.map(\.minX), "opacity")
        XCTAssertEqual(frames(column { $0.onTapGesture {} }, in: Size(width: 100, height: 100)).map(\.minX), expected.map(\.minX), "a tap")
        XCTAssertEqual(frames(column { $0.fixedSize() }, in: Size(width: 100, height: 100)).map(\.minX), expected.map(\.minX), "fixedSize")
        XCTAssertEqual(frames(column { bar in VStack { bar } }, in: Size(width: 100, height: 100)).map(\.minX), expected.map(\.minX), "a stack of one")
    }

    func testAFrameAlignsItsChildByTheGuideTheChildSetsAndHandsItOn() {
        // Inside a frame 60 wide, leading: the bar's leading line, 10 before
        // it, on the frame's leading edge, so the bar starts 10 in.
        let framed = Color.blue.frame(width: 20, height: 10)
            .alignmentGuide(.leading) { _ in -10 }
            .frame(width: 60, alignment: .leading)
        XCTAssertEqual(frames(framed, in: Size(width: 60, height: 10)).last, Rect(x: 10, y: 0, width: 20, height: 10))
        // Centred in the frame instead, the bar starts 20 in, and the
        // frame's leading line is the bar's, 10 in: in a column it goes on
        // the red bar's leading edge, as a frame hands its child's guides on.
        let column = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 10)
                .alignmentGuide(.leading) { _ in -10 }
                .frame(width: 60, alignment: .center)
        }
        XCTAssertEqual(frames(column, in: Size(width: 100, height: 100)).map(\.minX), [30, 40])
    }
}

/// A bar that sets its leading line 30 before itself.
private struct GuidedBar: View {
    var body: some View {
        Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { _ in -30 }
    }
}
