import XCTest
@testable import CollapsibleCore

/// `scrollPosition(id:)` with `scrollTargetLayout()` as a program uses it:
/// the binding holds the first row in sight as the user scrolls, and a
/// value the program sets scrolls that row to the top, animated under
/// `withAnimation`; a value no row has scrolls nothing, with one line.
final class ScrollPositionTests: XCTestCase {
    private let size = Size(width: 200, height: 240)

    /// What the binding was last written by the scroll view.
    final class Told { var position: Int?? }

    /// A button 40 high that sets the position to `target`, over a scroll
    /// view 200 high of `count` rows 20 high.
    private struct Rows: View {
        let count: Int
        let lazy: Bool
        var target: Int?
        var animated = false
        var anchor: UnitPoint?
        let told: Told
        @State var position: Int?

        var body: some View {
            VStack(spacing: 0) {
                Color.black.frame(height: 40).onTapGesture {
                    withTransaction(\.scrollTargetAnchor, anchor) {
                        if animated { withAnimation(.linear(duration: 1)) { position = target } } else { position = target }
                    }
                }
                ScrollView {
                    if lazy {
                        LazyVStack(spacing: 0) { ForEach(0..<count, id: \.self) { rowColor($0).frame(height: 20) } }.scrollTargetLayout()
                    } else {
                        VStack(spacing: 0) { ForEach(0..<count, id: \.self) { rowColor($0).frame(height: 20) } }.scrollTargetLayout()
                    }
                }
                .scrollPosition(id: Binding(get: { position }, set: { position = $0; told.position = $0 }))
            }
        }
    }

    private func tapButton(_ live: inout LiveView) {
        live.tap(at: Point(x: 100, y: 20))
    }

    func testTheBindingHoldsTheFirstRowInSightAsTheUserScrolls() {
        let told = Told()
        var live = LiveView(Rows(count: 100, lazy: false, told: told), size: size)
        XCTAssertNil(told.position, "nothing scrolled, nothing told")
        live.scroll(by: Point(x: 0, y: 50), at: Point(x: 100, y: 140))
        XCTAssertEqual(told.position, 2, "row 2 spans 40 to 60: the first in sight at 50")
        live.scroll(by: Point(x: 0, y: 5), at: Point(x: 100, y: 140))
        XCTAssertEqual(told.position, 2)
        live.scrollFocused(.bottom)
        XCTAssertEqual(told.position, 90, "the last ten rows fill the viewport")
        live.scroll(by: Point(x: 0, y: -1800), at: Point(x: 100, y: 140))
        XCTAssertEqual(told.position, 0)
    }

    func testARowOfALazyStackIsToldAsItComesInSight() {
        let told = Told()
        var live = LiveView(Rows(count: 100_000, lazy: true, told: told), size: size)
        live.scrollFocused(.bottom)
        XCTAssertEqual(told.position, 99_990)
    }

    func testAPositionTheProgramSetsScrollsThatRowToTheTop() {
        let told = Told()
        var live = LiveView(Rows(count: 100, lazy: false, target: 50, told: told), size: size)
        tapButton(&live)
        XCTAssertEqual(live.drawnOrigin(ofRow: 50)?.y, 40)
        XCTAssertNil(told.position, "the program's own value is not written back")
    }

    /// As a chat scrolls to its last message: the transaction's anchor says
    /// where the row meets the viewport.
    func testTheTransactionsScrollTargetAnchorPlacesTheRow() {
        var live = LiveView(Rows(count: 100, lazy: false, target: 50, anchor: .bottom, told: Told()), size: size)
        tapButton(&live)
        XCTAssertEqual(live.drawnOrigin(ofRow: 50)?.y, 240 - 20, "row 50's bottom on the viewport's")
    }

    func testAPositionSetFirstIsShownInTheFirstFrame() {
        let live = LiveView(Rows(count: 100, lazy: false, told: Told(), position: 30), size: size)
        XCTAssertEqual(live.drawnOrigin(ofRow: 30)?.y, 40)
    }

    func testAPositionOfALazyRowNotMadeYetScrollsThere() {
        var live = LiveView(Rows(count: 100_000, lazy: true, target: 70_000, told: Told()), size: size)
        tapButton(&live)
        XCTAssertEqual(live.drawnOrigin(ofRow: 70_000)?.y, 40)
    }

    func testUnderWithAnimationThePositionMovesThere() {
        var live = LiveView(Rows(count: 100, lazy: false, target: 50, animated: true, told: Told()), size: size)
        tapButton(&live)
        XCTAssertEqual(live.drawnOrigin(ofRow: 0)?.y, 40, "nothing moved before the first frame")
        live.advance(to: 10)
        live.advance(to: 10.5)
        XCTAssertEqual(live.drawnOrigin(ofRow: 0)?.y, 40 - 500, "half way in a linear second")
        live.advance(to: 11)
        XCTAssertEqual(live.drawnOrigin(ofRow: 50)?.y, 40)
    }

