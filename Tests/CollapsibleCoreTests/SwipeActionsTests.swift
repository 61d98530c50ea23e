@testable import CollapsibleCore
import XCTest

/// `swipeActions` on a list's rows: a drag across the row reveals its
/// buttons, and its context menu offers them, those of the leading edge
/// first, opened by the secondary button or, on the focused row, the Menu key.
final class SwipeActionsTests: XCTestCase {
    private struct Mail: View {
        @State var messages = ["Hello", "Lunch?", "Invoice"]
        @State var read: Set<String> = []
        @State var chosen: String?
        @State var mode = EditMode.inactive
        var body: some View {
            List(selection: $chosen) {
                ForEach(messages, id: \.self) { message in
                    Text(read.contains(message) ? "\(message) (read)" : message)
                        .swipeActions {
                            Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
                            Button("Archive") { messages.removeAll { $0 == message } }
                        }
                        .swipeActions(edge: .leading) {
                            Button("Mark Read") { read.insert(message) }
                        }
                }
            }
            .environment(\.editMode, $mode)
        }
    }

    private let size = Size(width: 320, height: 480)

    private func rows(_ live: LiveView) -> [AccessibilityElement] {
        live.allElements.filter { $0.role == .listItem }
    }

    private func menuItems(_ live: LiveView) -> [String] {
        live.allElements.filter { $0.role == .menuItem }.map(\.label)
    }

    func testTheSecondaryButtonOffersTheRowsActionsLeadingFirst() throws {
        var live = LiveView(Mail(), size: size)
        let lunch = try XCTUnwrap(rows(live).first { $0.label == "Lunch?" })
        XCTAssertTrue(live.secondaryClicked(at: Point(x: lunch.frame.midX, y: lunch.frame.midY)))
        live.settle()
        XCTAssertEqual(menuItems(live), ["Mark Read", "Delete", "Archive"])
        let delete = try XCTUnwrap(live.allElements.first { $0.role == .menuItem && $0.label == "Delete" })
        live.click(Point(x: delete.frame.midX, y: delete.frame.midY))
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        XCTAssertEqual(rows(live).map(\.label), ["Hello", "Invoice"])
    }

    func testTheMenuKeyOffersTheFocusedRowsActions() throws {
        var live = LiveView(Mail(), size: size)
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertTrue(live.adjustFocused(.decrease), "down to the second row")
        XCTAssertTrue(live.openContextMenu())
        live.settle()
        let mark = try XCTUnwrap(live.allElements.first { $0.role == .menuItem && $0.label == "Mark Read" })
        live.press(mark.id)
        live.settle()
        XCTAssertEqual(rows(live).map(\.label), ["Hello", "Lunch? (read)", "Invoice"])
    }

    func testEditModeHidesTheActions() throws {
        var editing = LiveView(Mail(mode: .active), size: size)
        let hello = try XCTUnwrap(rows(editing).first)
        XCTAssertFalse(editing.secondaryClicked(at: Point(x: hello.frame.midX, y: hello.frame.midY)))
    }

    // Swipes by dragging.

    /// What is drawn, each leaf at its frame as drawn: moved across by the
    /// transforms around it.
    private func drawn(_ live: LiveView) -> [(content: DisplayItem.Content, frame: Rect)] {
        func walk(_ items: [DisplayItem], across: Double) -> [(content: DisplayItem.Content, frame: Rect)] {
            items.flatMap { item -> [(content: DisplayItem.Content, frame: Rect)] in
                guard case .effect(let effect, let inside) = item.content else { return [(item.content, item.frame.offsetBy(dx: across, dy: 0))] }
                if case .transform(let transform) = effect { return walk(inside, across: across + transform.tx) }
                return walk(inside, across: across)
            }
        }
        return walk(live.displayList(scale: 1).items, across: 0)
    }

    /// The frame the text `string` is drawn at, if it is.
    private func text(_ string: String, in live: LiveView) -> Rect? {
        drawn(live).first { if case .text(let text, _) = $0.content { text.string == string } else { false } }?.frame
    }

