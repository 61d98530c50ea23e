import XCTest
@testable import CollapsibleCore

/// `sheet`, `fullScreenCover` and `\.dismiss`: presented over the whole
/// window from the bottom, dismissed each way, the presenter's state kept.
final class SheetTests: XCTestCase {
    private struct Presenter: View {
        @State var shown = false
        @State var count = 0
        var locked = false
        var body: some View {
            VStack {
                Button("Show") { shown = true }
                Button("Count \(count)") { count += 1 }
            }
            .sheet(isPresented: $shown) { Closing().interactiveDismissDisabled(locked) }
        }
    }

    private struct Closing: View {
        @Environment(\.dismiss) var dismiss
        var body: some View { Button("Done") { dismiss() } }
    }

    private let window = Size(width: 300, height: 400)

    /// The fills of the display list, with their frames.
    private func fills(_ live: LiveView) -> [(kind: ShapeKind, frame: Rect, color: Color)] {
        live.displayList(scale: 1).items.compactMap { item in
            guard case .shape(let kind, .fill(.color(let color), _)) = item.content else { return nil }
            return (kind, item.frame, color)
        }
    }

    /// Presses the button `label` among what assistive tools see.
    private func press(_ label: String, in live: inout LiveView, animated: Bool = false) {
        guard let button = live.allElements.first(where: { $0.role == .button && $0.label == label }) else { return XCTFail("no \(label)") }
        live.press(button.id, animated: animated)
    }

    func testASheetRisesOverTheDimmedWindowWithItsTopCornersRounded() {
        var live = LiveView(Presenter(), size: window)
        press("Show", in: &live)
        XCTAssertTrue(live.presentsLayer)
        let drawn = fills(live)
        XCTAssertEqual(drawn.count, 2)
        // The window dimmed by UIKit's black at 40 %.
        XCTAssertEqual(drawn[0].kind, .rectangle)
        XCTAssertEqual(drawn[0].frame, Rect(x: 0, y: 0, width: 300, height: 400))
        XCTAssertEqual(drawn[0].color.resolved(in: .light).opacity, 0.4, accuracy: 1e-9)
        // The panel 10 points below the top, reaching 10 past the bottom,
        // where its lower corners do not show.
        XCTAssertEqual(drawn[1].kind, .roundedRectangle(cornerRadius: 10, style: .continuous))
        XCTAssertEqual(drawn[1].frame, Rect(x: 0, y: 10, width: 300, height: 400))
        // Its content in the middle of what shows of it: 10 + 390 / 2.
        guard let done = live.displayList(scale: 1).items.last else { return XCTFail("the sheet's button") }
        XCTAssertEqual(done.frame.midY, 205)
        XCTAssertEqual(live.accessibilityRoot.children.last?.role, .dialog)
    }

    func testDismissInsideTheSheetGoesBackWithThePresentersStateKept() {
        var live = LiveView(Presenter(), size: window)
        press("Count 0", in: &live)
        press("Show", in: &live)
        press("Done", in: &live, animated: true)
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        XCTAssertEqual(fills(live).count, 0)
        XCTAssertEqual(live.drawnTexts, ["Show", "Count 1"])
    }

    func testTheSheetRisesFromTheBottomWithASpring() {
        var live = LiveView(Presenter(), size: window)
        press("Show", in: &live, animated: true)
        live.advance(to: 10)
        let start = fills(live)
        XCTAssertEqual(start.last?.frame.minY, 400, "starts below the window")
        XCTAssertEqual(start.first?.color.resolved(in: .light).opacity ?? 1, 0, accuracy: 1e-9)
        live.advance(to: 10.15)
        let rising = fills(live)
        XCTAssertGreaterThan(rising.last?.frame.minY ?? 0, 10)
        XCTAssertLessThan(rising.last?.frame.minY ?? 400, 400)
        live.advance(to: 12)
        XCTAssertEqual(fills(live).last?.frame.minY, 10)
    }

