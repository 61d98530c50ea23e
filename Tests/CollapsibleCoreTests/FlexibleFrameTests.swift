import XCTest
@testable import CollapsibleCore

/// The flexible frame against SwiftUI's rule (`_FlexFrameLayout`), worked
/// out by hand in a window 300 wide and 200 tall.
final class FlexibleFrameTests: XCTestCase {
    /// A 50 by 50 view.
    private let square = Color.red.frame(width: 50, height: 50)

    /// With a maximum only, the frame is the offer or its content if more,
    /// never above the maximum: an infinite maximum takes all it is offered.
    func testAnInfiniteMaximumTakesTheWholeOffer() {
        XCTAssertEqual(frames(square.frame(maxWidth: .infinity).background(Color.blue)),
                       [Rect(x: 0, y: 75, width: 300, height: 50), Rect(x: 125, y: 75, width: 50, height: 50)])
        // The content is offered the maximum: a shape takes it all.
        XCTAssertEqual(frames(Rectangle().frame(maxWidth: 100)), [Rect(x: 100, y: 0, width: 100, height: 200)])
    }

    /// With a minimum only, the frame is its content, or the offer if less,
    /// never below the minimum.
    func testAMinimumWidensASmallerView() {
        XCTAssertEqual(frames(square.frame(minWidth: 100).background(Color.blue)),
                       [Rect(x: 100, y: 75, width: 100, height: 50), Rect(x: 125, y: 75, width: 50, height: 50)])
        // Offered 80, a shape is offered the minimum, 100, and the frame
        // overflows the window evenly.
        XCTAssertEqual(frames(Rectangle().frame(minWidth: 100), in: Size(width: 80, height: 40)),
                       [Rect(x: -10, y: 0, width: 100, height: 40)])
    }

    /// With both limits the frame is the offer within them, whatever its
    /// content, which it places by its alignment.
    func testBothLimitsTakeTheOfferWithinThem() {
        XCTAssertEqual(frames(square.frame(minWidth: 100, maxWidth: 200, alignment: .leading).background(Color.blue)),
                       [Rect(x: 50, y: 75, width: 200, height: 50), Rect(x: 50, y: 75, width: 50, height: 50)])
        XCTAssertEqual(frames(square.frame(minHeight: 10, maxHeight: 20).background(Color.blue)),
                       [Rect(x: 125, y: 90, width: 50, height: 20), Rect(x: 125, y: 75, width: 50, height: 50)])
    }

    /// objc.io's example: 150 offered to an HStack, the child of at most
    /// 100 is less flexible, is offered half and takes 75; the one of at
    /// least 100 is offered the 75 left, takes 100, and the stack overflows.
    func testInAStackTheLimitsSetTheFlexibility() {
        let row = frames(HStack(spacing: 0) {
            Rectangle().frame(maxWidth: 100)
            Rectangle().frame(minWidth: 100)
        }, in: Size(width: 150, height: 10))
        XCTAssertEqual(row.map(\.width), [75, 100])
        XCTAssertEqual(row.map(\.minX), [-12.5, 62.5].map(pixel))
    }

    /// Offered nothing, the frame is its ideal, and offers it to its content;
    /// offered something, it ignores its ideal.
    func testTheIdealIsTakenWhereNothingIsOffered() {
        XCTAssertEqual(frames(Color.red.frame(idealWidth: 120, idealHeight: 30).fixedSize()), [Rect(x: 90, y: 85, width: 120, height: 30)])
        XCTAssertEqual(frames(Color.red.frame(idealWidth: 120, idealHeight: 30)), [Rect(x: 0, y: 0, width: 300, height: 200)])
        // No ideal: a shape's ideal is 10 by 10, raised to the minimum.
        XCTAssertEqual(frames(Rectangle().frame(minWidth: 40).fixedSize()), [Rect(x: 130, y: 95, width: 40, height: 10)])
    }

    /// Offered nothing, a text of 51 (five characters at 17 by the fixed
    /// measure) in a frame of at most 30 makes the frame 30; placed, the
    /// text is offered the frame's 30, not nothing, and fits it.
    func testContentIsPlacedOfferedTheFramesLength() {
        let text = frames(Text("Hello").frame(maxWidth: 30).fixedSize())
        XCTAssertEqual(text.map(\.width), [30])
        XCTAssertEqual(text.map(\.minX), [135])
        // Where the frame's limits left the content free, it is offered
        // nothing again, and keeps the ideal 10 by 10 it chose; offered the
        // frame's 10 by 10, the ratio of 2 to 1 would make it 10 by 5.
        XCTAssertEqual(frames(Rectangle().aspectRatio(2, contentMode: .fit).frame(minWidth: 5, maxWidth: 100).fixedSize()),
                       [Rect(x: 145, y: 95, width: 10, height: 10)])
    }

    /// SwiftUI's answers to limits it cannot follow: a negative length is
    /// nothing, one that is no number or an infinite minimum is no limit, a
    /// minimum above the maximum gives way to the content, which is offered
    /// the maximum; each said in SwiftUI's words.
    func testBadLimitsGetSoundAnswers() {
        func laidOut<V: View>(_ view: V) -> (frames: [Rect], said: [String]) {
            let heard = Lines()
            let live = LiveView(view, size: Size(width: 300, height: 200), measure: FixedMeasure(), diagnostics: heard.diagnostics)
            return (live.displayList(scale: 1).items.map(\.frame), heard.lines)
        }
        let contradictory = laidOut(Rectangle().frame(minWidth: 200, maxWidth: 100))
        XCTAssertEqual(contradictory.frames, [Rect(x: 100, y: 0, width: 100, height: 200)])
        XCTAssertEqual(contradictory.said, ["Contradictory frame constraints specified."])
        let negative = laidOut(Rectangle().frame(minWidth: .nan, maxWidth: -5))
        XCTAssertEqual(negative.frames, [Rect(x: 150, y: 0, width: 0, height: 200)])
        XCTAssertEqual(negative.said, ["Invalid frame dimension (negative or non-finite)."])
        let infinite = laidOut(Rectangle().frame(minHeight: .infinity, idealHeight: .nan))
        XCTAssertEqual(infinite.frames, [Rect(x: 0, y: 0, width: 300, height: 200)])
        XCTAssertEqual(infinite.said, ["Invalid frame dimension (negative or non-finite)."])
        XCTAssertEqual(laidOut(Rectangle().frame(minWidth: 10, idealWidth: 20, maxWidth: .infinity)).said, [])
    }

    /// What was there keeps its rule beside the flexible frame: a spacer
    /// takes what the frame of at most 50 leaves (292 less 50), and a clear
    /// colour fills the frame it is given, as the grids' measure uses it.
    func testSpacerAndClearStayAsTheyWere() {
        XCTAssertEqual(frames(HStack { Spacer(); Color.red.frame(maxWidth: 50) }), [Rect(x: 250, y: 0, width: 50, height: 200)])
        let measured = square.padding(.bottom, 25).overlay(Color.clear.frame(height: 25), alignment: .bottom)
        XCTAssertEqual(frames(measured),
                       [Rect(x: 125, y: 62.5, width: 50, height: 50), Rect(x: 125, y: 112.5, width: 50, height: 25)].map(onPixels))
    }
}
