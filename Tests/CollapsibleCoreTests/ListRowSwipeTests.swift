@testable import CollapsibleCore
import XCTest

/// The arithmetic of a row swiped by the pointer: where it follows, and
/// where it rests when let go, as iOS's rows do.
final class ListRowSwipeTests: XCTestCase {
    private let row = ViewID.root.child(7)

    /// A row 300 wide with 150 of buttons on its trailing edge and 80 on
    /// its leading edge, pressed at 200 and dragged by `way`.
    private func swipe(by way: Double, from open: Double = 0, fullSwipe: Bool = true, leading: Bool = true) -> ListRowSwipe {
        var swipe = ListRowSwipe(row: row, width: 300,
                                 leading: leading ? ListRowSwipe.Buttons(width: 80, allowsFullSwipe: fullSwipe) : nil,
                                 trailing: ListRowSwipe.Buttons(width: 150, allowsFullSwipe: fullSwipe),
                                 from: open, pressedAt: 200)
        swipe.follow(to: 200 + way)
        return swipe
    }

    func testLetGoPastHalfItsButtonsTheRowRestsOpenOverThem() {
        let opened = swipe(by: -100)
        XCTAssertEqual(opened.offset, -100)
        XCTAssertEqual(opened.edge, .trailing)
        XCTAssertEqual(opened.outcome, .restsOpen(.trailing))
        XCTAssertEqual(opened.rest(after: opened.outcome), -150)
    }

    func testLetGoShortOfHalfItsButtonsTheRowCloses() {
        let short = swipe(by: -70)
        XCTAssertEqual(short.outcome, .closes)
        XCTAssertEqual(short.rest(after: short.outcome), 0)
    }

    func testSwipedPastMostOfItsWidthTheFirstButtonRuns() {
        // 0.6 of 300 is 180.
        XCTAssertEqual(swipe(by: -190).outcome, .runsFirst(.trailing))
        XCTAssertEqual(swipe(by: -170).outcome, .restsOpen(.trailing))
        XCTAssertEqual(swipe(by: 190).outcome, .runsFirst(.leading))
        XCTAssertEqual(swipe(by: -400).offset, -300, "no farther than the row's width")
    }

    func testWithNoFullSwipeTheRowGoesNoFartherThanItsButtons() {
        let far = swipe(by: -250, fullSwipe: false)
        XCTAssertEqual(far.offset, -150)
        XCTAssertEqual(far.outcome, .restsOpen(.trailing))
    }

    func testTheLeadingEdgeOpensToItsOwnButtons() {
        let opened = swipe(by: 50)
        XCTAssertEqual(opened.edge, .leading)
        XCTAssertEqual(opened.outcome, .restsOpen(.leading))
        XCTAssertEqual(opened.rest(after: opened.outcome), 80)
    }

    func testAnEdgeWithNoButtonsDoesNotMove() {
        let none = swipe(by: 120, leading: false)
        XCTAssertEqual(none.offset, 0)
        XCTAssertNil(none.edge)
        XCTAssertEqual(none.outcome, .closes)
    }

    func testAnOpenRowDraggedBackPastHalfCloses() {
        XCTAssertEqual(swipe(by: 0, from: -150).offset, -150)
        XCTAssertEqual(swipe(by: 40, from: -150).outcome, .restsOpen(.trailing))
        XCTAssertEqual(swipe(by: 100, from: -150).outcome, .closes)
    }

    func testAPointerAtNaNLeavesTheRowWhereItWas() {
        var swipe = swipe(by: -100)
        swipe.follow(to: .nan)
        XCTAssertEqual(swipe.offset, -100)
        XCTAssertEqual(ListRowSwipe(row: row, width: 300, leading: nil, trailing: nil, from: .nan, pressedAt: 0).offset, 0)
    }

    func testLetGoItSlidesToRestFromWhereItWas() {
        var swipe = swipe(by: -100)
        swipe.settle(to: swipe.rest(after: swipe.outcome), at: 5)
        XCTAssertTrue(swipe.isLetGo)
        XCTAssertEqual(swipe.shown(at: 6), -100, "the first frame after the release starts the slide")
        swipe.begin(at: 6)
        XCTAssertTrue(swipe.isSliding(at: 6.1))
        XCTAssertLessThan(swipe.shown(at: 6.1), -100)
        XCTAssertGreaterThan(swipe.shown(at: 6.1), -150)
        XCTAssertEqual(swipe.shown(at: 7), -150)
        XCTAssertFalse(swipe.isSliding(at: 7))
    }
}
