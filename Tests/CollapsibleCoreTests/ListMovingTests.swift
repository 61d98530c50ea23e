@testable import CollapsibleCore
import XCTest

/// A list's rows moved as a desktop user moves them: Alt+Up and Alt+Down on
/// the focused row, or a drag of the row in edit mode; the action is handed
/// the offsets and the destination as SwiftUI hands them.
final class ListMovingTests: XCTestCase {
    private final class Moves {
        var made: [([Int], Int)] = []
    }

    private struct Fruits: View {
        let moves: Moves
        @State var names = ["Apple", "Banana", "Cherry", "Damson"]
        @State var mode = EditMode.inactive
        var body: some View {
            VStack(spacing: 0) {
                EditButton()
                List {
                    ForEach(names, id: \.self) { Text($0) }
                        ._onMove { offsets, destination in
                            moves.made.append((offsets, destination))
                            let moved = offsets.map { names[$0] }
                            let kept = names.enumerated().filter { !offsets.contains($0.offset) }
                            names = kept.filter { $0.offset < destination }.map(\.element) + moved
                                + kept.filter { $0.offset >= destination }.map(\.element)
                        }
                }
            }
            .environment(\.editMode, $mode)
        }
    }

    private let size = Size(width: 300, height: 400)

    private func focusRow(_ index: Int, in live: inout LiveView) {
        while live.focusedControl != live.firstList?.children[index].id {
            XCTAssertTrue(live.moveFocus(forward: true))
        }
    }

    /// The fruits in edit mode, settled, and the frames of their rows.
    private func editing(_ moves: Moves) throws -> (live: LiveView, rows: [Rect]) {
        var live = LiveView(Fruits(moves: moves), size: size)
        live.tap("Edit")
        live.advance(to: 10)
        live.advance(to: 20)
        return (live, try XCTUnwrap(live.firstList?.children.map(\.frame)))
    }

    func testAltDownMovesTheFocusedRowAfterTheNextAsSwiftUICountsIt() {
        let moves = Moves()
        var live = LiveView(Fruits(moves: moves), size: size)
        focusRow(1, in: &live)
        XCTAssertTrue(live.moveFocusedRow(up: false))
        XCTAssertEqual(live.listRowLabels, ["Apple", "Cherry", "Banana", "Damson"])
        XCTAssertEqual(moves.made.map(\.0), [[1]])
        XCTAssertEqual(moves.made.map(\.1), [3], "before the element that was after the next")
        XCTAssertEqual(live.focusedControl, live.firstList?.children[2].id, "the focus goes with the row")
        XCTAssertTrue(live.moveFocusedRow(up: false))
        XCTAssertEqual(live.listRowLabels, ["Apple", "Cherry", "Damson", "Banana"])
        XCTAssertFalse(live.moveFocusedRow(up: false), "the last row goes no further")
        XCTAssertEqual(moves.made.count, 2)
    }

    func testAltUpMovesTheFocusedRowBeforeThePrevious() {
        let moves = Moves()
        var live = LiveView(Fruits(moves: moves), size: size)
        focusRow(1, in: &live)
        XCTAssertTrue(live.moveFocusedRow(up: true))
        XCTAssertEqual(live.listRowLabels, ["Banana", "Apple", "Cherry", "Damson"])
        XCTAssertEqual(moves.made.map(\.1), [0])
        XCTAssertFalse(live.moveFocusedRow(up: true), "the first row goes no further")
    }

    func testInEditModeADragDropsTheRowAtThePlaceOfTheRowUnderThePointer() throws {
        let moves = Moves()
        var (live, rows) = try editing(moves)
        let apple = rows[0], cherry = rows[2]
        live.pointerPressed(at: Point(x: apple.maxX - 30, y: apple.midY), time: 11)
        live.pointerMoved(to: Point(x: apple.maxX - 30, y: cherry.midY))
        XCTAssertTrue(live.pointerReleased(at: Point(x: apple.maxX - 30, y: cherry.midY), time: 11.5))
        XCTAssertEqual(live.listRowLabels, ["Banana", "Cherry", "Apple", "Damson"])
        XCTAssertEqual(moves.made.map(\.0), [[0]])
        XCTAssertEqual(moves.made.map(\.1), [3])
    }

