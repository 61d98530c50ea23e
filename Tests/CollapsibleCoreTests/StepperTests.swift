import XCTest
@testable import CollapsibleCore

/// `Stepper` as iOS has it, worked by the pointer, the keyboard and
/// assistive tools. In a window of 300 x 100 the stepper's row is 300
/// wide: its buttons, 94 x 32, end at x = 300 and sit at y 34 to 66, the
/// minus half from x = 206, the plus half from x = 253.5.
final class StepperTests: XCTestCase {
    private struct Counter: View {
        @State var count: Int
        var bounds: ClosedRange<Int> = 0...3
        var step = 1

        var body: some View {
            Stepper("Count: \(count)", value: $count, in: bounds, step: step)
                .frame(width: 300)
        }
    }

    private let minus = Point(x: 229, y: 50), plus = Point(x: 277, y: 50)

    private func spinButton(_ live: LiveView) throws -> AccessibilityElement {
        let root = live.accessibilityRoot
        return try XCTUnwrap(([root] + root.children).first { $0.role == .spinButton }, "no spin button")
    }

    private func click(_ live: inout LiveView, at point: Point) {
        live.pointerPressed(at: point, time: 0)
        live.pointerReleased(at: point, time: 0.1)
    }

    /// The colours the shapes of `kind` are filled with, in drawing order.
    private func fills(of kind: ShapeKind, _ live: LiveView) -> [Color] {
        func fills(_ items: [DisplayItem]) -> [Color] {
            items.flatMap { item -> [Color] in
                switch item.content {
                case .shape(kind, .fill(.color(let color), _)): [color.resolved(in: .light)]
                case .effect(_, let inside): fills(inside)
                default: []
                }
            }
        }
        return fills(live.displayList(scale: 1).items)
    }

    /// The colours the signs are drawn in, minus then plus.
    private func signs(_ live: LiveView) -> [Color] { fills(of: .capsule, live) }

    func testTheStepperIsItsLabelThenTheButtonsAndOneSpinButtonWithItsValue() throws {
        let live = LiveView(Counter(count: 1), size: Size(width: 300, height: 100))
        let element = try spinButton(live)
        XCTAssertEqual(element.label, "Count: 1")
        XCTAssertEqual(element.value, AccessibilityValue(current: 1, minimum: 0, maximum: 3, increment: 1, description: "1"))
        XCTAssertTrue(element.isFocusable)
        XCTAssertEqual(element.frame.width, 300, "the whole row")
        let buttons = live.displayList(scale: 1).items.compactMap { item -> Rect? in
            guard case .effect(.clip, _) = item.content else { return nil }
            return item.frame
        }
        XCTAssertEqual(buttons, [Rect(x: 206, y: 34, width: 94, height: 32)])
        let label = Color(.label).resolved(in: .light)
        XCTAssertEqual(signs(live), [label, label, label], "minus, and plus's two strokes")
    }

    func testAClickOnPlusStepsUpToTheBoundWhichDimsItAndTakesNoMoreTaps() throws {
        var live = LiveView(Counter(count: 2), size: Size(width: 300, height: 100))
        click(&live, at: plus)
        XCTAssertEqual(try spinButton(live).value?.current, 3)
        XCTAssertEqual(try spinButton(live).label, "Count: 3")
        let dimmed = Color(.tertiaryLabel).resolved(in: .light), label = Color(.label).resolved(in: .light)
        XCTAssertEqual(signs(live), [label, dimmed, dimmed])
        click(&live, at: plus)
        XCTAssertEqual(try spinButton(live).value?.current, 3, "the stepper at its bound stays there")
        click(&live, at: minus)
        XCTAssertEqual(try spinButton(live).value?.current, 2)
    }

    func testAPressedHalfDarkensAndAClickGivesTheStepperTheFocus() throws {
        var live = LiveView(Counter(count: 1), size: Size(width: 300, height: 100))
        let shade = Color(.tertiarySystemFill).resolved(in: .light)
        XCTAssertEqual(fills(of: .roundedRectangle(cornerRadius: 8, style: .continuous), live), [shade], "the buttons' ground")
        XCTAssertFalse(fills(of: .rectangle, live).contains(shade))
        live.pointerPressed(at: minus, time: 0)
        XCTAssertEqual(live.focusedControl, try spinButton(live).id)
        XCTAssertEqual(fills(of: .rectangle, live).filter { $0 == shade }.count, 1, "the pressed half's shade")
        live.pointerReleased(at: minus, time: 0.1)
        XCTAssertFalse(fills(of: .rectangle, live).contains(shade))
        XCTAssertEqual(try spinButton(live).value?.current, 0)
    }

