import XCTest
import CollapsibleCore
@testable import CollapsibleAccessibility

/// A text field as AT-SPI clients see it and hear it: an editable entry
/// with the Text and EditableText interfaces, its caret and selection, and
/// the text and caret events GTK's entry sends as it is typed into, which
/// Orca's key echo and its reading of the line follow.
final class EditableTextTests: XCTestCase {
    private struct Form: View {
        @State var name = ""
        @State var password = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name)
                SecureField("Password", text: $password)
            }
            .frame(width: 300)
        }
    }

    private let application = AccessibleApplication(name: "form", version: "1")

    private func tree(_ view: LiveView) -> AtspiTree {
        AtspiTree(application: application,
                  window: AccessibleWindow(title: "Form", width: 400, height: 300, scale: 1, isFocused: true),
                  root: view.accessibilityRoot)
    }

    private func object(_ view: LiveView, _ role: AccessibilityRole) throws -> AccessibleObject {
        .view(try XCTUnwrap(view.accessibilityRoot.children.first { $0.role == role }).id)
    }

    private func focused() -> LiveView {
        var view = LiveView(Form(), size: Size(width: 400, height: 300))
        XCTAssertTrue(view.moveFocus(forward: true))
        return view
    }

    /// What a client hears of what `change` does to `view`.
    private func heard(_ view: inout LiveView, _ change: (inout LiveView) -> Void) -> [AccessibleEvent] {
        var announced = AnnouncedTree(application: application)
        let window = AccessibleWindow(title: "Form", width: 400, height: 300, scale: 1, isFocused: true)
        _ = announced.show(view.accessibilityRoot, in: window, settled: true)
        change(&view)
        return announced.show(view.accessibilityRoot, in: window, settled: true)
    }

    func testAFieldIsAnEditableSingleLineEntryWithTheTextAndEditableTextInterfaces() throws {
        var view = focused()
        view.typeText("Ada")
        let tree = tree(view)
        let field = try object(view, .textField)
        let element = try XCTUnwrap(tree[field])
        XCTAssertEqual(element.role, .entry)
        XCTAssertEqual(element.name, "Name")
        XCTAssertTrue(element.states.isSuperset(of: [.editable, .focusable, .focused, .singleLine, .enabled, .sensitive]))
        XCTAssertEqual(element.text?.text.string, "Ada")
        XCTAssertEqual(element.caret, 3)
        XCTAssertNil(element.selection)
        let interfaces = AtspiServer.interfaces(of: field, element)
        XCTAssertTrue(interfaces.contains("org.a11y.atspi.Text"))
        XCTAssertTrue(interfaces.contains("org.a11y.atspi.EditableText"))

        view.edit(.move(.wordLeft, extending: true))
        XCTAssertEqual(self.tree(view)[field]?.selection, 0..<3)
    }

    func testASecureFieldIsAPasswordTextThatTellsBulletsOnly() throws {
        var view = focused()
        XCTAssertTrue(view.moveFocus(forward: true))
        let events = heard(&view) { $0.typeText("sé") }
        let field = try object(view, .secureTextField)
        XCTAssertEqual(tree(view)[field]?.role, .passwordText)
        XCTAssertEqual(events, [.textChanged(field, inserted: true, at: 0, "\u{2022}\u{2022}"), .caretMoved(field, 2)])
    }

    func testTypingTellsTheCharacterInsertedThenTheCaretAfterIt() throws {
        var view = focused()
        let field = try object(view, .textField)
        XCTAssertEqual(heard(&view) { $0.typeText("a") }, [.textChanged(field, inserted: true, at: 0, "a"), .caretMoved(field, 1)])
        XCTAssertEqual(heard(&view) { $0.typeText("bc") }, [.textChanged(field, inserted: true, at: 1, "bc"), .caretMoved(field, 3)])
        XCTAssertEqual(heard(&view) { $0.edit(.move(.left, extending: false)) }, [.caretMoved(field, 2)])
        XCTAssertEqual(heard(&view) { $0.edit(.delete(forward: false, word: false)) },
                       [.textChanged(field, inserted: false, at: 1, "b"), .caretMoved(field, 1)])
    }

    func testSelectingTellsTheCaretAndTheSelectionAndTypingOverItWhatWentThenWhatCame() throws {
        var view = focused()
        let field = try object(view, .textField)
        view.typeText("hello world")
        XCTAssertEqual(heard(&view) { $0.edit(.move(.wordLeft, extending: true)) },
                       [.caretMoved(field, 6), .textSelectionChanged(field)])
        view.edit(.move(.end, extending: false))
        view.edit(.move(.wordLeft, extending: true))
        XCTAssertEqual(heard(&view) { $0.typeText("there") },
                       [.textChanged(field, inserted: false, at: 6, "world"), .textChanged(field, inserted: true, at: 6, "there"),
                        .caretMoved(field, 11), .textSelectionChanged(field)])
    }

    func testAToolSetsInsertsAndDeletesTextAndSetsTheCaretAsTypingWould() throws {
        var view = LiveView(Form(), size: Size(width: 400, height: 300))
        let field = try object(view, .textField)
        guard case .view(let id) = field else { return XCTFail() }
        XCTAssertTrue(view.replaceText(of: id, in: 0..<0, with: "Grace"))
        XCTAssertEqual(tree(view)[field]?.text?.text.string, "Grace")
        XCTAssertTrue(view.replaceText(of: id, in: 5..<5, with: " Hopper"))
        XCTAssertTrue(view.replaceText(of: id, in: 0..<6, with: ""))
        XCTAssertEqual(tree(view)[field]?.text?.text.string, "Hopper")
        XCTAssertEqual(view.text(of: id, in: 1..<3), "op")
        XCTAssertTrue(view.selectText(of: id, 2..<4))
        XCTAssertEqual(view.focusedTextField, id, "the field takes the keyboard with its caret")
        XCTAssertEqual(tree(view)[field]?.selection, 2..<4)
        XCTAssertEqual(tree(view)[field]?.caret, 4)
        // Out of the text, its ends.
        XCTAssertTrue(view.replaceText(of: id, in: 4..<90, with: "!"))
        XCTAssertEqual(tree(view)[field]?.text?.text.string, "Hopp!")
        view.edit(.undo)
        XCTAssertEqual(tree(view)[field]?.text?.text.string, "Hopper", "a tool's edit is undone as the user's")
    }

    func testASecureFieldIsNeverReadForTheClipboard() throws {
        var view = LiveView(Form(), size: Size(width: 400, height: 300))
        guard case .view(let id) = try object(view, .secureTextField) else { return XCTFail() }
        XCTAssertTrue(view.replaceText(of: id, in: 0..<0, with: "sésame"))
        XCTAssertNil(view.text(of: id, in: 0..<6))
        XCTAssertTrue(view.replaceText(of: id, in: 1..<2, with: ""))
        view.moveFocus(forward: true)
        view.moveFocus(forward: true)
        view.edit(.selectAll)
        XCTAssertNil(view.selectedText)
        XCTAssertEqual(tree(view)[try object(view, .secureTextField)]?.text?.text.string.count, 5)
    }

    func testPlacesOutOfTheTextAreItsEnds() {
        XCTAssertEqual(AtspiServer.place(-1, in: 5), 5)
        XCTAssertEqual(AtspiServer.place(9, in: 5), 5)
        XCTAssertEqual(AtspiServer.range(4, 1, in: 5), 1..<4)
        XCTAssertEqual(AtspiServer.range(2, -1, in: 5), 2..<5)
        XCTAssertEqual(AtspiServer.range(-7, 3, in: 5), 0..<3)
    }
}
