@testable import CollapsibleCore
import XCTest

/// The arithmetic of a row dragged among its `ForEach`'s rows: how far it
/// follows the pointer, which place it would drop at, how the rows it
/// passes make room and slide there, and what `onMove` is handed.
final class ListRowDragTests: XCTestCase {
    /// Four rows of 44, one under another from the top, offsets 0 to 3.
    private func drag(from index: Int, pressedAt y: Double) throws -> ListRowDrag {
        let rows = (0..<4).map { ListRowDrag.Row(id: ViewID.root.child($0), offset: $0, frame: Rect(x: 0, y: Double($0) * 44, width: 300, height: 44)) }
        return try XCTUnwrap(ListRowDrag(rows: rows, index: index, pressedAt: y))
    }

    func testTheRowFollowsThePointerWithinTheRowsAndDropsAtTheRowItsMiddleIsOver() throws {
        var drag = try drag(from: 0, pressedAt: 22)
        XCTAssertEqual(drag.place, 0)
        drag.follow(to: 22 + 20, at: 0)
        XCTAssertEqual(drag.lift, 20)
        XCTAssertEqual(drag.place, 0, "its middle, at 42, is still over its own place")
        drag.follow(to: 22 + 50, at: 0)
        XCTAssertEqual(drag.place, 1, "its middle, at 72, is over the second row")
        XCTAssertEqual((0..<4).map(drag.shift(of:)), [0, -44, 0, 0], "the second row goes up to make room")
        drag.follow(to: 22 + 110, at: 0)
        XCTAssertEqual(drag.place, 2, "its middle, at 132, is at the fourth row's top, not over it")
        drag.follow(to: 22 + 112, at: 0)
        XCTAssertEqual(drag.place, 3)
        XCTAssertEqual((0..<4).map(drag.shift(of:)), [0, -44, -44, -44])
        drag.follow(to: 5000, at: 0)
        XCTAssertEqual(drag.lift, 132, "no further than the last row")
        drag.follow(to: -5000, at: 0)
        XCTAssertEqual(drag.lift, 0, "no higher than the first")
        drag.follow(to: .nan, at: 0)
        XCTAssertEqual(drag.lift, 0)
        XCTAssertEqual(drag.place, 0)
    }

    func testARowDraggedUpMakesTheRowsAboveGoDown() throws {
        var drag = try drag(from: 3, pressedAt: 154)
        drag.follow(to: 154 - 100, at: 0)
        XCTAssertEqual(drag.place, 1, "its middle, at 54, is over the second row")
        XCTAssertEqual((0..<4).map(drag.shift(of:)), [0, 44, 44, 0])
    }

    /// A row making room slides there in an ease of a quarter second, and
    /// back from wherever it is where the dragged row goes back.
    func testTheRowsMakingRoomSlideAndTurnBackFromWhereTheyAre() throws {
        var drag = try drag(from: 0, pressedAt: 22)
        drag.follow(to: 22 + 50, at: 0.5)
        XCTAssertTrue(drag.isSliding(at: 0.9), "a slide asked for starts at the next frame")
        XCTAssertEqual(drag.shown(at: 0.9)[1].by, 0)
        drag.begin(at: 1)
        func second(at time: Double) -> Double { drag.shown(at: time)[1].by }
        XCTAssertEqual(second(at: 1), 0)
        XCTAssertEqual(second(at: 1.125), -22, accuracy: 1e-9, "halfway at half the time, as the ease is even")
        XCTAssertEqual(second(at: 1.25), -44)
        XCTAssertTrue(drag.isSliding(at: 1.2))
        XCTAssertFalse(drag.isSliding(at: 1.3))
        XCTAssertEqual(drag.shown(at: 1.2)[0].by, 50, "the dragged row is under the pointer at once")
        drag.follow(to: 22 + 50, at: 2)
        XCTAssertFalse(drag.isSliding(at: 2), "the same place starts no slide")
        let turned = second(at: 1.1)
        var back = try self.drag(from: 0, pressedAt: 22)
        back.follow(to: 72, at: 0.5)
        back.begin(at: 1)
        back.follow(to: 22, at: 1.1)
        back.begin(at: 1.1)
        XCTAssertEqual(back.shown(at: 1.1)[1].by, turned, accuracy: 1e-9, "it turns back from where it is")
        XCTAssertEqual(back.shown(at: 1.35)[1].by, 0)
    }

    /// The drop hands `onMove` SwiftUI's arguments: going down, the offset
    /// it goes before is one past the place; a drop in its own place moves
    /// nothing.
    func testTheDropHandsOnMoveSwiftUIsArgumentsAndTheSamePlaceMovesNothing() throws {
        var made: [([Int], Int)] = []
        let move = ListRowMove(among: .root, offset: 0, count: 4) { made.append(($0, $1)) }
        var drag = try drag(from: 0, pressedAt: 22)
        drag.follow(to: 22 + 10, at: 0)
        XCTAssertFalse(drag.drop(by: move))
        XCTAssertTrue(made.isEmpty)
        drag.follow(to: 22 + 90, at: 0)
        XCTAssertTrue(drag.drop(by: move))
        XCTAssertEqual(made.map(\.0), [[0]])
        XCTAssertEqual(made.map(\.1), [3], "after the third row: before the fourth")
    }
}