    func testTabFocusesTheStepperOnceAndTheArrowsHomeAndEndStepIt() throws {
        var live = LiveView(Counter(count: 1), size: Size(width: 300, height: 100))
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertEqual(live.focusedControl, try spinButton(live).id)
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertEqual(live.focusedControl, try spinButton(live).id, "its halves are no stops of their own")
        XCTAssertTrue(live.adjustFocused(.increase))
        XCTAssertEqual(try spinButton(live).value?.current, 2)
        XCTAssertTrue(live.adjustFocused(.maximum))
        XCTAssertEqual(try spinButton(live).value?.current, 3)
        XCTAssertFalse(live.adjustFocused(.increase), "a stepper at its bound")
        XCTAssertTrue(live.adjustFocused(.minimum))
        XCTAssertFalse(live.adjustFocused(.decrease))
        XCTAssertEqual(try spinButton(live).value?.current, 0)
    }

    func testAnAssistiveToolSetsAWholeNumberOfStepsKeptInTheRange() throws {
        var live = LiveView(Counter(count: 4, bounds: 0...10, step: 2), size: Size(width: 300, height: 100))
        let id = try spinButton(live).id
        XCTAssertTrue(live.setValue(7.2, of: id))
        XCTAssertEqual(try spinButton(live).value?.current, 8)
        XCTAssertTrue(live.setValue(100, of: id))
        XCTAssertEqual(try spinButton(live).value?.current, 10)
        XCTAssertFalse(live.setValue(.nan, of: id))
        XCTAssertEqual(try spinButton(live).value?.current, 10)
    }

    func testAStepBeyondTheBoundStopsAtIt() throws {
        var live = LiveView(Counter(count: 8, bounds: 0...9, step: 5), size: Size(width: 300, height: 100))
        click(&live, at: plus)
        XCTAssertEqual(try spinButton(live).value?.current, 9)
        click(&live, at: minus)
        XCTAssertEqual(try spinButton(live).value?.current, 4)
    }

    private struct Pages: View {
        @State var page = 0
        var body: some View {
            Stepper("Page \(page)", onIncrement: { page += 1 }, onDecrement: nil)
                .frame(width: 300)
        }
    }

    func testAStepperOfItsOwnActionsHasNoValueAndAMissingActionDimsItsHalf() throws {
        var live = LiveView(Pages(), size: Size(width: 300, height: 100))
        XCTAssertNil(try spinButton(live).value)
        click(&live, at: minus)
        XCTAssertEqual(try spinButton(live).label, "Page 0")
        click(&live, at: plus)
        XCTAssertEqual(try spinButton(live).label, "Page 1")
        let dimmed = Color(.tertiaryLabel).resolved(in: .light)
        XCTAssertEqual(signs(live).first, dimmed)
    }

    private struct Edits: View {
        @State var value = 0.5
        let log: (Bool) -> Void
        var body: some View {
            Stepper(value: $value, in: 0...1, step: 0.25, onEditingChanged: log) { Text("Volume") }
                .frame(width: 300)
        }
    }

    func testEachStepIsOneEditAndAFloatingValueStepsByItsStep() throws {
        var edits: [Bool] = []
        var live = LiveView(Edits { edits.append($0) }, size: Size(width: 300, height: 100))
        click(&live, at: plus)
        XCTAssertEqual(try spinButton(live).value?.current, 0.75)
        XCTAssertEqual(try spinButton(live).value?.increment, 0.25)
        XCTAssertEqual(edits, [true, false])
    }

    func testADisabledStepperIsReadAndTakesNoTapNoKeyAndNoFocus() throws {
        var live = LiveView(Counter(count: 1).disabled(true), size: Size(width: 300, height: 100))
        XCTAssertFalse(try spinButton(live).isFocusable)
        XCTAssertEqual(try spinButton(live).value?.current, 1)
        click(&live, at: plus)
        XCTAssertFalse(live.moveFocus(forward: true))
        XCTAssertFalse(live.adjustFocused(.increase))
        XCTAssertEqual(try spinButton(live).value?.current, 1)
    }
}
