import XCTest
@testable import CollapsibleCore

/// `Button` and `Toggle` as iOS has them, by pointer and by keyboard.
final class ControlTests: XCTestCase {
    private struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack {
                Button(action: { count += 1 }) { Text("Tap me") }
                Text("\(count)")
            }
        }
    }

    private func texts(_ live: LiveView) -> [DisplayItem] {
        live.displayList(scale: 1).items.filter { if case .text = $0.content { true } else { false } }
    }

    func testAButtonsLabelIsInTheAccentColourAndDimsWhilePressed() throws {
        var live = LiveView(Counter(), size: Size(width: 200, height: 100))
        let label = try XCTUnwrap(live.displayList(scale: 1).items.first)
        guard case .text(let text, _) = label.content, text.string == "Tap me" else { return XCTFail("the label, whole: \(label)") }
        XCTAssertEqual(text.runs.first?.color, Color.blue.resolved(in: .light))
        let centre = Point(x: label.frame.midX, y: label.frame.midY)
        XCTAssertTrue(live.pointerPressed(at: centre, time: 0))
        guard case .effect(.opacity(let pressed), _)? = live.displayList(scale: 1).items.first?.content else {
            return XCTFail("the label, pressed")
        }
        XCTAssertLessThan(pressed, 1)
        XCTAssertTrue(live.pointerReleased(at: centre, time: 0.1))
        XCTAssertEqual(texts(live).last.map { item -> String in
            if case .text(let text, _) = item.content { return text.string }
            return ""
        }, "1")
        guard case .text(let text, _)? = live.displayList(scale: 1).items.first?.content, text.string == "Tap me" else {
            return XCTFail("the label, released, whole again")
        }
    }

    func testAButtonIsAPushButtonTheKeyboardFocusesAndPresses() {
        var live = LiveView(Counter(), size: Size(width: 200, height: 100))
        let button = live.accessibilityRoot.children[0]
        XCTAssertEqual(button.role, .button)
        XCTAssertTrue(button.isFocusable)
        XCTAssertNil(live.focusedControl)
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertEqual(live.focusedControl, button.id)
        let ring = live.displayList(scale: 1).items.last
        guard case .shape(.roundedRectangle, .stroke(_, let style))? = ring?.content else { return XCTFail("a focus ring") }
        XCTAssertEqual(style.lineWidth, 3)
        XCTAssertTrue(live.pressFocused())
        XCTAssertEqual(live.accessibilityRoot.children[1].label, "1")
    }

    private struct Switching: View {
        @State var on = false
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $on)
                Text(on ? "on" : "off")
            }
            .frame(width: 200)
        }
    }

    private func knob(_ live: LiveView) -> Rect? {
        live.displayList(scale: 1).items.compactMap { item -> Rect? in
            guard case .effect(.shadow, let inside) = item.content else { return nil }
            return inside.first?.frame
        }.first
    }

    func testAToggleIsTheIOSSwitchWhoseKnobSlidesAndAToggleButtonForAssistiveTools() throws {
        var live = LiveView(Switching(), size: Size(width: 300, height: 200))
        let control = try XCTUnwrap(live.accessibilityRoot.children.first)
        XCTAssertEqual(control.role, .toggleButton, "one element, the whole row")
        XCTAssertEqual(control.label, "Wi-Fi")
        XCTAssertEqual(control.checked, false)
        XCTAssertEqual(control.frame.width, 200)
        let off = try XCTUnwrap(knob(live))
        XCTAssertEqual(off, Rect(x: 199 + 2, y: off.minY, width: 27, height: 27))
        XCTAssertTrue(live.press(control.id))
        XCTAssertEqual(live.accessibilityRoot.children.first?.checked, true)
        XCTAssertEqual(live.accessibilityRoot.children.last?.label, "on")
        live.advance(to: 0)
        XCTAssertEqual(knob(live)?.minX, 201, "the knob starts where it was")
        live.advance(to: 1)
        XCTAssertEqual(knob(live)?.minX, 250 - 2 - 27, "and slides to the trailing end")
    }
}

/// A button's release is no part of what its action animates.
final class ButtonReleaseTests: XCTestCase {
    private struct Slow: View {
        @State var count = 0
        var body: some View {
            Button("Go") { withAnimation(.linear(duration: 2)) { count += 1 } }
        }
    }

    func testTheLabelIsWholeAgainAtOnceWhenAnAnimatedActionRuns() throws {
        var live = LiveView(Slow(), size: Size(width: 200, height: 100))
        let label = try XCTUnwrap(live.displayList(scale: 1).items.first)
        let centre = Point(x: label.frame.midX, y: label.frame.midY)
        live.pointerPressed(at: centre, time: 0)
        XCTAssertTrue(live.pointerReleased(at: centre, time: 0.1))
        live.advance(to: 0)
        live.advance(to: 0.5)
        guard case .text? = live.displayList(scale: 1).items.first?.content else {
            return XCTFail("the label dims no more: \(live.displayList(scale: 1).items)")
        }
    }
}
