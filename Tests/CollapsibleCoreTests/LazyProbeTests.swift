@testable import CollapsibleCore
import XCTest

/// A lazy stack measured at an offer it is not placed at (a window asking
/// its least size offers nothing across, a stack probes with nothing and
/// everything) keeps the lengths of its rows as placed: a list's rows,
/// texts that wrap into three lines at no width, are not spread apart by it.
final class LazyProbeTests: XCTestCase {
    private let window = ProposedViewSize(width: 480, height: nil), nothing = ProposedViewSize(width: 0, height: nil)

    func testRowsMeasuredAtAnotherOfferLeaveThePlacedRowsAlone() {
        let sizes = LazyRowSizes(count: 100)
        for row in 0..<10 { sizes.measured(row, 44, at: window) }
        sizes.placed(at: window)
        for row in 0..<10 { sizes.measured(row, 115, at: nothing) }
        XCTAssertEqual(sizes.total(at: nothing), 11_500, "the least size from the rows as measured at no width")
        XCTAssertEqual(sizes.total(at: window), 4_400)
        sizes.placed(at: window)
        XCTAssertEqual(sizes.start(of: 3), 132, "rows one line apart where the stack is placed")
        XCTAssertEqual(sizes.rows(in: 0...100), 0..<3)
    }

    func testAStackPlacedAtANewOfferStartsItsRowsFromWhatWasMeasuredThere() {
        let sizes = LazyRowSizes(count: 100)
        for row in 0..<10 { sizes.measured(row, 44, at: window) }
        sizes.placed(at: window)
        let narrower = ProposedViewSize(width: 200, height: nil)
        for row in 0..<10 { sizes.measured(row, 66, at: narrower) }
        sizes.placed(at: narrower)
        XCTAssertEqual(sizes.start(of: 3), 198, "the window made narrower: its rows wrap into more lines")
        XCTAssertEqual(sizes.estimate, 66)
    }
}
