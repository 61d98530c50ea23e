import XCTest
@testable import CollapsibleCore

/// `Picker` in iOS's styles: a menu by default, segments, rows inline;
/// its options by their tags, chosen by the pointer, the keyboard and
/// assistive tools.
final class PickerTests: XCTestCase {
    private struct Sizes: View {
        @State var size = 1
        var body: some View {
            VStack {
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                }
                Text("chose \(size)")
            }
            .frame(width: 300)
        }
    }

    private let window = Size(width: 400, height: 400)

    func testTheMenuPickerIsAComboBoxThatOpensItsOptionsTheChosenTicked() throws {
        var live = LiveView(Sizes(), size: window)
        let box = try XCTUnwrap(live.allElements.first { $0.role == .comboBox })
        XCTAssertEqual(box.label, "Size")
        XCTAssertEqual(box.children.map(\.label), ["Medium"])
        XCTAssertTrue(box.isFocusable)
        XCTAssertEqual(live.drawnTexts, ["Size", "Medium", "chose 1"])
        live.press(box.id, animated: false)
        live.settle()
        XCTAssertTrue(live.presentsLayer)
        let items = live.allElements.filter { $0.role == .menuItem }
        XCTAssertEqual(items.map(\.label), ["Small", "Medium", "Large"])
        live.press(items[2].id, animated: false)
        live.settle()
        XCTAssertFalse(live.presentsLayer)
        XCTAssertEqual(live.drawnTexts, ["Size", "Large", "chose 2"])
        XCTAssertEqual(live.allElements.first { $0.role == .comboBox }?.children.map(\.label), ["Large"])
    }

    private struct Styled<Style: PickerStyle>: View {
        let style: Style
        @State var size = 1
        var body: some View {
            Form {
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                }
                .pickerStyle(style)
            }
        }
    }

    /// iOS turns a wheel and pushes a screen of the options from a form's
    /// row; a pointer and a keyboard do neither here, so both are menus.
    func testTheWheelAndTheNavigationLinkStylesInAFormAreMenus() throws {
        func check(_ view: some View, _ style: String) throws {
            var live = LiveView(view, size: window)
            let box = try XCTUnwrap(live.allElements.first { $0.role == .comboBox }, style)
            XCTAssertEqual(box.children.map(\.label), ["Medium"], style)
            live.press(box.id, animated: false)
            live.settle()
            let items = live.allElements.filter { $0.role == .menuItem }
            XCTAssertEqual(items.map(\.label), ["Small", "Medium", "Large"], style)
            live.press(items[0].id, animated: false)
            live.settle()
            XCTAssertEqual(live.allElements.first { $0.role == .comboBox }?.children.map(\.label), ["Small"], style)
        }
        try check(Styled(style: WheelPickerStyle()), "wheel")
        try check(Styled(style: NavigationLinkPickerStyle()), "navigationLink")
    }

    private struct Segments: View {
        enum Flavor: String, CaseIterable, Hashable { case chocolate, vanilla, strawberry }
        @State var flavor = Flavor.vanilla
        var body: some View {
            VStack {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue) }
                }
                .pickerStyle(.segmented)
                Text(flavor.rawValue.uppercased())
            }
            .frame(width: 300)
        }
    }

    func testTheSegmentedPickerIsRadioButtonsOfEqualWidthTheChosenRaised() throws {
        var live = LiveView(Segments(), size: window)
        let radios = live.allElements.filter { $0.role == .radioButton }
        XCTAssertEqual(radios.map(\.label), ["chocolate", "vanilla", "strawberry"], "a ForEach's elements are the tags")
        XCTAssertEqual(radios.map(\.checked), [false, true, false])
        for radio in radios { XCTAssertEqual(radio.frame.width, 296 / 3, accuracy: 1, "a third each of 300 less the ground's 2 each side") }
        XCTAssertEqual(radios[0].frame.height, 28, "32 less the ground's 2 around")
        let raised = live.displayList(scale: 1).items.flatMap { item -> [Rect] in
            guard case .effect(.shadow, let inside) = item.content else { return [] }
            return inside.map(\.frame)
        }
        XCTAssertEqual(raised.count, 1)
        XCTAssertEqual(raised.first?.minX ?? 0, radios[1].frame.minX, accuracy: 1)
        live.click(Point(x: radios[2].frame.midX, y: radios[2].frame.midY))
        XCTAssertTrue(live.drawnTexts.contains("STRAWBERRY"))
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertTrue(live.pressFocused(), "Space chooses the focused segment")
        XCTAssertTrue(live.drawnTexts.contains("CHOCOLATE"))
    }

    private func arrow(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> KeyPress {
        KeyPress(phase: .down, key: key, characters: "", modifiers: modifiers)
    }

    func testLeftAndRightChooseAmongTheSegmentsAndTheFocusGoesAlong() throws {
        var live = LiveView(Segments(), size: window)
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertTrue(live.keyPressed(arrow(.rightArrow)))
        XCTAssertTrue(live.drawnTexts.contains("STRAWBERRY"), "from vanilla, the next")
        let radios = live.allElements.filter { $0.role == .radioButton }
        XCTAssertEqual(live.focusedControl, radios[2].id, "the focus is on the chosen segment")
        XCTAssertTrue(live.keyPressed(arrow(.rightArrow)), "at the end the key is still the picker's")
        XCTAssertTrue(live.drawnTexts.contains("STRAWBERRY"), "and nothing moves past the last")
        XCTAssertTrue(live.keyPressed(arrow(.leftArrow)))
        XCTAssertTrue(live.keyPressed(arrow(.leftArrow)))
        XCTAssertTrue(live.drawnTexts.contains("CHOCOLATE"))
        XCTAssertEqual(live.focusedControl, radios[0].id)
        XCTAssertFalse(live.keyPressed(arrow(.upArrow)), "up and down are not the segments'")
        XCTAssertFalse(live.keyPressed(arrow(.rightArrow, modifiers: .option)), "Alt with an arrow is the window's")
        XCTAssertTrue(live.drawnTexts.contains("CHOCOLATE"))
    }

    private struct FormRow: View {
        @State var colour = 0
        var body: some View {
            Form {
                Section("Job") {
                    Stepper("Copies", value: .constant(1), in: 1...5)
                    Picker("Colour", selection: $colour) {
                        Text("Colour").tag(0)
                        Text("Gray").tag(1)
                        Text("Sepia").tag(2)
                    }
                    .pickerStyle(.segmented)
                }
            }
        }
    }

    func testInAFormTheArrowsGoOnFromTheSegmentClicked() throws {
        var live = LiveView(FormRow(), size: window)
        func chosen() -> [Bool] { live.allElements.filter { $0.role == .radioButton }.compactMap(\.checked) }
        let radios = live.allElements.filter { $0.role == .radioButton }
        live.click(Point(x: radios[2].frame.midX, y: radios[2].frame.midY))
        XCTAssertEqual(chosen(), [false, false, true])
        XCTAssertEqual(live.focusedControl, radios[2].id, "the click gave it the focus")
        XCTAssertTrue(live.keyPressed(arrow(.leftArrow)))
        XCTAssertEqual(chosen(), [false, true, false], "the one before the segment clicked")
    }

    func testUpAndDownChooseAmongAnInlinePickersRows() throws {
        var live = LiveView(Inline(), size: window)
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertTrue(live.keyPressed(arrow(.upArrow)))
        XCTAssertTrue(live.drawnTexts.contains("letter a"))
        XCTAssertTrue(live.keyPressed(arrow(.downArrow)))
        XCTAssertTrue(live.drawnTexts.contains("letter b"))
        XCTAssertFalse(live.keyPressed(arrow(.leftArrow)))
    }

    private struct Inline: View {
        @State var choice = "b"
        var body: some View {
            VStack {
                Picker("Letter", selection: $choice) {
                    Text("A").tag("a")
                    Text("B").tag("b")
                    Text("Not a letter").tag(3)
                }
                .pickerStyle(.inline)
                Text("letter \(choice)")
            }
            .frame(width: 300)
        }
    }

    func testTheInlinePickerListsItsOptionsAndLeavesOutATagOfAnotherType() throws {
        var live = LiveView(Inline(), size: window)
        let rows = live.allElements.filter { $0.role == .radioButton }
        XCTAssertEqual(rows.map(\.label), ["A", "B"])
        XCTAssertEqual(rows.map(\.checked), [false, true])
        XCTAssertEqual(rows[0].frame.height, 44)
        live.press(rows[0].id)
        XCTAssertTrue(live.drawnTexts.contains("letter a"))
    }

    private struct Nothing: View {
        @State var choice = 7
        var body: some View {
            Picker("Count", selection: $choice) {
                Text("One").tag(1)
            }
            .frame(width: 300)
        }
    }

    func testASelectionNoOptionHasShowsNothingChosen() throws {
        let live = LiveView(Nothing(), size: window)
        let box = try XCTUnwrap(live.allElements.first { $0.role == .comboBox })
        XCTAssertEqual(box.children.map(\.label), [""])
    }
}