    func testEscapeAndAClickOnTheDimmedWindowDismiss() {
        var live = LiveView(Presenter(), size: window)
        press("Show", in: &live)
        XCTAssertTrue(live.dismissFrontmost())
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        press("Show", in: &live)
        live.click(Point(x: 150, y: 5))
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        XCTAssertFalse(live.dismissFrontmost(), "with nothing presented, Escape is the window's")
    }

    func testInteractiveDismissDisabledRefusesEscapeAndTheClickOutside() {
        var live = LiveView(Presenter(locked: true), size: window)
        press("Show", in: &live)
        XCTAssertFalse(live.dismissFrontmost())
        live.click(Point(x: 150, y: 5))
        live.settle()
        XCTAssertTrue(live.presentsLayer)
        press("Done", in: &live)
        live.settle()
        XCTAssertFalse(live.presentsLayer)
    }

    func testTheKeyboardStaysInTheSheetAndGoesBackAfter() {
        var live = LiveView(Presenter(), size: window)
        XCTAssertTrue(live.moveFocus(forward: true))
        let show = live.focusedControl
        XCTAssertTrue(live.pressFocused())
        XCTAssertTrue(live.presentsLayer)
        XCTAssertNil(live.focusedControl, "the window's button is under the sheet")
        XCTAssertTrue(live.moveFocus(forward: true))
        let done = live.focusedControl
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertEqual(live.focusedControl, done, "Tab goes round the sheet's controls alone")
        live.pressFocused()
        live.settle()
        XCTAssertEqual(live.focusedControl, show)
    }
}

/// The sheet's place in windows of other sizes, and at its detents.
final class SheetGeometryTests: XCTestCase {
    private struct Halved: View {
        var body: some View {
            Color.clear.sheet(isPresented: .constant(true)) {
                Text("Half").presentationDetents([.medium, .large])
            }
        }
    }

    private func panel(_ view: some View, in size: Size) -> (Rect, ShapeKind)? {
        let live = LiveView(view, size: size)
        return live.displayList(scale: 1).items.compactMap { item -> (Rect, ShapeKind)? in
            guard case .shape(let kind, _) = item.content, case .roundedRectangle = kind else { return nil }
            return (item.frame, kind)
        }.first
    }

    func testAMediumDetentRaisesTheSheetHalfwayWithItsGrabber() throws {
        let live = LiveView(Halved(), size: Size(width: 300, height: 410))
        let shapes = live.displayList(scale: 1).items.compactMap { item -> (Rect, ShapeKind)? in
            guard case .shape(let kind, _) = item.content else { return nil }
            return (item.frame, kind)
        }
        // Half of 410 less the strip of 10 above the largest.
        let sheet = try XCTUnwrap(shapes.first { $0.1 == .roundedRectangle(cornerRadius: 10, style: .continuous) })
        XCTAssertEqual(sheet.0.minY, 210)
        // The grabber: 36 by 5, 5 below the sheet's top, in its middle.
        let grabber = try XCTUnwrap(shapes.first { $0.1 == .capsule })
        XCTAssertEqual(grabber.0, Rect(x: 132, y: 215, width: 36, height: 5))
    }

    func testAWindowAsLargeAsAnIPadsShowsAFormSheetInTheMiddle() throws {
        let (frame, kind) = try XCTUnwrap(panel(Color.clear.sheet(isPresented: .constant(true)) { Text("Form") },
                                                in: Size(width: 1000, height: 800)))
        XCTAssertEqual(kind, .roundedRectangle(cornerRadius: 10, style: .continuous))
        XCTAssertEqual(frame, Rect(x: 230, y: 90, width: 540, height: 620))
    }

    func testAFullScreenCoverTakesTheWholeWindow() throws {
        let live = LiveView(Color.clear.fullScreenCover(isPresented: .constant(true)) { Text("Cover") }, size: Size(width: 300, height: 400))
        let cover = try XCTUnwrap(live.displayList(scale: 1).items.first { item in
            if case .shape(.roundedRectangle(cornerRadius: 0, _), _) = item.content { return true }
            return false
        })
        XCTAssertEqual(cover.frame, Rect(x: 0, y: 0, width: 300, height: 400))
    }
}
