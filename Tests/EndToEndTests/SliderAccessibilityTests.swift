import Foundation
import XCTest

/// The knob of Examples/Programs as a screen reader finds it, on the real
/// accessibility stack with pyatspi as the client: its two sliders are
/// AT-SPI sliders with the Value interface, and a value set through it
/// turns the knob as a drag would.
final class SliderAccessibilityTests: AccessibilityTestCase {

    func testAScreenReaderReadsTheKnobsSlidersAndItsSettingTurnsTheKnob() throws {
        let program = try DependentPrograms.executable("knob")
        let stack = try AccessibilityStack()
        let tool = try AssistiveTool(on: stack)
        (self.stack, self.tool) = (stack, tool)
        let session = try Session(["--size", "300x300"], on: server, binary: program, environment: stack.environment)
        let found = try tool.ask(["do": "find", "name": "knob", "within": 5.0])
        XCTAssertEqual(found["found"] as? Bool, true, "knob is not on the desktop")

        let sliders = try XCTUnwrap(try tool.ask(["do": "sliders"])["sliders"] as? [[String: Any]])
        XCTAssertEqual(sliders.count, 2, "the Value and the Pointer sliders")
        for slider in sliders {
            XCTAssertEqual(slider["role"] as? String, "slider")
            XCTAssertEqual((slider["interfaces"] as? [String])?.contains("Value"), true, "\(slider)")
            XCTAssertEqual((slider["states"] as? [String])?.contains("focusable"), true, "\(slider)")
        }
        let (value, size) = (sliders[0], sliders[1])
        XCTAssertEqual(value["current"] as? Double, 0.5)
        XCTAssertEqual(value["minimum"] as? Double, 0)
        XCTAssertEqual(value["maximum"] as? Double, 1)
        XCTAssertEqual(try XCTUnwrap(value["increment"] as? Double), 0.1, accuracy: 1e-9, "a tenth of the range")
        XCTAssertEqual(try XCTUnwrap(size["current"] as? Double), 0.1, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(size["maximum"] as? Double), 0.4, accuracy: 1e-9)

        // The knob as first shown: its pointer clear of its column.
        guard let first = session.stillImage(), let knob = first.knob() else { return XCTFail("no knob in the window") }
        XCTAssertNotNil(session.knobPointer(around: knob, near: 165), "the knob never showed its pointer at 165 degrees")
        let heard = tool.events.count
        try tool.ask(["do": "set value", "index": 0, "value": 0.8])
        let change = tool.waitForEvent(after: heard) { $0.type == "object:property-change:accessible-value" && $0.role == "slider" }
        XCTAssertNotNil(change, "no value change was heard")
        let set = try XCTUnwrap(try tool.ask(["do": "sliders"])["sliders"] as? [[String: Any]])
        XCTAssertEqual(try XCTUnwrap(set.first?["current"] as? Double), 0.8, accuracy: 1e-9)
        XCTAssertNotNil(session.knobPointer(around: knob, near: 264), "the value set did not turn the knob to 0.8 of 330 degrees")

        // Past the range's end: kept at its end, as a drag keeps it.
        try tool.ask(["do": "set value", "index": 0, "value": 7.0])
        XCTAssertNotNil(session.knobPointer(around: knob, near: 330), "a value past the end did not turn the knob to its end")
        let read = try XCTUnwrap(try tool.ask(["do": "sliders"])["sliders"] as? [[String: Any]])
        XCTAssertEqual(read.first?["current"] as? Double, 1)

        // A client may call SetCurrentValue, as atk-bridge answers it, which says whether it was taken.
        let path = try XCTUnwrap(read.first?["path"] as? String)
        let answer = try tool.ask(["do": "call", "path": path, "interface": "org.a11y.atspi.Value", "member": "SetCurrentValue",
                                   "signature": "(d)", "arguments": [0.3]])
        XCTAssertEqual(answer["reply"] as? [Bool], [true], "\(answer)")
        XCTAssertNotNil(session.knobPointer(around: knob, near: 99), "SetCurrentValue did not turn the knob to 0.3 of 330 degrees")
    }
}