    /// Where the row `index` is drawn moved down by a drag, and whether
    /// it is lifted: over the rows after it, with a shadow.
    private func drawn(_ index: Int, in live: LiveView) throws -> (by: Double, lifted: Bool) {
        let id = try XCTUnwrap(live.firstList?.children[index]).id
        func find(_ items: [DisplayItem], lifted: Bool) -> (Double, Bool)? {
            for item in items {
                guard case .effect(let effect, let inside) = item.content else { continue }
                if item.id == id, case .transform(let transform) = effect { return (transform.ty, lifted) }
                let isLift: Bool = if case .shadow = effect, item.id == id.holder, item == items.last { true } else { false }
                if let found = find(inside, lifted: lifted || isLift) { return found }
            }
            return nil
        }
        return find(live.displayList(scale: 1).items, lifted: false) ?? (0, false)
    }

    /// In edit mode the row pressed follows the pointer, lifted over the
    /// others with a shadow; the row it passes slides up to make room; the
    /// release drops it there.
    func testInEditModeTheDraggedRowFollowsThePointerAndTheRowItPassesMakesRoom() throws {
        let moves = Moves()
        var (live, rows) = try editing(moves)
        let apple = rows[0], banana = rows[1]
        let x = apple.maxX - 30
        live.pointerPressed(at: Point(x: x, y: apple.midY), time: 20)
        XCTAssertTrue(live.pointerMoved(to: Point(x: x, y: banana.midY)))
        let moved = try drawn(0, in: live)
        XCTAssertEqual(moved.by, banana.midY - apple.midY, accuracy: 0.01)
        XCTAssertTrue(moved.lifted)
        XCTAssertTrue(live.isAnimating, "the second row slides")
        live.advance(to: 20.05)
        XCTAssertEqual(try drawn(1, in: live).by, 0, "the first frame after the move starts the slide")
        live.advance(to: 20.15)
        let sliding = try drawn(1, in: live).by
        XCTAssertLessThan(sliding, 0)
        XCTAssertGreaterThan(sliding, -banana.height)
        live.advance(to: 21)
        XCTAssertEqual(try drawn(1, in: live).by, apple.minY - banana.minY, accuracy: 0.01, "in the first row's place")
        XCTAssertFalse(live.isAnimating)
        XCTAssertTrue(live.pointerReleased(at: Point(x: x, y: banana.midY), time: 21.5))
        XCTAssertEqual(live.listRowLabels, ["Banana", "Apple", "Cherry", "Damson"])
        XCTAssertEqual(moves.made.map(\.1), [2])
        XCTAssertEqual(try drawn(0, in: live).by, 0, "every row in its own place")
        XCTAssertEqual(try drawn(1, in: live).by, 0)
    }

    /// A drag released outside the window puts the row back and moves
    /// nothing; one released in its own place calls no `onMove`.
    func testADragReleasedOutsideTheWindowOrInItsOwnPlaceMovesNothing() throws {
        let moves = Moves()
        var (live, rows) = try editing(moves)
        let apple = rows[0], cherry = rows[2]
        let x = apple.maxX - 30
        live.pointerPressed(at: Point(x: x, y: apple.midY), time: 10)
        live.pointerMoved(to: Point(x: x, y: cherry.midY))
        live.pointerMoved(to: Point(x: x, y: size.height + 50))
        live.pointerReleased(at: Point(x: x, y: size.height + 50), time: 10.5)
        live.advance(to: 22)
        XCTAssertEqual(live.listRowLabels, ["Apple", "Banana", "Cherry", "Damson"])
        XCTAssertEqual(try drawn(0, in: live).by, 0, "the row is back in its place")
        XCTAssertEqual(try drawn(3, in: live).by, 0)
        live.pointerPressed(at: Point(x: x, y: apple.midY), time: 13)
        live.pointerMoved(to: Point(x: x, y: cherry.midY))
        live.pointerMoved(to: Point(x: x, y: apple.midY + 5))
        live.pointerReleased(at: Point(x: x, y: apple.midY + 5), time: 13.5)
        XCTAssertEqual(live.listRowLabels, ["Apple", "Banana", "Cherry", "Damson"])
        XCTAssertTrue(moves.made.isEmpty)
    }

