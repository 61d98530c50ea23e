import XCTest
@testable import CollapsibleCore

/// `TextField` and `SecureField` typed into as a user types: the focus by
/// Tab or a press, text written through the binding, the caret stepping
/// over whole characters and words, the selection, undo, and what is drawn.
/// Each character is 10.2 points wide here (`FixedMeasure`, body 17).
final class TextFieldTests: XCTestCase {
    private struct Form: View {
        @State var name = ""
        @State var password = ""
        var style: _TextFieldBorder = .plain
        var submitted: (() -> Void)?

        var body: some View {
            VStack {
                switch style {
                case .plain: TextField("Name", text: $name).textFieldStyle(.plain)
                case .roundedBorder: TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                }
                SecureField("Password", text: $password)
            }
            .frame(width: 200)
            .onSubmit { submitted?() }
        }
    }

    private let character = 10.2

    private func field(_ live: LiveView, _ role: AccessibilityRole = .textField) throws -> AccessibilityElement {
        try XCTUnwrap(live.accessibilityRoot.children.first { $0.role == role }, "no field")
    }

    private func text(_ live: LiveView, _ role: AccessibilityRole = .textField) throws -> String {
        try XCTUnwrap(field(live, role).text?.text.string)
    }

    /// What is drawn, the items inside clips and other effects too.
    private func drawn(_ live: LiveView) -> [DisplayItem] {
        func flat(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { item -> [DisplayItem] in
                if case .effect(_, let inside) = item.content { return flat(inside) }
                return [item]
            }
        }
        return flat(live.displayList(scale: 1).items)
    }

    /// The caret as drawn: the tint's two-point bar.
    private func caret(_ live: LiveView) -> Rect? {
        drawn(live).lazy.compactMap { item -> Rect? in
            guard item.frame.width == 2, case .shape(.rectangle, .fill(.color(let color), _)) = item.content,
                  color == Color.accentColor.resolved(in: .light) else { return nil }
            return item.frame
        }.first
    }

    /// Frames are drawn on the pixel grid.
    private func assertNear(_ drawn: Double?, _ expected: Double, file: StaticString = #filePath, line: UInt = #line) {
        guard let drawn else { return XCTFail("no caret", file: file, line: line) }
        XCTAssertEqual(drawn, expected, accuracy: 0.5, file: file, line: line)
    }

    private func focused(_ view: Form = Form()) -> LiveView {
        var live = LiveView(view, size: Size(width: 300, height: 200))
        XCTAssertTrue(live.moveFocus(forward: true))
        return live
    }

    func testTabFocusesTheFieldAndTypedTextIsWrittenThroughItsBinding() throws {
        var live = focused()
        XCTAssertNotNil(live.focusedTextField)
        XCTAssertTrue(live.typeText("Zoë q "))
        XCTAssertTrue(live.typeText("日本"))
        XCTAssertEqual(try text(live), "Zoë q 日本")
        XCTAssertEqual(try field(live).caret, 8)
    }

    func testBackspaceAndDeleteTakeWholeCharacters() throws {
        var live = focused()
        live.typeText("e\u{301}🇫🇷x")
        live.edit(.move(.left, extending: false))
        live.edit(.delete(forward: false, word: false))
        XCTAssertEqual(try text(live), "e\u{301}x")
        live.edit(.move(.start, extending: false))
        live.edit(.delete(forward: true, word: false))
        XCTAssertEqual(try text(live), "x")
    }

    func testShiftSelectsAndTypingReplacesTheSelection() throws {
        var live = focused()
        live.typeText("hello brave world")
        live.edit(.move(.wordLeft, extending: true))
        XCTAssertEqual(live.selectedText, "world")
        live.typeText("new world")
        XCTAssertEqual(try text(live), "hello brave new world")
        live.edit(.move(.wordLeft, extending: false))
        live.edit(.move(.wordLeft, extending: false))
        live.edit(.delete(forward: false, word: true))
        XCTAssertEqual(try text(live), "hello new world")
        live.edit(.selectAll)
        XCTAssertEqual(live.selectedText, "hello new world")
        XCTAssertEqual(live.cutSelection(), "hello new world")
        XCTAssertEqual(try text(live), "")
    }

