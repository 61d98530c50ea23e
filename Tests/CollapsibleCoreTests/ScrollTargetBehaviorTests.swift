import XCTest
@testable import CollapsibleCore

/// `scrollTargetBehavior` as a user meets it: a scroll of the wheel, the
/// keys or the bar comes to rest, with a motion, on a page (`.paging`) or
/// with a row at the leading edge (`.viewAligned`), or where a behavior of
/// one's own says; bad sizes and targets leave the view where it is.
final class ScrollTargetBehaviorTests: XCTestCase {
    private let size = Size(width: 200, height: 200)

    /// Ten pages as tall as the viewport, in a paging scroll view.
    private var pages: some View {
        ScrollView {
            VStack(spacing: 0) { ForEach(0..<10, id: \.self) { rowColor($0).frame(height: 200) } }
        }
        .scrollTargetBehavior(.paging)
    }

    /// Cards 150 wide, 10 apart, in a horizontal scroll view aligned on them.
    private func cards(_ behavior: ViewAlignedScrollTargetBehavior) -> some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<10, id: \.self) { rowColor($0).frame(width: 150) } }.scrollTargetLayout()
        }
        .scrollTargetBehavior(behavior)
    }

    /// Frames until the wheel's stream has gone quiet and the settle's
    /// motion has come to rest.
    private func rest(_ live: inout LiveView, from start: Double = 0) {
        for step in 0...300 { live.advance(to: start + Double(step) / 60) }
        XCTAssertFalse(live.isAnimating, "at rest after five seconds")
    }

    /// A scroll by `delta` under the pointer, then frames until it rests.
    private func scroll(_ live: inout LiveView, by delta: Point, from start: Double = 0) {
        live.scroll(by: delta, at: Point(x: 100, y: 100))
        rest(&live, from: start)
    }

    private func top(_ live: LiveView) -> Double {
        (0..<10).compactMap { row in live.drawnOrigin(ofRow: row).map { $0.y + Double(row) * 200 } }.first ?? .nan
    }

    private func leading(_ live: LiveView) -> Double {
        (0..<10).compactMap { card in live.drawnOrigin(ofRow: card).map { $0.x + Double(card) * 160 } }.first ?? .nan
    }

    func testANotchOfTheWheelTurnsAPageOnceTheStreamGoesQuiet() {
        var live = LiveView(pages, size: size)
        live.scrollWheel(button: 5, at: Point(x: 100, y: 100))
        XCTAssertEqual(top(live), -LiveView.wheelStep(200).rounded(), "the notch moves first, as the wheel does")
        live.advance(to: 0)
        live.advance(to: 0.1)
        XCTAssertEqual(top(live), -LiveView.wheelStep(200).rounded(), "still turning: not settled yet")
        XCTAssertTrue(live.isAnimating, "frames go on until it settles")
        rest(&live, from: 0.2)
        XCTAssertEqual(top(live), -200, "the next page")
        live.scrollWheel(button: 4, at: Point(x: 100, y: 100))
        rest(&live, from: 10)
        XCTAssertEqual(top(live), 0, "a notch up turns back a page")
    }

    func testAScrollPastHalfAPageRestsOnTheNearestPage() {
        var live = LiveView(pages, size: size)
        scroll(&live, by: Point(x: 0, y: 530))
        XCTAssertEqual(top(live), -600, "530 is nearest 600")
        scroll(&live, by: Point(x: 0, y: -80), from: 10)
        XCTAssertEqual(top(live), -400, "520 is nearest 600, where it started: the next page up")
    }

    func testPageDownTurnsAWholePageAndAnArrowTheNext() {
        var live = LiveView(pages, size: size)
        XCTAssertTrue(live.scrollFocused(.pageDown))
        XCTAssertEqual(top(live), -200, "a whole page at once")
        rest(&live)
        XCTAssertEqual(top(live), -200, "on a page already: nothing to settle")
        XCTAssertTrue(live.scrollFocused(.lineDown))
        rest(&live, from: 10)
        XCTAssertEqual(top(live), -400)
        XCTAssertTrue(live.scrollFocused(.bottom))
        rest(&live, from: 20)
        XCTAssertEqual(top(live), -1800)
    }

    /// As SwiftUI asks the behavior again when the scroll view's size
    /// changes: the third page of 200 is the third of 300 after a resize.
    func testAResizeSettlesOnAPageOfTheNewSize() {
        var live = LiveView(pages, size: size)
        live.scrollFocused(.pageDown)
        live.scrollFocused(.pageDown)
        XCTAssertEqual(top(live), -400)
        live.size = Size(width: 200, height: 300)
        XCTAssertEqual(top(live), -600)
    }

    func testTheSettleMovesWithAMotion() {
        var live = LiveView(pages, size: size)
        live.scroll(by: Point(x: 0, y: 60), at: Point(x: 100, y: 100))
        live.advance(to: 0)
        live.advance(to: 0.2)
        live.advance(to: 0.3)
        live.advance(to: 0.4)
        let between = top(live)
        XCTAssertLessThan(between, -60, "on its way")
        XCTAssertGreaterThan(between, -200, "not there yet")
        rest(&live, from: 0.5)
        XCTAssertEqual(top(live), -200)
    }

    func testLettingTheBarGoSettlesIt() {
        var live = LiveView(pages, size: size)
        // The bar is 36 long (a tenth of a track of 194) at x 194 to 197, from y 3.
        live.pointerPressed(at: Point(x: 195, y: 10), time: 0)
        live.pointerMoved(to: Point(x: 195, y: 40), time: 0.1)
        XCTAssertLessThan(top(live), -300, "dragged to 30 of the 158 the bar runs: 342 of 1800")
        let dragged = top(live)
        live.advance(to: 0.2)
        live.advance(to: 1)
        XCTAssertEqual(top(live), dragged, "held: no settle while the bar is held")
        live.pointerReleased(at: Point(x: 195, y: 40), time: 1.1)
        rest(&live, from: 1.2)
        XCTAssertEqual(top(live), -400, "342 is nearest 400")
    }

    func testViewAlignedRestsWithTheNearestCardAtTheLeadingEdge() {
        var live = LiveView(cards(.viewAligned(limitBehavior: .never)), size: size)
        scroll(&live, by: Point(x: 100, y: 0))
        XCTAssertEqual(leading(live), -160, "100 is nearest the second card's 160")
        scroll(&live, by: Point(x: 20, y: 0), from: 10)
        XCTAssertEqual(leading(live), -320, "a short move goes on to the next card")
        scroll(&live, by: Point(x: 500, y: 0), from: 20)
        XCTAssertEqual(leading(live), -800, "820 is nearest 800: any number of cards")
    }

    func testViewAlignedAlwaysLimitedPassesOneCard() {
        var live = LiveView(cards(.viewAligned(limitBehavior: .always)), size: size)
        scroll(&live, by: Point(x: 500, y: 0))
        XCTAssertEqual(leading(live), -160)
    }

    /// As SwiftUI's `.automatic`: limited along a compact axis, not along a regular one.
    func testViewAlignedAutomaticallyLimitedInACompactWindowOnly() {
        var narrow = LiveView(cards(.viewAligned), size: size)
        scroll(&narrow, by: Point(x: 500, y: 0))
        XCTAssertEqual(leading(narrow), -160, "200 wide is compact: one card")
        var wide = LiveView(cards(.viewAligned), size: Size(width: 800, height: 200))
        scroll(&wide, by: Point(x: 500, y: 0))
        XCTAssertEqual(leading(wide), -480, "800 wide is regular: the card nearest 500")
    }

    func testViewAlignedWithNoTargetsRestsWhereTheScrollLeavesIt() {
        var live = LiveView(ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach(0..<10, id: \.self) { rowColor($0).frame(width: 150) } }
        }.scrollTargetBehavior(.viewAligned), size: size)
        scroll(&live, by: Point(x: 100, y: 0))
        XCTAssertEqual(leading(live), -100)
    }

    /// A behavior of one's own, as SwiftUI's documentation writes one: to
    /// every 100 points, told where the scroll started, its velocity and the sizes.
    private struct Hundreds: ScrollTargetBehavior {
        final class Seen { var contexts: [(start: CGRect, velocity: CGVector, content: CGSize, container: CGSize, axes: Axis.Set)] = [] }
        let seen: Seen
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            seen.contexts.append((context.originalTarget.rect, context.velocity, context.contentSize, context.containerSize, context.axes))
            target.rect.origin.y = (target.rect.origin.y / 100).rounded() * 100
        }
    }

    func testABehaviorOfOnesOwnMovesTheTarget() {
        let seen = Hundreds.Seen()
        var live = LiveView(ScrollView { Color.blue.frame(height: 1000) }.scrollTargetBehavior(Hundreds(seen: seen)), size: size)
        scroll(&live, by: Point(x: 0, y: 130))
        XCTAssertEqual(live.drawnFrames.first?.y, -100)
        XCTAssertEqual(seen.contexts.count, 1)
        XCTAssertEqual(seen.contexts.first?.start, Rect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(seen.contexts.first?.content, Size(width: 200, height: 1000))
        XCTAssertEqual(seen.contexts.first?.container, Size(width: 200, height: 200))
        XCTAssertEqual(seen.contexts.first?.axes, .vertical)
        XCTAssertEqual(seen.contexts.first?.velocity.dx, 0)
        XCTAssertGreaterThan(seen.contexts.first?.velocity.dy ?? 0, 0, "going down")
    }

    // Bad input.

    func testAPagingViewportOfNoSizeRestsWhereTheScrollLeavesIt() {
        var live = LiveView(VStack(spacing: 0) {
            ScrollView { Color.blue.frame(height: 1000) }.frame(height: 0).scrollTargetBehavior(.paging)
            Color.red.frame(height: 200)
        }, size: size)
        rest(&live)
        XCTAssertFalse(live.scrollFocused(.pageDown), "a page of no length moves nothing")
        XCTAssertTrue(live.scrollFocused(.bottom))
        rest(&live, from: 10)
        XCTAssertFalse(live.isAnimating)
    }

    private struct NotANumber: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { target.rect.origin.y = .nan }
    }

    func testATargetThatIsNotANumberLeavesTheViewWhereItIsWithOneLine() {
        let heard = Lines()
        var live = LiveView(ScrollView { Color.blue.frame(height: 1000) }.scrollTargetBehavior(NotANumber()), size: size,
                            measure: FixedMeasure(), diagnostics: heard.diagnostics)
        scroll(&live, by: Point(x: 0, y: 130))
        XCTAssertEqual(live.drawnFrames.first?.y, -130)
        XCTAssertEqual(heard.lines.count, 1)
        XCTAssertTrue(heard.lines.first?.hasPrefix("NotANumber.updateTarget(_:context:): the target ") == true, "\(heard.lines)")
    }

    func testViewAlignedOnTargetsWhoseIdentitiesRepeat() {
        var live = LiveView(ScrollView(.horizontal) {
            HStack(spacing: 10) { ForEach([0, 1, 1, 2, 3, 4], id: \.self) { rowColor($0).frame(width: 150) } }.scrollTargetLayout()
        }.scrollTargetBehavior(.viewAligned(limitBehavior: .never)), size: size)
        scroll(&live, by: Point(x: 300, y: 0))
        XCTAssertEqual(live.drawnFrames.map(\.minX).filter { $0 <= 0 }.max(), 0, "a card at the leading edge: \(live.drawnFrames)")
    }
}