    /// The fill drawn under the point `at`, last drawn first, with its colour.
    private func fill(at point: Point, in live: LiveView) -> (frame: Rect, color: Color)? {
        drawn(live).reversed().compactMap { leaf -> (frame: Rect, color: Color)? in
            guard case .shape(_, .fill(.color(let color), _)) = leaf.content, leaf.frame.contains(point) else { return nil }
            return (leaf.frame, color)
        }.first
    }

    /// The row `label`'s frame.
    private func row(_ label: String, in live: LiveView) throws -> Rect {
        try XCTUnwrap(rows(live).first { $0.label.hasPrefix(label) }, "no row \(label)").frame
    }

    /// Drags from `start` across by `across` and down by `down` in steps,
    /// a frame after each, and lets go; the frames run on to their end.
    private func drag(_ live: inout LiveView, from start: Point, across: Double, down: Double = 0, at time: Double = 20) {
        live.pointerPressed(at: start, time: time)
        for step in 1...4 {
            live.pointerMoved(to: Point(x: start.x + across * Double(step) / 4, y: start.y + down * Double(step) / 4),
                              time: time + Double(step) / 60)
            live.advance(to: time + Double(step) / 60)
        }
        live.pointerReleased(at: Point(x: start.x + across, y: start.y + down), time: time + 0.1)
        live.advance(to: time + 0.2)
        live.advance(to: time + 2)
    }

    func testARowDraggedLeftPastHalfItsButtonsRestsOpenOverThemAndATapRunsOneAndCloses() throws {
        var live = LiveView(Mail(), size: size)
        let lunch = try row("Lunch?", in: live)
        let before = try XCTUnwrap(text("Lunch?", in: live))
        XCTAssertNil(text("Delete", in: live), "no button drawn before the swipe")
        drag(&live, from: Point(x: lunch.maxX - 20, y: lunch.midY), across: -150)
        let delete = try XCTUnwrap(text("Delete", in: live)), archive = try XCTUnwrap(text("Archive", in: live))
        // The first button nearest the edge, red as it destroys; the next gray.
        let red = try XCTUnwrap(fill(at: Point(x: delete.midX, y: delete.midY), in: live))
        let gray = try XCTUnwrap(fill(at: Point(x: archive.midX, y: archive.midY), in: live))
        XCTAssertEqual(red.color, Color.red.resolved(in: .light))
        XCTAssertEqual(gray.color, Color.gray.resolved(in: .light))
        XCTAssertEqual(red.frame.maxX, lunch.maxX, accuracy: 0.01)
        XCTAssertEqual(gray.frame.maxX, red.frame.minX, accuracy: 0.01)
        XCTAssertEqual(red.frame.height, lunch.height, accuracy: 0.01)
        XCTAssertGreaterThanOrEqual(gray.frame.width, 74)
        // The row slid left by the buttons' width.
        let slid = try XCTUnwrap(text("Lunch?", in: live))
        XCTAssertEqual(before.minX - slid.minX, red.frame.width + gray.frame.width, accuracy: 0.01)
        XCTAssertFalse(live.isAnimating)
        live.click(Point(x: archive.midX, y: archive.midY))
        live.advance(to: 30)
        XCTAssertEqual(rows(live).map(\.label), ["Hello", "Invoice"])
        XCTAssertNil(text("Delete", in: live))
    }

    func testARowLetGoShortOfHalfItsButtonsCloses() throws {
        var live = LiveView(Mail(), size: size)
        let lunch = try row("Lunch?", in: live)
        let before = try XCTUnwrap(text("Lunch?", in: live))
        drag(&live, from: Point(x: lunch.maxX - 20, y: lunch.midY), across: -30)
        XCTAssertEqual(text("Lunch?", in: live)?.minX, before.minX)
        XCTAssertNil(text("Delete", in: live))
    }

    func testAFullSwipeRunsTheFirstButton() throws {
        var live = LiveView(Mail(), size: size)
        let lunch = try row("Lunch?", in: live)
        drag(&live, from: Point(x: lunch.maxX - 10, y: lunch.midY), across: -lunch.width * 0.8)
        XCTAssertEqual(rows(live).map(\.label), ["Hello", "Invoice"])
    }

