import XCTest
@testable import CollapsibleCore

/// What a scrolled view's user sees: the content moved by the offset,
/// clipped to the viewport and hit there only, the offset kept inside the
/// content, and no body evaluated again for a scroll.
final class ScrollViewTests: XCTestCase {
    private let size = Size(width: 200, height: 200)

    /// Twenty bands 50 high, each a button that counts its taps.
    private struct Bands: View {
        let taps: TapCounter
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { index in
                        Color(red: Double(index) / 20, green: 0, blue: 0).frame(height: 50)
                            .onTapGesture { taps.count[index, default: 0] += 1 }
                    }
                }
            }
        }
    }

    /// What a view's taps counted, by its number.
    final class TapCounter { var count: [Int: Int] = [:] }

    func testTheContentStartsAtTheTopAndMovesByTheOffset() {
        var live = LiveView(Bands(taps: TapCounter()), size: size)
        XCTAssertEqual(live.drawnFrames.first, Rect(x: 0, y: 0, width: 200, height: 50))
        XCTAssertTrue(live.scroll(by: Point(x: 0, y: 120), at: Point(x: 100, y: 100)))
        XCTAssertEqual(live.drawnFrames.first, Rect(x: 0, y: -120, width: 200, height: 50))
        XCTAssertEqual(live.drawnFrames[3], Rect(x: 0, y: 30, width: 200, height: 50))
    }

    func testTheOffsetStaysInsideTheContent() {
        var live = LiveView(Bands(taps: TapCounter()), size: size)
        XCTAssertFalse(live.scroll(by: Point(x: 0, y: -50), at: Point(x: 100, y: 100)), "already at the top")
        XCTAssertTrue(live.scroll(by: Point(x: 0, y: 100_000), at: Point(x: 100, y: 100)))
        XCTAssertEqual(live.drawnFrames.last, Rect(x: 0, y: 150, width: 200, height: 50), "the last band at the bottom")
        XCTAssertFalse(live.scroll(by: Point(x: 0, y: .nan), at: Point(x: 100, y: 100)))
        XCTAssertFalse(live.scroll(by: Point(x: 0, y: .infinity), at: Point(x: 100, y: 100)))
        XCTAssertEqual(live.drawnFrames.last, Rect(x: 0, y: 150, width: 200, height: 50))
    }

    /// The touchpad's scroll comes in fractions of the wheel's notch, GTK's step of the
    /// viewport's length to the power two thirds; one that is no number moves nothing.
    func testTheTouchpadScrollsByFractionsOfANotch() {
        var live = LiveView(Bands(taps: TapCounter()), size: size)
        let notch = LiveView.wheelStep(200)
        XCTAssertTrue(live.scroll(notches: Point(x: 0, y: 0.25), at: Point(x: 100, y: 100)))
        XCTAssertTrue(live.scroll(notches: Point(x: 0, y: 0.5), at: Point(x: 100, y: 100)))
        XCTAssertEqual(live.drawnFrames.first?.y ?? 0, -(0.75 * notch).rounded(), accuracy: 1e-9, "on the pixel grid")
        XCTAssertFalse(live.scroll(notches: Point(x: 0, y: .nan), at: Point(x: 100, y: 100)))
        XCTAssertFalse(live.scroll(notches: Point(x: .infinity, y: 1), at: Point(x: 100, y: 100)))
        XCTAssertEqual(live.drawnFrames.first?.y ?? 0, -(0.75 * notch).rounded(), accuracy: 1e-9)
    }

    func testTheViewportClipsWhatItDrawsAndWhatIsHit() {
        let taps = TapCounter()
        var live = LiveView(VStack(spacing: 0) { Bands(taps: taps).frame(height: 100); Color.blue.frame(height: 100) }, size: size)
        guard case .effect(.clip(.rectangle, let frame, _), _)? = live.displayList(scale: 1).items.first?.content else {
            return XCTFail("no clip around the content: \(live.displayList(scale: 1).items)")
        }
        XCTAssertEqual(frame, Rect(x: 0, y: 0, width: 200, height: 100))
        live.scroll(by: Point(x: 0, y: 75), at: Point(x: 100, y: 50))
        // Band 2 is at 25 to 75 now; band 3, at 75 to 125, is cut at 100.
        live.tap(at: Point(x: 100, y: 30))
        live.tap(at: Point(x: 100, y: 110))
        XCTAssertEqual(taps.count, [2: 1], "the band under the pointer as drawn, none beyond the viewport")
    }

    /// A band scrolled up out of the viewport lies over the view above the
    /// scroll view: the viewport cuts it away from taps as from the eye,
    /// as UIKit's scroll view does what it holds, and the view above takes the tap.
    func testABandScrolledOutOfTheViewportLeavesTheViewAboveItsTap() {
        let taps = TapCounter()
        var live = LiveView(VStack(spacing: 0) {
            Color.green.frame(height: 50).onTapGesture { taps.count[-1, default: 0] += 1 }
            Bands(taps: taps).frame(height: 100)
        }, size: size)
        // The scroll view is at 75 to 175; scrolled by 100, band 1 is drawn at 25 to 75, over the green.
        live.scroll(by: Point(x: 0, y: 100), at: Point(x: 100, y: 125))
        live.tap(at: Point(x: 100, y: 50))
        live.tap(at: Point(x: 100, y: 100))
        XCTAssertEqual(taps.count, [-1: 1, 2: 1], "the view above where band 1 is cut away, and band 2 in the viewport")
    }

    func testAScrollEvaluatesNothingAgain() {
        var live = LiveView(Bands(taps: TapCounter()), size: size)
        let evaluations = live.evaluations
        live.scroll(by: Point(x: 0, y: 80), at: Point(x: 100, y: 100))
        XCTAssertEqual(live.evaluations, evaluations)
    }

    func testTheWheelStepsAsGTKs() {
        var live = LiveView(Bands(taps: TapCounter()), size: size)
        XCTAssertTrue(live.scrollWheel(button: 5, at: Point(x: 100, y: 100)))
        XCTAssertEqual(live.drawnFrames.first!.minY, -(pow(200, 2.0 / 3.0)).rounded(), accuracy: 1e-9)
        XCTAssertTrue(live.scrollWheel(button: 4, at: Point(x: 100, y: 100)))
        XCTAssertEqual(live.drawnFrames.first!.minY, 0)
        XCTAssertFalse(live.scrollWheel(button: 6, at: Point(x: 100, y: 100)), "no horizontal axis")
        XCTAssertFalse(live.scrollWheel(button: 5, at: Point(x: 300, y: 100)), "outside the window's scroll view")
    }

    func testTheKeysPageAndGoToTheEnds() {
        var live = LiveView(Bands(taps: TapCounter()), size: size)
        XCTAssertTrue(live.scrollFocused(.pageDown))
        XCTAssertEqual(live.drawnFrames.first!.minY, -180)
        XCTAssertTrue(live.scrollFocused(.bottom))
        XCTAssertEqual(live.drawnFrames.first!.minY, -800)
        XCTAssertTrue(live.scrollFocused(.top))
        XCTAssertEqual(live.drawnFrames.first!.minY, 0)
    }

    func testTheBarIsDraggedAndTheTroughPages() {
        var live = LiveView(Bands(taps: TapCounter()), size: size)
        // The bar: a fifth of the track of 194, as 200 of 1000 are in sight: 38.8 long, from 3.
        XCTAssertTrue(live.pointerPressed(at: Point(x: 196, y: 10), time: 0))
        XCTAssertTrue(live.pointerMoved(to: Point(x: 196, y: 10 + (194 - 38.8) / 2)))
        live.pointerReleased(at: Point(x: 196, y: 10 + (194 - 38.8) / 2), time: 0.1)
        XCTAssertEqual(live.drawnFrames.first!.minY, -400, "half way down the track is half way down the content")
        // Below the bar, in the trough: a page down.
        live.pointerPressed(at: Point(x: 196, y: 190), time: 1)
        live.pointerReleased(at: Point(x: 196, y: 190), time: 1.1)
        XCTAssertEqual(live.drawnFrames.first!.minY, -580)
    }

    func testTheIndicatorShowsWhileScrollingAndFades() throws {
        var live = LiveView(Bands(taps: TapCounter()), size: size)
        live.advance(to: 0)
        XCTAssertEqual(indicatorOpacity(live), 0)
        XCTAssertFalse(live.isAnimating)
        live.scroll(by: Point(x: 0, y: 400), at: Point(x: 100, y: 100))
        live.advance(to: 1)
        XCTAssertEqual(indicatorOpacity(live), 1)
        let bar = try XCTUnwrap(indicatorBar(live))
        for (shown, expected) in zip([bar.x, bar.y, bar.width, bar.height], [194, 3 + (194 - 38.8) / 2, 3, 38.8]) {
            XCTAssertEqual(shown, expected, accuracy: 1e-9, "the bar, a fifth of the track long, half way down it")
        }
        live.advance(to: 1.5 + 0.125)
        XCTAssertEqual(indicatorOpacity(live), 0.5, accuracy: 1e-9)
        XCTAssertTrue(live.isAnimating)
        live.advance(to: 2)
        XCTAssertEqual(indicatorOpacity(live), 0)
        XCTAssertFalse(live.isAnimating)
    }

    /// The pointer over the band along the edge where the bar runs: the
    /// bar shows, 8 points thick instead of 3, its outer edge kept 3 in
    /// from the viewport's, for as long as the pointer stays, asking no
    /// frame; moved away, it is 3 thick again and fades as after a scroll.
    func testTheBarWidensUnderThePointerAndNarrowsAndFadesWhenItLeaves() throws {
        var live = LiveView(Bands(taps: TapCounter()), size: size)
        live.advance(to: 0)
        XCTAssertFalse(live.pointerMoved(to: Point(x: 100, y: 100)), "over the content, no bar changes")
        XCTAssertTrue(live.pointerMoved(to: Point(x: 195, y: 100)), "over the band, 12 wide along the edge")
        live.advance(to: 1)
        XCTAssertEqual(indicatorOpacity(live), 1)
        let wide = try XCTUnwrap(indicatorBar(live))
        for (shown, expected) in zip([wide.x, wide.y, wide.width, wide.height], [189, 3, 8, 38.8]) {
            XCTAssertEqual(shown, expected, accuracy: 1e-9, "the bar at the top, 8 thick, 3 in from the edge")
        }
        XCTAssertFalse(live.isAnimating, "a bar held by the pointer asks no frame")
        live.advance(to: 5)
        XCTAssertEqual(indicatorOpacity(live), 1, "it stays while the pointer does")
        XCTAssertFalse(live.pointerMoved(to: Point(x: 190, y: 150)), "still over the band")
        XCTAssertTrue(live.pointerMoved(to: Point(x: 150, y: 150)))
        live.advance(to: 6)
        let narrow = try XCTUnwrap(indicatorBar(live))
        XCTAssertEqual(narrow.x, 194, accuracy: 1e-9)
        XCTAssertEqual(narrow.width, 3, accuracy: 1e-9)
        XCTAssertTrue(live.isAnimating, "it fades")
        live.advance(to: 6.5 + 0.125)
        XCTAssertEqual(indicatorOpacity(live), 0.5, accuracy: 1e-9)
        XCTAssertTrue(live.pointerMoved(to: Point(x: 198, y: 150)))
        XCTAssertTrue(live.pointerLeft(), "the pointer leaving the window from the band lets the bar go")
        var hidden = LiveView(Bands(taps: TapCounter()).scrollIndicators(.hidden), size: size)
        XCTAssertFalse(hidden.pointerMoved(to: Point(x: 195, y: 100)), "hidden indicators do not show under the pointer")
    }

    func testHiddenIndicatorsAndADisabledScrollView() {
        var live = LiveView(Bands(taps: TapCounter()).scrollIndicators(.hidden), size: size)
        live.scroll(by: Point(x: 0, y: 400), at: Point(x: 100, y: 100))
        live.advance(to: 1)
        XCTAssertEqual(indicatorOpacity(live), 0)
        var disabled = LiveView(Bands(taps: TapCounter()).scrollDisabled(true), size: size)
        XCTAssertFalse(disabled.scroll(by: Point(x: 0, y: 400), at: Point(x: 100, y: 100)))
        XCTAssertFalse(disabled.scrollWheel(button: 5, at: Point(x: 100, y: 100)))
    }

    /// `safeAreaInset` on a scroll view: the bar keeps its room along the
    /// edge, and the content's end scrolls into sight above it.
    func testASafeAreaInsetKeepsTheContentsEndInSightAboveTheBar() {
        var live = LiveView(Bands(taps: TapCounter()).safeAreaInset(edge: .bottom) { Color.blue.frame(height: 40) }, size: size)
        XCTAssertTrue(live.scrollFocused(.bottom))
        XCTAssertEqual(live.drawnFrames[19], Rect(x: 0, y: 110, width: 200, height: 50), "the last band's bottom on the bar's top")
        XCTAssertEqual(live.drawnFrames[20], Rect(x: 0, y: 160, width: 200, height: 40), "the bar at the bottom")
    }

    func testAHorizontalScrollViewCentresItsContentAcross() {
        var live = LiveView(ScrollView(.horizontal) {
            HStack(spacing: 0) { ForEach(0..<10) { _ in Color.red.frame(width: 50, height: 40) } }
        }, size: size)
        XCTAssertEqual(live.drawnFrames.first, Rect(x: 0, y: 80, width: 50, height: 40))
        XCTAssertTrue(live.scrollWheel(button: 7, at: Point(x: 100, y: 100)))
        XCTAssertEqual(live.drawnFrames.first!.minX, -(pow(200, 2.0 / 3.0)).rounded(), accuracy: 1e-9)
    }

    func testTheInnermostScrollViewThatCanMoveTakesTheWheel() {
        var live = LiveView(ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) { Color.red.frame(width: 400, height: 100) }.frame(height: 100)
                Color.blue.frame(height: 300)
            }
        }, size: size)
        XCTAssertTrue(live.scrollWheel(button: 7, at: Point(x: 100, y: 50)))
        XCTAssertEqual(live.drawnFrames.first!.minX, -(pow(200, 2.0 / 3.0)).rounded(), accuracy: 1e-9)
        XCTAssertTrue(live.scrollWheel(button: 5, at: Point(x: 100, y: 50)), "the outer one takes what the inner cannot")
        XCTAssertEqual(live.drawnFrames.first!.minY, -(pow(200, 2.0 / 3.0)).rounded(), accuracy: 1e-9)
    }

    // Helpers.

    /// The indicator's group: its opacity, 1 where it has none.
    private func indicatorOpacity(_ live: LiveView) -> Double {
        func find(_ items: [DisplayItem]) -> Double? {
            for item in items {
                switch item.content {
                case .effect(.opacity(let opacity), let inner) where inner.contains(where: \.isPath): return opacity
                case .effect(_, let inner): if let found = find(inner) { return found }
                case .shape(.path(let path), _): return path.isEmpty ? 0 : 1
                default: continue
                }
            }
            return nil
        }
        return find(live.displayList(scale: 1).items) ?? 0
    }

    /// The indicator's bar, in the window.
    private func indicatorBar(_ live: LiveView) -> Rect? {
        func find(_ items: [DisplayItem]) -> Rect? {
            for item in items {
                switch item.content {
                case .effect(_, let inner): if let found = find(inner) { return found }
                case .shape(.path(let path), _):
                    return path.boundingRect.offsetBy(dx: item.frame.x, dy: item.frame.y)
                default: continue
                }
            }
            return nil
        }
        return find(live.displayList(scale: 1).items)
    }
}

private extension DisplayItem {
    var isPath: Bool {
        if case .shape(.path, _) = content { return true }
        return false
    }
}

/// A program written for iOS, with a pull to refresh, builds and scrolls.
final class RefreshableTests: XCTestCase {
    func testARefreshableScrollViewScrollsAsAnother() {
        var live = LiveView(ScrollView { Color.red.frame(height: 400) }.refreshable {}, size: Size(width: 100, height: 100))
        XCTAssertTrue(live.scroll(by: Point(x: 0, y: 50), at: Point(x: 50, y: 50)))
    }
}
