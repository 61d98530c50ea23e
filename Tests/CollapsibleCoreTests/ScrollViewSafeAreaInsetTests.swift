import XCTest
@testable import CollapsibleCore

/// A scroll view under a `safeAreaInset`'s bar, as a chat's input bar sits
/// under its messages: the scroll view keeps the whole window, its content
/// passes under the bar, which draws over it and takes the taps there, and
/// the content is inset by the bar's room so that its ends, a view scrolled
/// to and the indicator all come to rest clear of it. In a window 200
/// square, over twenty rows 20 high.
final class ScrollViewSafeAreaInsetTests: XCTestCase {
    private let size = Size(width: 200, height: 200)

    /// What was tapped: the rows by their number, and the bar.
    final class Taps {
        var rows: [Int] = []
        var bar = 0
    }

    /// The rows under a bar at the bottom, 40 high and 10 from the
    /// content, which a tap scrolls to row 15 or grows to 80 high.
    private struct Chat: View {
        enum BarTap { case scrollsToRow15, grows }
        let taps: Taps
        let barTap: BarTap
        @State private var barHeight: CGFloat = 40

        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { index in
                            rowColor(index).frame(height: 20).onTapGesture { taps.rows.append(index) }
                        }
                    }
                }
                .safeAreaInset(edge: .bottom, spacing: 10) {
                    Color.black.frame(height: barHeight).onTapGesture {
                        taps.bar += 1
                        switch barTap {
                        case .scrollsToRow15: proxy.scrollTo(15)
                        case .grows: barHeight = 80
                        }
                    }
                }
            }
        }
    }

    private var rows: some View {
        ScrollView { VStack(spacing: 0) { ForEach(0..<20, id: \.self) { rowColor($0).frame(height: 20) } } }
    }

    private func bar(_ height: CGFloat) -> some View { Color.black.frame(height: height) }

    /// The state of the one scroll view in `live`, or the one whose
    /// viewport is `height` high.
    private func scroller(_ live: LiveView, height: Double? = nil) throws -> ScrollStates.Scroller {
        try XCTUnwrap(live.scrolls.scrollers.values.first { height == nil || $0.viewport.height == height })
    }

    func testTheScrollViewKeepsTheWholeWindowAndTheContentPassesUnderTheBar() throws {
        let live = LiveView(Chat(taps: Taps(), barTap: .grows), size: size)
        XCTAssertEqual(try scroller(live).viewport, Rect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(live.drawnOrigin(ofRow: 0), Point(x: 0, y: 0))
        XCTAssertEqual(live.drawnOrigin(ofRow: 9), Point(x: 0, y: 180), "under the bar")
        XCTAssertEqual(live.drawnFrames.last, Rect(x: 0, y: 160, width: 200, height: 40), "the bar drawn last, over the rows")
    }

    /// The bar's 40 and the spacing's 10 are the content's inset: the
    /// range grows by 50, and the last row rests 10 above the bar.
    func testTheContentsEndScrollsClearOfTheBar() throws {
        var live = LiveView(Chat(taps: Taps(), barTap: .grows), size: size)
        XCTAssertTrue(live.scrollFocused(.bottom))
        XCTAssertEqual(try scroller(live).limit.y, 400 - 150)
        XCTAssertEqual(live.drawnOrigin(ofRow: 19), Point(x: 0, y: 130))
    }

    /// A bar with no action of its own still keeps the rows under it from
    /// a tap, as any view drawn over another does.
    func testABarWithNoActionKeepsTheTapFromTheRowsUnderIt() {
        let taps = Taps()
        var live = LiveView(ScrollView {
            VStack(spacing: 0) { ForEach(0..<20, id: \.self) { index in rowColor(index).frame(height: 20).onTapGesture { taps.rows.append(index) } } }
        }
        .safeAreaInset(edge: .bottom, spacing: 0) { Text("Bar").frame(maxWidth: .infinity, minHeight: 40).background(.bar) }, size: size)
        live.tap(at: Point(x: 100, y: 180))
        XCTAssertEqual(taps.rows, [])
        live.tap(at: Point(x: 100, y: 150))
        XCTAssertEqual(taps.rows, [7])
    }

    /// Page Down moves by what shows clear of the bar, less a tenth: 135.
    func testPageDownPagesWhatShowsClearOfTheBar() {
        var live = LiveView(Chat(taps: Taps(), barTap: .grows), size: size)
        XCTAssertTrue(live.scrollFocused(.pageDown))
        XCTAssertEqual(live.drawnOrigin(ofRow: 0), Point(x: 0, y: -135))
    }

    func testTheBarTakesTheTapsWhereItIsDrawn() {
        let taps = Taps()
        var live = LiveView(Chat(taps: taps, barTap: .grows), size: size)
        live.tap(at: Point(x: 100, y: 155))
        XCTAssertEqual(taps.rows, [7], "a row in the spacing above the bar")
        live.tap(at: Point(x: 100, y: 180))
        XCTAssertEqual(taps.bar, 1)
        XCTAssertEqual(taps.rows, [7], "not the row under the bar")
    }

    /// Row 15, from 300 to 320, brought into sight with the least move:
    /// its bottom at the end of the 150 clear of the bar.
    func testAViewScrolledToRestsClearOfTheBar() {
        var live = LiveView(Chat(taps: Taps(), barTap: .scrollsToRow15), size: size)
        live.tap(at: Point(x: 100, y: 180))
        XCTAssertEqual(live.drawnOrigin(ofRow: 15), Point(x: 0, y: 130))
    }

    /// A bar grown to 80 insets the content by 90: the last row rests at
    /// 200 - 90 - 20.
    func testABarThatGrowsInsetsTheContentMore() throws {
        var live = LiveView(Chat(taps: Taps(), barTap: .grows), size: size)
        live.tap(at: Point(x: 100, y: 180))
        XCTAssertEqual(live.drawnFrames.last, Rect(x: 0, y: 120, width: 200, height: 80))
        XCTAssertEqual(try scroller(live).viewport, Rect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertTrue(live.scrollFocused(.bottom))
        XCTAssertEqual(live.drawnOrigin(ofRow: 19), Point(x: 0, y: 90))
    }

    /// The track stops 50 short of the bottom: 144 long, the bar 150 / 400
    /// of it, ending 3 above the bar's room.
    func testTheIndicatorRunsClearOfTheBar() throws {
        var live = LiveView(Chat(taps: Taps(), barTap: .grows), size: size)
        live.scrollFocused(.bottom)
        let thumb = try XCTUnwrap(ScrollBarGeometry(try scroller(live), axis: .vertical).thumb)
        XCTAssertEqual(thumb.maxY, 200 - 50 - 3)
        XCTAssertEqual(thumb.height, 144 * 150 / 400)
    }

    /// A bar of 30 at the top: the first row starts under it, and the
    /// geometry has it as an inset, with the offset of the content's own
    /// top, as UIKit's scroll views tell theirs.
    func testABarAtTheTopIsAnInsetOfTheGeometry() {
        final class Seen { var geometry: ScrollGeometry? }
        let seen = Seen()
        var live = LiveView(rows.onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, new in seen.geometry = new }
            .safeAreaInset(edge: .top, spacing: 0) { bar(30) }, size: size)
        XCTAssertEqual(live.drawnOrigin(ofRow: 0), Point(x: 0, y: 30))
        live.scroll(by: Point(x: 0, y: 40), at: Point(x: 100, y: 100))
        XCTAssertEqual(live.drawnOrigin(ofRow: 0), Point(x: 0, y: -10), "under the bar")
        XCTAssertEqual(seen.geometry?.contentOffset, Point(x: 0, y: 10))
        XCTAssertEqual(seen.geometry?.contentInsets, EdgeInsets(top: 30))
        XCTAssertEqual(seen.geometry?.contentSize, Size(width: 200, height: 400))
        XCTAssertEqual(seen.geometry?.containerSize, Size(width: 200, height: 200))
    }

    /// Rows 50 high aligned on their views under a bar of 30 at the top:
    /// a scroll of 60 settles on the second row, its top on the bar's bottom.
    func testAViewAlignedRowRestsClearOfTheBar() {
        var live = LiveView(ScrollView {
            VStack(spacing: 0) { ForEach(0..<10, id: \.self) { rowColor($0).frame(height: 50) } }.scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .safeAreaInset(edge: .top, spacing: 0) { bar(30) }, size: size)
        live.scroll(by: Point(x: 0, y: 60), at: Point(x: 100, y: 100))
        for step in 0...300 { live.advance(to: Double(step) / 60) }
        XCTAssertEqual(live.drawnOrigin(ofRow: 1), Point(x: 0, y: 30))
    }

    /// `safeAreaPadding` is room of the safe area as a bar's is: the
    /// scroll view keeps the window and its content starts 20 down.
    func testSafeAreaPaddingInsetsTheContent() throws {
        var live = LiveView(rows.safeAreaPadding(.top, 20), size: size)
        XCTAssertEqual(try scroller(live).viewport, Rect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(live.drawnOrigin(ofRow: 0), Point(x: 0, y: 20))
        XCTAssertTrue(live.scrollFocused(.bottom))
        XCTAssertEqual(live.drawnOrigin(ofRow: 19), Point(x: 0, y: 180))
    }

    /// A hundred rows under a bar of 40 at the top, whose tap sets the
    /// scroll position to row 30; what the binding was last told.
    private struct Positioned: View {
        final class Told { var position: Int?? }
        let told: Told
        @State private var position: Int?

        var body: some View {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<100, id: \.self) { rowColor($0).frame(height: 20) } }.scrollTargetLayout()
            }
            .scrollPosition(id: Binding(get: { position }, set: { position = $0; told.position = $0 }))
            .safeAreaInset(edge: .top, spacing: 0) { Color.black.frame(height: 40).onTapGesture { position = 30 } }
        }
    }

    /// The position is the first row clear of the bar, and a row set as
    /// the position rests on the bar's bottom.
    func testTheScrollPositionIsTheFirstRowClearOfTheBar() {
        let told = Positioned.Told()
        var live = LiveView(Positioned(told: told), size: size)
        live.scroll(by: Point(x: 0, y: 50), at: Point(x: 100, y: 140))
        XCTAssertEqual(told.position, 2, "row 2 spans 40 to 60: the first clear of the bar at 50")
        live.scrollFocused(.bottom)
        XCTAssertEqual(told.position, 92, "the last eight rows fill the 160 clear of the bar")
        live.tap(at: Point(x: 100, y: 20))
        XCTAssertEqual(live.drawnOrigin(ofRow: 30), Point(x: 0, y: 40))
    }

    /// A header 30 high pinned under a bar of 40 at the top: once its
    /// section scrolls under the bar, it stays on the bar's bottom.
    func testAPinnedHeaderStaysClearOfTheBar() {
        var live = LiveView(ScrollView {
            LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
                ForEach(0..<3, id: \.self) { section in
                    Section {
                        ForEach(0..<10, id: \.self) { rowColor(section * 10 + $0).frame(height: 20) }
                    } header: {
                        Color.red.frame(height: 30)
                    }
                }
            }
        }
        .safeAreaInset(edge: .top, spacing: 0) { bar(40) }, size: size)
        XCTAssertEqual(live.drawnFrames.filter { $0.height == 30 }.first?.minY, 40)
        live.scroll(by: Point(x: 0, y: 50), at: Point(x: 100, y: 100))
        XCTAssertEqual(live.drawnFrames.filter { $0.height == 30 }.first?.minY, 40)
    }

    /// A lazy stack under a bar of 150 at the top makes the rows under the
    /// bar too: scrolled by 1,000, row 43, at 860, shows at 10.
    func testALazyStackMakesTheRowsUnderTheBar() {
        var live = LiveView(ScrollView { LazyVStack(spacing: 0) { ForEach(0..<100, id: \.self) { rowColor($0).frame(height: 20) } } }
            .safeAreaInset(edge: .top, spacing: 0) { bar(150) }, size: size)
        live.scroll(by: Point(x: 0, y: 1000), at: Point(x: 100, y: 180))
        XCTAssertEqual(live.drawnOrigin(ofRow: 43), Point(x: 0, y: 10))
    }

    func testAListUnderABarKeepsTheWholeWindow() throws {
        var live = LiveView(List { ForEach(0..<30, id: \.self) { Text("Row \($0)") } }
            .safeAreaInset(edge: .bottom, spacing: 0) { bar(50) }, size: size)
        let state = try scroller(live)
        XCTAssertEqual(state.viewport, Rect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertGreaterThan(state.content.height, 200)
        XCTAssertEqual(state.limit.y, state.content.height - 150)
        XCTAssertTrue(live.scrollFocused(.bottom))
        XCTAssertEqual(try scroller(live).offset.y, state.content.height - 150)
    }

    func testAFormUnderABarKeepsTheWholeWindow() throws {
        var live = LiveView(Form { Section { ForEach(0..<30, id: \.self) { Text("Row \($0)") } } }
            .safeAreaInset(edge: .bottom, spacing: 0) { bar(50) }, size: size)
        let state = try scroller(live)
        XCTAssertEqual(state.viewport, Rect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(live.drawnFrames.first, Rect(x: 0, y: 0, width: 200, height: 200), "its grouped background under the bar too")
        XCTAssertTrue(live.scrollFocused(.bottom))
        XCTAssertEqual(try scroller(live).offset.y, state.content.height - 150)
    }

    /// A scroll view that ignores the safe area runs under the bar with no
    /// inset: its end rests under the bar.
    func testAScrollViewThatIgnoresTheSafeAreaIsNotInset() throws {
        var live = LiveView(rows.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 10) { bar(40) }, size: size)
        XCTAssertTrue(live.scrollFocused(.bottom))
        XCTAssertEqual(try scroller(live).limit.y, 200)
        XCTAssertEqual(live.drawnOrigin(ofRow: 19), Point(x: 0, y: 180))
    }

    /// The room the outer scroll view takes is its content's inset: a
    /// scroll view at the top of that content does not take it again.
    func testAScrollViewInsideTakesNoRoomAgain() throws {
        let live = LiveView(ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) { Color.red.frame(width: 400, height: 100) }
                Color.blue.frame(height: 300)
            }
        }
        .safeAreaInset(edge: .top, spacing: 0) { bar(30) }, size: size)
        XCTAssertEqual(try scroller(live, height: 100).viewport, Rect(x: 0, y: 30, width: 200, height: 100))
        XCTAssertEqual(try scroller(live, height: 200).viewport, Rect(x: 0, y: 0, width: 200, height: 200))
    }

    /// Ten cards 50 wide in a horizontal scroll view under a bar 50 wide
    /// at the trailing edge: the last card rests on the bar's leading edge.
    func testAHorizontalScrollViewUnderABarAtItsEnd() throws {
        var live = LiveView(ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<10, id: \.self) { rowColor($0).frame(width: 50) } }
        }
        .safeAreaInset(edge: .trailing, spacing: 0) { Color.black.frame(width: 50) }, size: size)
        XCTAssertEqual(try scroller(live).viewport, Rect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertTrue(live.scrollFocused(.bottom))
        XCTAssertEqual(live.drawnOrigin(ofRow: 9), Point(x: 100, y: 0))
    }

    // Bad input.

    /// A bar taller than the window leaves nothing clear: the whole
    /// content is the range, and the bar is drawn where it is, centred in
    /// the window as any view too tall for it.
    func testAnInsetTallerThanTheViewport() throws {
        var live = LiveView(rows.safeAreaInset(edge: .bottom, spacing: 0) { bar(300) }, size: size)
        XCTAssertEqual(live.drawnFrames.last, Rect(x: 0, y: -50, width: 200, height: 300))
        live.scrollFocused(.bottom)
        let state = try scroller(live)
        XCTAssertEqual(state.offset.y, 400)
        XCTAssertEqual(state.clear.height, 0)
    }

    /// Spacing that is not a number is none: the last row rests on the bar.
    func testASpacingThatIsNotANumberIsNone() {
        var live = LiveView(rows.safeAreaInset(edge: .bottom, spacing: .nan) { bar(40) }, size: size)
        XCTAssertTrue(live.scrollFocused(.bottom))
        XCTAssertEqual(live.drawnOrigin(ofRow: 19), Point(x: 0, y: 140))
    }
}