    func testTheLeadingEdgeOpensAndAPressElsewhereClosesItSelectingNothing() throws {
        var live = LiveView(Mail(), size: size)
        let lunch = try row("Lunch?", in: live)
        drag(&live, from: Point(x: lunch.minX + 20, y: lunch.midY), across: 110)
        let mark = try XCTUnwrap(text("Mark Read", in: live))
        XCTAssertEqual(fill(at: Point(x: mark.midX, y: mark.midY), in: live)?.frame.minX ?? -1, lunch.minX, accuracy: 0.01)
        XCTAssertNil(text("Delete", in: live))
        let hello = try row("Hello", in: live)
        live.pointerPressed(at: Point(x: hello.midX, y: hello.midY), time: 30)
        live.pointerReleased(at: Point(x: hello.midX, y: hello.midY), time: 30.05)
        live.advance(to: 30.1)
        live.advance(to: 32)
        XCTAssertNil(text("Mark Read", in: live))
        XCTAssertEqual(rows(live).filter { $0.selected == true }.count, 0, "the press that closes selects nothing")
    }

    func testOnlyOneRowIsOpenAtATime() throws {
        var live = LiveView(Mail(), size: size)
        let lunch = try row("Lunch?", in: live), hello = try row("Hello", in: live)
        drag(&live, from: Point(x: lunch.maxX - 20, y: lunch.midY), across: -150)
        XCTAssertNotNil(text("Delete", in: live))
        // The press on another row closes the open one, and is taken whole.
        drag(&live, from: Point(x: hello.maxX - 20, y: hello.midY), across: -150, at: 30)
        XCTAssertNil(text("Delete", in: live))
        drag(&live, from: Point(x: hello.maxX - 20, y: hello.midY), across: -150, at: 40)
        let delete = try XCTUnwrap(text("Delete", in: live))
        XCTAssertEqual(delete.midY, hello.midY, accuracy: 1)
        XCTAssertEqual(drawn(live).filter { if case .text(let text, _) = $0.content { text.string == "Delete" } else { false } }.count, 1)
    }

    func testADragLetGoOutsideTheWindowClosesTheRowAndRunsNothing() throws {
        var live = LiveView(Mail(), size: size)
        let lunch = try row("Lunch?", in: live)
        drag(&live, from: Point(x: lunch.maxX - 10, y: lunch.midY), across: -(lunch.maxX + 40))
        XCTAssertEqual(rows(live).count, 3)
        XCTAssertNil(text("Delete", in: live))
    }

    func testADragDownSwipesNothingAndAScrollClosesAnOpenRow() throws {
        var live = LiveView(Mail(), size: size)
        let lunch = try row("Lunch?", in: live)
        live.pointerPressed(at: Point(x: lunch.maxX - 20, y: lunch.midY), time: 20)
        live.pointerMoved(to: Point(x: lunch.maxX - 28, y: lunch.midY + 40), time: 20.05)
        live.pointerMoved(to: Point(x: lunch.maxX - 140, y: lunch.midY + 40), time: 20.1)
        live.advance(to: 20.1)
        XCTAssertNil(text("Delete", in: live), "down before across: no swipe")
        live.pointerReleased(at: Point(x: lunch.maxX - 140, y: lunch.midY + 40), time: 20.15)
        live.advance(to: 22)
        drag(&live, from: Point(x: lunch.maxX - 20, y: lunch.midY), across: -150, at: 30)
        XCTAssertNotNil(text("Delete", in: live))
        live.scroll(by: Point(x: 0, y: 10), at: Point(x: lunch.midX, y: lunch.midY))
        live.advance(to: 40)
        live.advance(to: 42)
        XCTAssertNil(text("Delete", in: live))
    }

    func testEditModeSwipesNothing() throws {
        var live = LiveView(Mail(mode: .active), size: size)
        let lunch = try row("Lunch?", in: live)
        drag(&live, from: Point(x: lunch.maxX - 20, y: lunch.midY), across: -150)
        XCTAssertNil(text("Delete", in: live))
        XCTAssertEqual(rows(live).count, 3)
    }
}
