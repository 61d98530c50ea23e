import XCTest
@testable import CollapsibleCore

/// `aspectRatio` against SwiftUI's rule, in a window 300 wide and 200 tall.
final class AspectRatioTests: XCTestCase {
    /// The content is offered its ratio scaled to the least of the offer's
    /// scales (fit) or the greatest (fill): 2 to 1 in 300 by 200 scales by
    /// 150 or 200.
    func testAspectRatioFitsOrFills() {
        XCTAssertEqual(frames(Rectangle().aspectRatio(2, contentMode: .fit)), [Rect(x: 0, y: 25, width: 300, height: 150)])
        XCTAssertEqual(frames(Rectangle().aspectRatio(2, contentMode: .fill)), [Rect(x: -50, y: 0, width: 400, height: 200)])
        XCTAssertEqual(frames(Rectangle().aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit)),
                       [Rect(x: 0, y: 25, width: 300, height: 150)])
        // The graph's 16 to 9: 300 across is 168.75 down, from 15.625, drawn
        // from 16 to 184.375's nearest pixel.
        let graph = frames(Rectangle().aspectRatio(16/9, contentMode: .fit))[0]
        XCTAssertEqual(graph, onPixels(Rect(x: 0, y: 15.625, width: 300, height: 168.75)))
        XCTAssertEqual(graph, Rect(x: 0, y: 16, width: 300, height: 168))
        // An axis offered nothing sets no scale.
        XCTAssertEqual(frames(Rectangle().aspectRatio(2, contentMode: .fill).fixedSize(horizontal: false, vertical: true)),
                       [Rect(x: 0, y: 25, width: 300, height: 150)])
    }

    /// With no ratio the content's ideal size gives it: 40 by 20 is 2 to 1,
    /// and nothing by nothing a square, as SwiftUI takes equal sides.
    func testANilRatioIsTheContentsIdeal() {
        XCTAssertEqual(frames(Color.red.frame(idealWidth: 40, idealHeight: 20).aspectRatio(contentMode: .fit)),
                       [Rect(x: 0, y: 25, width: 300, height: 150)])
        XCTAssertEqual(frames(Color.red.frame(idealWidth: 0, idealHeight: 0).aspectRatio(contentMode: .fit)),
                       [Rect(x: 50, y: 0, width: 200, height: 200)])
    }

    /// No ratio breaks layout: nothing across is a line down, an infinite
    /// ratio a line across, and one that is no number or less than nothing
    /// leaves the content's own, a shape's square.
    func testBadRatiosGetSoundAnswers() {
        XCTAssertEqual(frames(Rectangle().aspectRatio(0, contentMode: .fit)), [Rect(x: 150, y: 0, width: 0, height: 200)])
        XCTAssertEqual(frames(Rectangle().aspectRatio(.infinity, contentMode: .fill)), [Rect(x: 0, y: 100, width: 300, height: 0)])
        for bad in [Double.nan, -2] {
            XCTAssertEqual(frames(Rectangle().aspectRatio(bad, contentMode: .fit)), [Rect(x: 50, y: 0, width: 200, height: 200)])
        }
        XCTAssertEqual(frames(Rectangle().aspectRatio(CGSize(width: 0, height: 0), contentMode: .fill)),
                       [Rect(x: 0, y: -50, width: 300, height: 300)])
    }
}