    func testOutOfEditModeADragMovesNothing() throws {
        let moves = Moves()
        var live = LiveView(Fruits(moves: moves), size: size)
        let apple = try XCTUnwrap(live.firstList?.children[0]).frame, cherry = try XCTUnwrap(live.firstList?.children[2]).frame
        live.pointerPressed(at: Point(x: apple.midX, y: apple.midY), time: 1)
        live.pointerReleased(at: Point(x: apple.midX, y: cherry.midY), time: 1.5)
        XCTAssertEqual(live.listRowLabels, ["Apple", "Banana", "Cherry", "Damson"])
        XCTAssertTrue(moves.made.isEmpty)
    }

    /// Out of edit mode, a row held still as long as a long press, then
    /// moved, is dragged, as iOS's lists take it; one moved sooner is not.
    func testOutOfEditModeARowHeldForALongPressIsDragged() throws {
        let moves = Moves()
        var live = LiveView(Fruits(moves: moves), size: size)
        let apple = try XCTUnwrap(live.firstList?.children[0]).frame, cherry = try XCTUnwrap(live.firstList?.children[2]).frame
        live.pointerPressed(at: Point(x: apple.midX, y: apple.midY), time: 1)
        live.pointerMoved(to: Point(x: apple.midX, y: cherry.midY), time: 1.2)
        XCTAssertEqual(try drawn(0, in: live).by, 0, "moved before the long press: no drag")
        live.pointerReleased(at: Point(x: apple.midX, y: cherry.midY), time: 1.3)
        XCTAssertTrue(moves.made.isEmpty)

        live.pointerPressed(at: Point(x: apple.midX, y: apple.midY), time: 2)
        live.pointerMoved(to: Point(x: apple.midX + 3, y: apple.midY + 3), time: 2.3)
        live.pointerMoved(to: Point(x: apple.midX, y: cherry.midY), time: 2.6)
        XCTAssertEqual(try drawn(0, in: live).by, cherry.midY - apple.midY, accuracy: 0.01, "held still, then moved: dragged")
        XCTAssertTrue(live.pointerReleased(at: Point(x: apple.midX, y: cherry.midY), time: 2.8))
        XCTAssertEqual(live.listRowLabels, ["Banana", "Cherry", "Apple", "Damson"])
        XCTAssertEqual(moves.made.map(\.1), [3])
    }

    func testEditModeShowsAReorderHandleAtEachRowThatMoves() throws {
        var live = LiveView(Fruits(moves: Moves()), size: size)
        live.tap("Edit")
        live.advance(to: 10)
        // iOS's handle, a symbol at the trailing end of each row's content.
        func handles(_ items: [DisplayItem]) -> [Rect] {
            items.flatMap { item -> [Rect] in
                switch item.content {
                case .effect(_, let inner): handles(inner)
                case .image: [item.frame]
                default: []
                }
            }
        }
        let rows = try XCTUnwrap(live.firstList).children
        let drawn = handles(live.displayList(scale: 1).items)
        XCTAssertEqual(drawn.count, 4, "one handle a row")
        for (handle, row) in zip(drawn, rows) {
            XCTAssertEqual(handle.maxX, row.frame.maxX - 20, accuracy: 0.5)
            XCTAssertEqual(handle.midY, row.frame.midY, accuracy: 1)
        }
    }
}
