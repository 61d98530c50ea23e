import XCTest
@testable import CollapsibleCore

/// `contentMargins` as a program uses it: room around a scroll view's
/// content that scrolls with it, bars that run inside their margins, and
/// the geometry `onScrollGeometryChange` is told, with the margins as
/// insets, as UIKit's scroll views tell theirs.
final class ContentMarginsTests: XCTestCase {
    private let size = Size(width: 200, height: 200)

    /// Twenty rows 20 high.
    private var rows: some View {
        ScrollView { VStack(spacing: 0) { ForEach(0..<20, id: \.self) { rowColor($0).frame(height: 20) } } }
    }

    func testTheContentsEndsShowAwayFromTheViewportsEdges() {
        var live = LiveView(rows.contentMargins(.vertical, 30, for: .scrollContent), size: size)
        XCTAssertEqual(live.drawnOrigin(ofRow: 0), Point(x: 0, y: 30))
        live.scrollFocused(.bottom)
        XCTAssertEqual(live.drawnOrigin(ofRow: 19), Point(x: 0, y: 150), "the last row's bottom 30 above the viewport's")
    }

    func testMarginsAcrossTheAxisNarrowTheContent() {
        let live = LiveView(rows.contentMargins(.horizontal, 20), size: size)
        XCTAssertEqual(live.drawnFrames.first, Rect(x: 20, y: 0, width: 160, height: 20))
    }

    func testTheGeometryHasTheMarginsAsInsets() {
        final class Seen { var geometry: ScrollGeometry? }
        let seen = Seen()
        var live = LiveView(rows.contentMargins(.top, 30)
            .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in seen.geometry = new }, size: size)
        live.scroll(by: Point(x: 0, y: 40), at: Point(x: 100, y: 100))
        XCTAssertEqual(seen.geometry?.contentOffset, Point(x: 0, y: 10), "30 of the 40 scrolled were the margin")
        XCTAssertEqual(seen.geometry?.contentInsets, EdgeInsets(top: 30))
        XCTAssertEqual(seen.geometry?.contentSize, Size(width: 200, height: 400))
        XCTAssertEqual(seen.geometry?.containerSize, Size(width: 200, height: 200))
    }

    func testIndicatorMarginsMoveTheBarAndNotTheContent() throws {
        var live = LiveView(rows.contentMargins(.vertical, 50, for: .scrollIndicators), size: size)
        XCTAssertEqual(live.drawnOrigin(ofRow: 0), Point(x: 0, y: 0))
        live.scrollFocused(.bottom)
        let scroller = try XCTUnwrap(live.scrolls.scrollers.keys.first)
        let bar = try XCTUnwrap(ScrollBarGeometry(try XCTUnwrap(live.scrolls[scroller]), axis: .vertical).thumb)
        XCTAssertEqual(bar.maxY, 200 - 50 - 3, "at the end of a track that stops 50 short of the bottom")
        XCTAssertEqual(bar.height, 47, "half the track of 94, as half the content shows")
    }

    func testViewAlignedCardsRestInsideTheMargins() {
        var live = LiveView(ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<10, id: \.self) { rowColor($0).frame(width: 150) } }.scrollTargetLayout()
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned), size: size)
        live.scroll(by: Point(x: 100, y: 0), at: Point(x: 100, y: 100))
        for step in 0...300 { live.advance(to: Double(step) / 60) }
        XCTAssertEqual(live.drawnOrigin(ofRow: 1)?.x, 20, "the second card at the leading margin")
    }

    /// A position scrolled to shows the row inside the margins, as UIKit
    /// keeps a view scrolled to inside its insets.
    func testAPositionScrollsTheRowToInsideTheMargins() {
        final class Told { var position: Int? }
        struct Positioned: View {
            let told: Told
            @State var position: Int? = 5
            var body: some View {
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<20, id: \.self) { rowColor($0).frame(height: 20) } }.scrollTargetLayout()
                }
                .contentMargins(.top, 30)
                .scrollPosition(id: Binding(get: { position }, set: { position = $0; told.position = $0 }))
            }
        }
        let told = Told()
        var live = LiveView(Positioned(told: told), size: size)
        XCTAssertEqual(live.drawnOrigin(ofRow: 5)?.y, 30)
        live.scroll(by: Point(x: 0, y: 15), at: Point(x: 100, y: 100))
        XCTAssertEqual(told.position, 5, "row 5 is still the first below the margin: the rows above it show over the margin")
    }

    func testAMarginThatIsNotANumberIsNone() {
        let live = LiveView(rows.contentMargins(.all, .nan), size: size)
        XCTAssertEqual(live.drawnFrames.first, Rect(x: 0, y: 0, width: 200, height: 20))
    }
}