    func testAPositionNoRowHasScrollsNothingWithOneLine() {
        let heard = Lines()
        var live = LiveView(Rows(count: 100, lazy: true, target: 500, told: Told()), size: size,
                            measure: FixedMeasure(), diagnostics: heard.diagnostics)
        tapButton(&live)
        XCTAssertEqual(live.drawnOrigin(ofRow: 0)?.y, 40)
        XCTAssertEqual(heard.lines, ["scrollPosition(id: 500): no view in a scroll view has this id; nothing scrolls"])
    }

    /// SwiftUI leaves repeated identities undefined and warns: here the rows
    /// still scroll, and the first of a repeated identity is told.
    func testTargetsWhoseIdentitiesRepeatScrollAndTellTheFirst() {
        let heard = Lines()
        let told = Told()
        let ids = [0, 1, 1, 1, 2] + Array(3..<40)
        var live = LiveView(ScrollView {
            VStack(spacing: 0) { ForEach(ids, id: \.self) { rowColor($0).frame(height: 20) } }.scrollTargetLayout()
        }.scrollPosition(id: Binding(get: { nil }, set: { told.position = $0 })), size: Size(width: 200, height: 200),
                            measure: FixedMeasure(), diagnostics: heard.diagnostics)
        live.scroll(by: Point(x: 0, y: 30), at: Point(x: 100, y: 100))
        XCTAssertEqual(told.position, 1)
        live.scroll(by: Point(x: 0, y: 40), at: Point(x: 100, y: 100))
        XCTAssertEqual(told.position, 1, "the third row of id 1 is first in sight")
        XCTAssertEqual(heard.lines.count, 1)
        XCTAssertTrue(heard.lines.first?.contains("the ID 1 occurs multiple times") == true, "\(heard.lines)")
    }

    // `ScrollPosition`, iOS 18's.

    /// A button 40 high that asks `ask` of the position, over a scroll view
    /// 200 high of a hundred rows 20 high.
    private struct Positioned: View {
        let ask: (inout ScrollPosition) -> Void
        let told: (ScrollPosition) -> Void
        @State var position = ScrollPosition(idType: Int.self)

        var body: some View {
            VStack(spacing: 0) {
                Color.black.frame(height: 40).onTapGesture { ask(&position) }
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<100, id: \.self) { rowColor($0).frame(height: 20) } }.scrollTargetLayout()
                }
                .scrollPosition(Binding(get: { position }, set: { position = $0; told($0) }))
            }
        }
    }

    func testAScrollPositionScrollsToAViewAnEdgeAndAPoint() {
        let asks: [(row: Int, ask: (inout ScrollPosition) -> Void)] = [
            (50, { $0.scrollTo(id: 50) }),
            (90, { $0.scrollTo(edge: .bottom) }),
            (15, { $0.scrollTo(y: 300) }),
            (41, { $0.scrollTo(id: 50, anchor: .bottom) }),
        ]
        for (row, ask) in asks {
            var live = LiveView(Positioned(ask: ask, told: { _ in }), size: size)
            tapButton(&live)
            XCTAssertEqual(live.drawnOrigin(ofRow: row)?.y, 40, "row \(row) at the top")
        }
    }

    func testTheUserScrollPositionsItAndTheSameAskScrollsAgain() {
        final class Seen { var position: ScrollPosition? }
        let seen = Seen()
        var live = LiveView(Positioned(ask: { $0.scrollTo(id: 50) }, told: { seen.position = $0 }), size: size)
        tapButton(&live)
        XCTAssertEqual(live.drawnOrigin(ofRow: 50)?.y, 40)
        live.scroll(by: Point(x: 0, y: -70), at: Point(x: 100, y: 140))
        XCTAssertEqual(seen.position?.isPositionedByUser, true)
        XCTAssertEqual(seen.position?.viewID(type: Int.self), 46, "row 46 spans 920 to 940: the first in sight at 930")
        XCTAssertNil(seen.position?.edge)
        live.update()
        tapButton(&live)
        XCTAssertEqual(live.drawnOrigin(ofRow: 50)?.y, 40, "asked again, it scrolls again")
    }

    func testAPointThatIsNotANumberScrollsNothingWithOneLine() {
        let heard = Lines()
        var live = LiveView(Positioned(ask: { $0.scrollTo(y: .nan) }, told: { _ in }), size: size,
                            measure: FixedMeasure(), diagnostics: heard.diagnostics)
        tapButton(&live)
        XCTAssertEqual(live.drawnOrigin(ofRow: 0)?.y, 40)
        XCTAssertEqual(heard.lines, ["ScrollPosition.scrollTo(x: nil, y: nan): a coordinate is not a number; nothing scrolls"])
    }
}
