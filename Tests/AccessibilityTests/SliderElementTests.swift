import XCTest
import CollapsibleCore
@testable import CollapsibleAccessibility

/// A `Slider` as AT-SPI clients see it: GTK's scale, a slider with the
/// Value interface, and the change of its value said once.
final class SliderElementTests: XCTestCase {
    private struct Volume: View {
        @State var level = 0.25
        var body: some View {
            VStack {
                Text("Volume")
                Slider(value: $level, in: 0...2)
            }
        }
    }

    private func tree(_ view: LiveView, focused: Bool = true) -> AtspiTree {
        AtspiTree(application: AccessibleApplication(name: "volume", version: "1"),
                  window: AccessibleWindow(title: "Volume", width: 300, height: 100, scale: 1, isFocused: focused),
                  root: view.accessibilityRoot)
    }

    private func slider(_ view: LiveView) throws -> AccessibleObject {
        let element = try XCTUnwrap(view.accessibilityRoot.children.first { $0.role == .slider })
        return .view(element.id)
    }

    func testASliderIsAFocusableSliderWithItsValueAndRange() throws {
        let view = LiveView(Volume(), size: Size(width: 300, height: 100))
        let object = try slider(view)
        let element = try XCTUnwrap(tree(view)[object])
        XCTAssertEqual(element.role, .slider)
        XCTAssertEqual(element.role.rawValue, 51, "ATSPI_ROLE_SLIDER")
        XCTAssertEqual(element.role.name, "slider")
        XCTAssertTrue(element.states.contains(.focusable))
        XCTAssertTrue(element.states.contains(.focused), "the window's first control has the focus")
        XCTAssertFalse(element.isPressable, "a slider is set, not pressed")
        XCTAssertEqual(element.value, AccessibilityValue(current: 0.25, minimum: 0, maximum: 2, increment: 0.2, description: "13%"))
    }

    private struct Mixer: View {
        @State var level = 0.25
        var body: some View {
            VStack {
                Button("Mute") {}
                Slider(value: $level, in: 0...2)
            }
        }
    }

    func testASliderTabReachesHasTheFocus() throws {
        var view = LiveView(Mixer(), size: Size(width: 300, height: 100))
        XCTAssertTrue(view.moveFocus(forward: true))
        XCTAssertTrue(view.moveFocus(forward: true))
        let object = try slider(view)
        var window = AccessibleWindow(title: "Mixer", width: 300, height: 100, scale: 1, isFocused: true)
        window.focusedView = view.focusedControl
        let tree = AtspiTree(application: AccessibleApplication(name: "mixer", version: "1"), window: window,
                             root: view.accessibilityRoot)
        XCTAssertEqual(tree.focus, object, "the second Tab went past the button to the slider")
        XCTAssertTrue(try XCTUnwrap(tree[object]).states.contains(.focused))
    }

    func testASetValueIsSaidOnceAsAnAccessibleValueChange() throws {
        var view = LiveView(Volume(), size: Size(width: 300, height: 100))
        let object = try slider(view)
        let before = tree(view)
        guard case .view(let id) = object else { return XCTFail("not a view") }
        XCTAssertTrue(view.setValue(1.5, of: id))
        XCTAssertEqual(AccessibleEvent.changes(from: before, to: tree(view)), [.valueChanged(object, 1.5)])
        XCTAssertEqual(AccessibleEvent.changes(from: tree(view), to: tree(view)), [])
    }
}