    func testUndoTakesBackARunOfTypingAndRedoMakesItAgain() throws {
        var live = focused()
        live.typeText("a")
        live.typeText("b")
        live.edit(.delete(forward: false, word: false))
        live.typeText("c")
        XCTAssertEqual(try text(live), "ac")
        live.edit(.undo)
        XCTAssertEqual(try text(live), "a")
        live.edit(.undo)
        XCTAssertEqual(try text(live), "ab")
        live.edit(.undo)
        XCTAssertEqual(try text(live), "")
        live.edit(.redo)
        live.edit(.redo)
        XCTAssertEqual(try text(live), "a")
    }

    func testTheCaretIsDrawnAfterTheTextAndAPressPutsItThere() throws {
        var live = focused()
        let frame = try field(live).frame
        live.typeText("abcdef")
        assertNear(caret(live)?.minX, frame.minX + 6 * character)
        assertNear(caret(live)?.height, 20.4)
        // A press between "b" and "c".
        let at = Point(x: frame.minX + 2 * character + 1, y: frame.midY)
        live.pointerPressed(at: at, time: 0)
        live.pointerReleased(at: at, time: 0.05)
        XCTAssertEqual(try field(live).caret, 2)
        assertNear(caret(live)?.minX, frame.minX + 2 * character)
        // A second press selects the word, a third the line.
        live.pointerPressed(at: at, time: 0.2)
        XCTAssertEqual(live.selectedText, "abcdef")
    }

    func testADoubleClickSelectsTheWordAndATripleClickTheLine() throws {
        var live = focused()
        let frame = try field(live).frame
        live.typeText("ab cd")
        let at = Point(x: frame.minX + character + 1, y: frame.midY)
        let presses: [(time: Double, selects: String?)] = [(0, nil), (0.1, "ab"), (0.2, "ab cd")]
        for (press, selected) in presses {
            live.pointerPressed(at: at, time: press)
            live.pointerReleased(at: at, time: press + 0.05)
            XCTAssertEqual(live.selectedText, selected, "press \(press)")
        }
    }

    private struct Prompted: View {
        @State var name = ""
        var body: some View {
            TextField("Name", text: $name, prompt: Text("Required"))
        }
    }

    func testAPromptIsShownWhileEmptyAndTheTitleStillNamesTheField() throws {
        var live = LiveView(Prompted(), size: Size(width: 300, height: 200))
        func shown() -> [String] {
            drawn(live).compactMap { item in if case .text(let text, _) = item.content { text.string } else { nil } }
        }
        XCTAssertEqual(shown(), ["Required"])
        XCTAssertEqual(try field(live).label, "Name")
        XCTAssertTrue(live.moveFocus(forward: true))
        live.typeText("Ada")
        XCTAssertEqual(shown(), ["Ada"])
    }

    func testADragFromAPressSelectsToThePointerUntilTheRelease() throws {
        var live = focused()
        let frame = try field(live).frame
        live.typeText("abcdef")
        func at(_ column: Int) -> Point { Point(x: frame.minX + Double(column) * character + 1, y: frame.midY) }
        live.pointerPressed(at: at(1), time: 0)
        live.pointerMoved(to: at(3), time: 0.05)
        live.pointerMoved(to: at(4), time: 0.1)
        XCTAssertEqual(live.selectedText, "bcd")
        XCTAssertEqual(try field(live).caret, 4)
        // Back past where it started, the other way.
        live.pointerMoved(to: at(0), time: 0.15)
        live.pointerReleased(at: at(0), time: 0.2)
        XCTAssertEqual(live.selectedText, "a")
        XCTAssertEqual(try field(live).caret, 0)
        // Released, the pointer moves over the text and selects nothing more.
        live.pointerMoved(to: at(5), time: 0.3)
        XCTAssertEqual(live.selectedText, "a")
    }

    func testALongTextScrollsToShowTheCaretAtTheFieldsEnd() throws {
        var live = focused()
        let frame = try field(live).frame
        live.typeText(String(repeating: "w", count: 100))
        assertNear(caret(live)?.maxX, frame.maxX)
        live.edit(.move(.start, extending: false))
        assertNear(caret(live)?.minX, frame.minX)
    }

