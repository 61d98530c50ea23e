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

    /// How far the sheet is drawn pulled down: the largest downward move
    /// among the display list's transforms, a scroll's upward ones left out.
    private func pulled(_ live: LiveView) -> Double {
        func pulls(_ items: [DisplayItem]) -> [Double] {
            items.flatMap { item -> [Double] in
                guard case .effect(let effect, let inside) = item.content else { return [] }
                if case .transform(let transform) = effect { return [transform.ty] + pulls(inside) }
                return pulls(inside)
            }
        }
        return max(pulls(live.displayList(scale: 1).items).max() ?? 0, 0)
    }

    /// Where the sheet's panel is drawn from, moved by the transforms around it.
    private func panelTop(_ live: LiveView) -> Double? {
        func top(_ items: [DisplayItem], down: Double) -> Double? {
            items.lazy.compactMap { item -> Double? in
                switch item.content {
                case .shape(.roundedRectangle, .fill): item.frame.minY + down
                case .effect(.transform(let transform), let inside): top(inside, down: down + transform.ty)
                case .effect(_, let inside): top(inside, down: down)
                default: nil
                }
            }.first
        }
        return top(live.displayList(scale: 1).items, down: 0)
    }

    /// Shows the sheet, risen, and pulls its panel from `y` down by `by`
    /// over `seconds`, then lets go; the frames run to their end, each of
    /// the first half second's handed to `leaving`.
    private func pull(_ live: inout LiveView, from y: Double = 100, by: Double, over seconds: Double = 0.5,
                      check: (LiveView) -> Void = { _ in }, leaving: (LiveView) -> Void = { _ in }) {
        press("Show", in: &live)
        live.settle()
        XCTAssertTrue(live.presentsLayer)
        live.pointerPressed(at: Point(x: 150, y: y), time: 30)
        live.pointerMoved(to: Point(x: 150, y: y + by / 2), time: 30 + seconds / 2)
        live.pointerMoved(to: Point(x: 150, y: y + by), time: 30 + seconds)
        check(live)
        live.pointerReleased(at: Point(x: 150, y: y + by), time: 30 + seconds)
        for step in 0...30 {
            live.advance(to: 31 + Double(step) / 60)
            leaving(live)
        }
        live.advance(to: 40)
    }

    /// A sheet follows the pointer down; let go past a third of its height
    /// it is dismissed, and so it is let go outside the window.
    func testASheetPulledDownPastAThirdOfItsHeightIsDismissed() {
        var live = LiveView(Presenter(), size: window)
        // The sheet is 390 tall: a third of it is 130.
        pull(&live, by: 140) { XCTAssertEqual(self.pulled($0), 140, accuracy: 0.01, "the sheet follows the pointer") }
        XCTAssertFalse(live.presentsLayer)
        var outside = LiveView(Presenter(), size: window)
        pull(&outside, by: window.height)
        XCTAssertFalse(outside.presentsLayer)
    }

    /// A sheet let go to be dismissed leaves from where the pointer left
    /// it, down all the way, never back up toward where it rests.
    func testASheetLetGoLeavesFromWhereItWasLetGo() {
        var live = LiveView(Presenter(), size: window)
        var panels: [Double] = []
        pull(&live, by: 140, leaving: { live in self.panelTop(live).map { panels.append($0) } })
        // At rest 10 below the top; pulled 140 down.
        XCTAssertEqual(panels.first ?? 0, 150, accuracy: 0.01, "the first frame after the release shows it where it was let go")
        XCTAssertEqual(zip(panels, panels.dropFirst()).filter { $1 < $0 }.count, 0, "it only goes down")
        XCTAssertGreaterThan(panels.last ?? 0, 300)
        XCTAssertFalse(live.presentsLayer)
    }

    /// Let go short of a third, slowly, the sheet springs back to where it
    /// rests; it is never pulled up past it.
    func testASheetLetGoShortOfAThirdSpringsBack() {
        var live = LiveView(Presenter(), size: window)
        press("Show", in: &live)
        live.settle()
        live.pointerPressed(at: Point(x: 150, y: 100), time: 30)
        live.pointerMoved(to: Point(x: 150, y: 40), time: 30.2)
        XCTAssertEqual(pulled(live), 0, "not up past where it rests")
        live.pointerMoved(to: Point(x: 150, y: 200), time: 30.6)
        live.pointerReleased(at: Point(x: 150, y: 200), time: 31)
        live.advance(to: 31)
        XCTAssertEqual(pulled(live), 100, accuracy: 0.01, "the first frame after the release shows it where it was let go")
        XCTAssertTrue(live.isAnimating)
        live.advance(to: 31.1)
        XCTAssertGreaterThan(pulled(live), 0)
        XCTAssertLessThan(pulled(live), 100)
        live.advance(to: 32)
        XCTAssertEqual(pulled(live), 0)
        XCTAssertFalse(live.isAnimating)
        XCTAssertTrue(live.presentsLayer)
    }

    /// A flick down dismisses the sheet however little it was pulled.
    func testAFlickDownDismissesTheSheet() {
        var live = LiveView(Presenter(), size: window)
        pull(&live, by: 60, over: 0.04)
        XCTAssertFalse(live.presentsLayer)
    }

    /// A sheet whose content disables its dismissal follows the pointer
    /// and springs back, however far it is pulled, or let go outside the
    /// window.
    func testInteractiveDismissDisabledSpringsBackWhateverThePull() {
        var live = LiveView(Presenter(locked: true), size: window)
        pull(&live, by: 500)
        XCTAssertTrue(live.presentsLayer)
        XCTAssertEqual(pulled(live), 0)
    }

    /// A press on a control of the sheet's content drags nothing.
    func testAPressOnAControlOfTheSheetDragsNothing() throws {
        var live = LiveView(Presenter(), size: window)
        press("Show", in: &live)
        live.settle()
        let done = try XCTUnwrap(live.allElements.first { $0.label == "Done" })
        pull(&live, from: done.frame.midY, by: 200) { XCTAssertEqual(self.pulled($0), 0) }
        XCTAssertTrue(live.presentsLayer)
    }

    private struct Reading: View {
        @State var shown = false
        var body: some View {
            Button("Show") { shown = true }
                .sheet(isPresented: $shown) {
                    ScrollView { VStack { ForEach(0..<40, id: \.self) { Text("Line \($0)").frame(height: 40) } } }
                }
        }
    }

    /// A press in the sheet's scroll view drags the sheet while its content
    /// is at its top; scrolled down, the content keeps the press.
    func testASheetWhoseContentIsScrolledIsNotDragged() {
        var scrolled = LiveView(Reading(), size: window)
        press("Show", in: &scrolled)
        scrolled.settle()
        XCTAssertTrue(scrolled.scroll(by: Point(x: 0, y: 120), at: Point(x: 150, y: 200)))
        scrolled.advance(to: 25)
        scrolled.pointerPressed(at: Point(x: 150, y: 100), time: 30)
        scrolled.pointerMoved(to: Point(x: 150, y: 300), time: 30.5)
        XCTAssertEqual(pulled(scrolled), 0)
        scrolled.pointerReleased(at: Point(x: 150, y: 300), time: 30.5)
        scrolled.advance(to: 40)
        XCTAssertTrue(scrolled.presentsLayer)

        var top = LiveView(Reading(), size: window)
        pull(&top, by: 200)
        XCTAssertFalse(top.presentsLayer, "at its top, the content lets the sheet be pulled")
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
