import XCTest
@testable import CollapsibleCore

/// `@FocusState` with `focused(_:equals:)` and `focused(_:)`: the state
/// follows the focus as Tab and a press move it, and setting the state
/// moves the focus, the caret and the typed text to the field it names.
final class FocusStateTests: XCTestCase {
    private enum Field: Hashable { case name, city }

    /// What the view holds, read and set from outside as its own code would.
    private final class Probe {
        var focus: FocusState<Field?>.Binding?
        var isNoteFocused: FocusState<Bool>.Binding?
    }

    private struct Form: View {
        let probe: Probe
        @State var name = ""
        @State var city = ""
        @State var note = ""
        @FocusState var focus: Field?
        @FocusState var isNoteFocused: Bool

        var body: some View {
            let _ = probe.focus = $focus
            let _ = probe.isNoteFocused = $isNoteFocused
            VStack {
                TextField("Name", text: $name).focused($focus, equals: .name)
                    .onSubmit { focus = .city }
                TextField("City", text: $city).focused($focus, equals: .city)
                TextField("Note", text: $note).focused($isNoteFocused)
                Button("Done") { focus = nil }
            }
            .frame(width: 200)
        }
    }

    private func texts(_ live: LiveView) -> [String] {
        live.accessibilityRoot.children.filter { $0.role == .textField }.compactMap { $0.text?.text.string }
    }

    private func frame(_ live: LiveView, _ index: Int) throws -> Rect {
        let fields = live.accessibilityRoot.children.filter { $0.role == .textField }
        return try XCTUnwrap(fields.indices.contains(index) ? fields[index].frame : nil)
    }

    func testSettingTheStateMovesTheFocusAndTheTypedText() throws {
        let probe = Probe()
        var live = LiveView(Form(probe: probe), size: Size(width: 300, height: 300))
        XCTAssertNil(live.focusedTextField)
        probe.focus?.wrappedValue = .city
        live.update()
        XCTAssertNotNil(live.focusedTextField)
        live.typeText("Lyon")
        XCTAssertEqual(texts(live), ["", "Lyon", ""])
        probe.isNoteFocused?.wrappedValue = true
        live.update()
        live.typeText("hi")
        XCTAssertEqual(texts(live), ["", "Lyon", "hi"])
        XCTAssertEqual(probe.focus?.wrappedValue, nil, "the note's state took the focus from the city's")
    }

    func testTabAndAPressSetTheState() throws {
        let probe = Probe()
        var live = LiveView(Form(probe: probe), size: Size(width: 300, height: 300))
        XCTAssertTrue(live.moveFocus(forward: true))
        live.update()
        XCTAssertEqual(probe.focus?.wrappedValue, .name)
        XCTAssertTrue(live.moveFocus(forward: true))
        live.update()
        XCTAssertEqual(probe.focus?.wrappedValue, .city)
        XCTAssertTrue(live.moveFocus(forward: true))
        live.update()
        XCTAssertEqual(probe.focus?.wrappedValue, nil)
        XCTAssertEqual(probe.isNoteFocused?.wrappedValue, true)
        let name = try frame(live, 0)
        live.pointerPressed(at: Point(x: name.midX, y: name.midY), time: 0)
        live.pointerReleased(at: Point(x: name.midX, y: name.midY), time: 0.05)
        live.update()
        XCTAssertEqual(probe.focus?.wrappedValue, .name)
        XCTAssertEqual(probe.isNoteFocused?.wrappedValue, false)
    }

    func testSubmitMovesTheFocusOnAndNilTakesItAway() throws {
        let probe = Probe()
        var live = LiveView(Form(probe: probe), size: Size(width: 300, height: 300))
        probe.focus?.wrappedValue = .name
        live.update()
        live.typeText("Ada")
        live.edit(TextEditCommand.submit)
        live.typeText("Paris")
        XCTAssertEqual(texts(live), ["Ada", "Paris", ""])
        XCTAssertEqual(probe.focus?.wrappedValue, .city)
        probe.focus?.wrappedValue = nil
        live.update()
        XCTAssertNil(live.focusedTextField)
        XCTAssertFalse(live.typeText("lost"))
        XCTAssertEqual(texts(live), ["Ada", "Paris", ""])
    }
}