    func testTheEmptyFieldShowsItsTitleInTheTertiaryLabelColour() throws {
        let live = LiveView(Form(), size: Size(width: 300, height: 200))
        let placeholder = drawn(live).contains { item in
            guard case .text(let text, _) = item.content else { return false }
            return text.string == "Name" && text.runs.first?.paint == .color(Color(.tertiaryLabel).resolved(in: .light))
        }
        XCTAssertTrue(placeholder)
    }

    func testTheRoundedBorderInsetsTheTextBySevenPoints() throws {
        var live = focused(Form(style: .roundedBorder))
        let frame = try field(live).frame
        XCTAssertEqual(frame.height, 20.4 + 14, accuracy: 0.5)
        live.typeText("a")
        assertNear(caret(live)?.minX, frame.minX + 7 + character)
    }

    func testASecureFieldShowsBulletsAndIsNeverCopied() throws {
        var live = focused()
        XCTAssertTrue(live.moveFocus(forward: true))
        live.typeText("sésame")
        XCTAssertEqual(try text(live, .secureTextField), String(repeating: "\u{2022}", count: 6))
        live.edit(.selectAll)
        XCTAssertNil(live.selectedText)
        XCTAssertNil(live.cutSelection())
    }

    func testReturnRunsOnSubmit() throws {
        var submits = 0
        var live = focused(Form(submitted: { submits += 1 }))
        live.typeText("x")
        live.edit(.submit)
        XCTAssertEqual(submits, 1)
    }

    private struct Traits: View {
        @State var amount = ""
        var disabled = false
        var submitted: () -> Void

        var body: some View {
            TextField("Amount", text: $amount)
                .keyboardType(.decimalPad)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.done)
                .onSubmit(submitted)
                .disabled(disabled)
        }
    }

    func testTheOnScreenKeyboardsTraitsChangeNothingTypedAndSubmitted() throws {
        var submits = 0
        var live = LiveView(Traits(submitted: { submits += 1 }), size: Size(width: 300, height: 200))
        XCTAssertTrue(live.moveFocus(forward: true))
        live.typeText("dix Euros")
        live.edit(.submit)
        XCTAssertEqual(try text(live), "dix Euros", "not capitalized, not corrected")
        XCTAssertEqual(submits, 1)
    }

    func testADisabledFieldTakesNoFocusNoPressAndNoText() throws {
        var live = LiveView(Traits(disabled: true, submitted: {}), size: Size(width: 300, height: 200))
        XCTAssertFalse(live.moveFocus(forward: true))
        let frame = try field(live).frame
        live.pointerPressed(at: Point(x: frame.midX, y: frame.midY), time: 0)
        live.pointerReleased(at: Point(x: frame.midX, y: frame.midY), time: 0.05)
        XCTAssertNil(live.focusedTextField)
        XCTAssertFalse(live.typeText("x"))
        XCTAssertEqual(try text(live), "")
        XCTAssertFalse(try field(live).isEnabled)
    }

    func testControlCharactersAreNotTyped() throws {
        var live = focused()
        XCTAssertFalse(live.typeText("\u{8}\u{7F}\u{1B}"))
        live.typeText("a\u{0}b")
        XCTAssertEqual(try text(live), "ab")
    }

    func testTheCaretBlinksAsTheDesktopSaysAndStopsAfterTheTimeout() {
        let blink = CaretBlink(since: 100, settings: CaretBlinkSettings(blinks: true, period: 1.2, timeout: 10))
        XCTAssertTrue(blink.showsCaret(at: 100.5))
        XCTAssertFalse(blink.showsCaret(at: 100.9))
        XCTAssertEqual(blink.nextChange(after: 100.5), 100.8)
        XCTAssertTrue(blink.showsCaret(at: 111))
        XCTAssertNil(blink.nextChange(after: 111))
        XCTAssertTrue(CaretBlink(since: 100, settings: CaretBlinkSettings(blinks: false)).showsCaret(at: 100.9))
    }
}
