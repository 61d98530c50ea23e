import XCTest
@testable import CollapsibleCore

/// `TextField(axis: .vertical)` and `TextEditor` typed into as a user
/// types: lines that wrap at the width, a field that grows with them up to
/// its line limit, Return typing a line break, Up, Down and the page keys
/// moving by lines, a press placing the caret on the line it hits, and the
/// caret kept in sight. Characters are 10 points wide and lines 20 tall
/// here (`LineMeasure`), so a field 100 wide holds 10 a line.
final class TextEditorTests: XCTestCase {
    /// Text set in lines of fixed-width characters, broken at the width
    /// and at line breaks, as the painter breaks them.
    private struct LineMeasure: TextMeasuring {
        static let character = 10.0, line = 20.0

        func lines(_ text: StyledText, width: Double?) -> (boxes: [Rect], starts: [Int]) {
            var boxes: [Rect] = [], starts = [0], x = 0.0, y = 0.0
            let columns = width.map { max(Int(($0 / Self.character).rounded(.down)), 1) } ?? .max
            for (place, scalar) in text.string.unicodeScalars.enumerated() {
                if scalar != "\n", x >= Double(columns) * Self.character {
                    (x, y) = (0, y + Self.line)
                    starts.append(place)
                }
                boxes.append(Rect(x: x, y: y, width: scalar == "\n" ? 0 : Self.character, height: Self.line))
                if scalar == "\n" {
                    (x, y) = (0, y + Self.line)
                    starts.append(place + 1)
                } else {
                    x += Self.character
                }
            }
            return (boxes, starts)
        }

        func size(of text: StyledText, width: Double?, height: Double?) -> Size {
            let set = lines(text, width: width)
            let widest = set.boxes.map(\.maxX).max() ?? 0
            let count = set.starts.filter { $0 < set.boxes.count }.count + (text.string.hasSuffix("\n") ? 1 : 0)
            return Size(width: widest, height: Double(max(count, 1)) * Self.line)
        }

        func geometry(of text: StyledText, in frame: Rect) -> TextGeometry {
            let set = lines(text, width: frame.width)
            return TextGeometry(characters: set.boxes.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) },
                                lineStarts: set.starts, wordStarts: [0], sentenceStarts: [0])
        }
    }

    private final class Probe {
        var submitted = 0
    }

    private struct Notes: View {
        @State var text = ""
        var editor = false
        var limit: (Int?, Int?) = (nil, nil)
        var probe = Probe()

        var body: some View {
            VStack {
                if editor {
                    TextEditor(text: $text).frame(width: 110, height: 96)
                } else {
                    TextField("Notes", text: $text, axis: .vertical)
                        .modifier(_LineLimitModifier(minimum: limit.0, maximum: limit.1))
                        .frame(width: 100)
                }
            }
            .onSubmit { probe.submitted += 1 }
        }
    }

    private func live(_ notes: Notes) -> LiveView {
        var live = LiveView(notes, size: Size(width: 300, height: 300), measure: LineMeasure())
        XCTAssertTrue(live.moveFocus(forward: true))
        return live
    }

    private func field(_ live: LiveView) throws -> AccessibilityElement {
        try XCTUnwrap(live.accessibilityRoot.children.first { $0.role == .textField }, "no field")
    }

    /// The caret as drawn: the tint's two-point bar.
    private func caret(_ live: LiveView) -> Rect? {
        func flat(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { item -> [DisplayItem] in
                if case .effect(_, let inside) = item.content { return flat(inside) }
                return [item]
            }
        }
        return flat(live.displayList(scale: 1).items).lazy.compactMap { item -> Rect? in
            guard item.frame.width == 2, case .shape(.rectangle, .fill(.color(let color), _)) = item.content,
                  color == Color.accentColor.resolved(in: .light) else { return nil }
            return item.frame
        }.first
    }

    func testAVerticalFieldGrowsWithItsLinesUpToItsLimit() throws {
        var live = live(Notes())
        XCTAssertEqual(try field(live).frame.height, 20)
        live.typeText("abcdefghij" + "klmno")
        XCTAssertEqual(try field(live).frame.height, 40)
        live.typeText(String(repeating: "x", count: 30))
        XCTAssertEqual(try field(live).frame.height, 100)

        var limited = self.live(Notes(limit: (nil, 2)))
        limited.typeText(String(repeating: "x", count: 45))
        XCTAssertEqual(try field(limited).frame.height, 40)
        // Past its limit, the lines scroll to keep the caret, on the fifth line, in sight.
        let frame = try field(limited).frame
        let bar = try XCTUnwrap(caret(limited))
        XCTAssertEqual(bar.maxY, frame.maxY, accuracy: 0.5)
        XCTAssertEqual(bar.minX, frame.minX + 50, accuracy: 0.5)
    }

    func testALineRangeKeepsRoomForItsLowerBound() throws {
        var live = live(Notes(limit: (3, 4)))
        XCTAssertEqual(try field(live).frame.height, 60)
        live.typeText(String(repeating: "x", count: 100))
        XCTAssertEqual(try field(live).frame.height, 80)
    }

    func testReturnTypesALineBreakAndSubmitsNothing() throws {
        let probe = Probe()
        var live = live(Notes(probe: probe))
        live.typeText("one")
        live.edit(.submit)
        live.typeText("two")
        XCTAssertEqual(try field(live).text?.text.string, "one\ntwo")
        XCTAssertEqual(try field(live).frame.height, 40)
        XCTAssertEqual(probe.submitted, 0)
    }

    func testUpAndDownMoveALineAndAPressPlacesTheCaretOnItsLine() throws {
        var live = live(Notes(editor: true))
        live.typeText("first line\nsecond\nthird line")
        live.edit(.move(.lineUp, extending: false))
        XCTAssertEqual(try field(live).caret, 17, "the end of \"second\", the nearest to the tenth column")
        live.edit(.move(.lineUp, extending: true))
        XCTAssertEqual(live.selectedText, "\nsecond", "the tenth column, kept through the shorter line")
        live.edit(.move(.lineDown, extending: false))
        live.edit(.move(.lineDown, extending: false))
        XCTAssertEqual(try field(live).caret, 28)
        let frame = try field(live).frame
        // Inside the editor's insets, 5 at the side and 8 above: the third column of the second line.
        let at = Point(x: frame.minX + 5 + 2 * LineMeasure.character + 1, y: frame.minY + 8 + 1.5 * LineMeasure.line)
        live.pointerPressed(at: at, time: 0)
        live.pointerReleased(at: at, time: 0.05)
        XCTAssertEqual(try field(live).caret, 13)
    }

    func testUpAndDownKeepTheirColumnThroughAShortLineUntilAnotherKeyOrAPress() throws {
        var live = live(Notes(editor: true))
        live.typeText("abcdefghi\nab\nabcdefghi")
        live.edit(.move(.lineUp, extending: false))
        XCTAssertEqual(try field(live).caret, 12, "the end of \"ab\"")
        live.edit(.move(.lineUp, extending: false))
        XCTAssertEqual(try field(live).caret, 9, "after the ninth character again, not the second")
        live.edit(.move(.lineDown, extending: true))
        live.edit(.move(.lineDown, extending: true))
        XCTAssertEqual(live.selectedText, "\nab\nabcdefghi", "down, with Shift as well, keeping the column")
        // Right and Left forget the column: Up goes from where Left left the caret.
        live.edit(.move(.right, extending: false))
        live.edit(.move(.left, extending: false))
        live.edit(.move(.lineUp, extending: false))
        live.edit(.move(.lineUp, extending: false))
        XCTAssertEqual(try field(live).caret, 8)
        // So does a press: Down goes from where it put the caret, after the first character.
        let frame = try field(live).frame
        let at = Point(x: frame.minX + 5 + LineMeasure.character + 1, y: frame.minY + 8 + 0.5 * LineMeasure.line)
        live.pointerPressed(at: at, time: 0)
        live.pointerReleased(at: at, time: 0.05)
        XCTAssertEqual(try field(live).caret, 1)
        live.edit(.move(.lineDown, extending: false))
        live.edit(.move(.lineDown, extending: false))
        XCTAssertEqual(try field(live).caret, 14)
    }

    /// The rectangles filled with `color` that `test` picks, as drawn.
    private func filled(_ live: LiveView, _ color: Color, where test: (Rect) -> Bool) -> [Rect] {
        live.drawnItems().compactMap { item -> Rect? in
            guard case .shape(.rectangle, .fill(.color(let fill), _)) = item.content,
                  fill == color.resolved(in: .light), test(item.frame) else { return nil }
            return item.frame
        }
    }

    private func shownTexts(_ live: LiveView) -> [String] {
        live.drawnItems().compactMap { item -> String? in
            guard case .text(let text, _) = item.content else { return nil }
            return text.string
        }
    }

    func testACompositionIsSetAtTheCaretWrappedWithItsLineAndUnderlinedOnEachLine() throws {
        var live = live(Notes(editor: true))
        live.typeText("abcdefgh")
        XCTAssertTrue(live.compose(PreeditText("日本語", caret: 3, looks: [.plain, .highlighted])))
        XCTAssertEqual(try field(live).text?.text.string, "abcdefgh", "what is composed is no text yet")
        XCTAssertEqual(shownTexts(live), ["abcdefgh日本語"])
        let frame = try field(live).frame
        let left = frame.minX + 5, top = frame.minY + 8
        // Two on the first line, the third wrapped to the second; each
        // underlined a point under its baseline, 17 down the line here.
        XCTAssertEqual(filled(live, .primary) { $0.height == 1 },
                       [Rect(x: left + 80, y: top + 18, width: 20, height: 1), Rect(x: left, y: top + 38, width: 10, height: 1)])
        XCTAssertEqual(filled(live, .accentColor.opacity(0.2)) { $0.width > 0 && $0.height > 0 }, [Rect(x: left + 90, y: top, width: 10, height: 20)],
                       "the converted part set apart")
        XCTAssertEqual(try XCTUnwrap(caret(live)).origin, Point(x: left + 10, y: top + 20), "the method's caret, after the third")
        // The method commits, then ends the composition.
        live.typeText("日本語")
        live.compose(PreeditText())
        XCTAssertEqual(try field(live).text?.text.string, "abcdefgh日本語")
        XCTAssertEqual(filled(live, .primary) { $0.height == 1 }, [])
        XCTAssertEqual(try XCTUnwrap(caret(live)).origin, Point(x: left + 10, y: top + 20))
    }

    func testAVerticalFieldGrowsWithItsCompositionAndAPressKeepsItWhereItIsShown() throws {
        var live = live(Notes())
        live.compose(PreeditText("가"))
        XCTAssertEqual(shownTexts(live), ["가"], "in place of the title")
        live.compose(PreeditText("abcdefghijkl"))
        XCTAssertEqual(try field(live).frame.height, 40)
        // A press on the second line's first column: the composition is
        // kept, and the caret goes where the press was, before the "k".
        let frame = try field(live).frame
        let at = Point(x: frame.minX + 1, y: frame.minY + 1.5 * LineMeasure.line)
        live.pointerPressed(at: at, time: 0)
        live.pointerReleased(at: at, time: 0.05)
        XCTAssertFalse(live.isComposing)
        XCTAssertEqual(try field(live).text?.text.string, "abcdefghijkl")
        XCTAssertEqual(try field(live).caret, 10)
    }

    func testHomeAndEndGoToTheEndsOfTheCaretsLineAndWithControlOfTheText() throws {
        var live = live(Notes(editor: true))
        live.typeText("first line\nsecond\nthird line")
        live.edit(.move(.lineStart, extending: false))
        XCTAssertEqual(try field(live).caret, 18, "the start of \"third line\"")
        live.edit(.move(.lineUp, extending: false))
        live.edit(.move(.lineEnd, extending: true))
        XCTAssertEqual(live.selectedText, "second", "End stops before the line's break")
        live.edit(.move(.end, extending: false))
        XCTAssertEqual(try field(live).caret, 28, "Ctrl+End: the end of the text")
        live.edit(.move(.start, extending: false))
        XCTAssertEqual(try field(live).caret, 0, "Ctrl+Home: the start of the text")
    }

    func testAnEditorScrollsToTheCaretAndThePageKeysMoveAScreen() throws {
        var live = live(Notes(editor: true))
        live.typeText((1...12).map { "line \($0)" }.joined(separator: "\n"))
        let frame = try field(live).frame
        // 80 points inside the insets show four lines; the caret is on the last line shown.
        let bar = try XCTUnwrap(caret(live))
        XCTAssertEqual(bar.maxY, frame.maxY - 8, accuracy: 0.5)
        live.edit(.move(.pageUp, extending: false))
        XCTAssertEqual(try field(live).caret, "line 1\nline 2\nline 3\nline 4\nline 5\nline 6\nline 7\nline 8\n".unicodeScalars.count + 6)
        // The caret stays in sight: at the top of what is shown, the text scrolled no more than that takes.
        XCTAssertEqual(try XCTUnwrap(caret(live)).minY, frame.minY + 8, accuracy: 0.5)
    }

    func testAPasteKeepsItsLineBreaksAndTabsInAnEditor() throws {
        var editor = live(Notes(editor: true))
        editor.typeText("a\r\nb\rc\td")
        XCTAssertEqual(try field(editor).text?.text.string, "a\nb\nc\td")
        XCTAssertFalse(editor.typeText("\t"), "the Tab key moves the focus on")
    }

    func testALongTextIsEditedAroundItsCaretAndUpCrossesIntoTheTextBefore() throws {
        var live = live(Notes(editor: true))
        live.typeText(String(repeating: "abcdefghi\n", count: 1000))
        live.typeText("z")
        let frame = try field(live).frame
        XCTAssertEqual(try XCTUnwrap(caret(live)).maxY, frame.maxY - 8, accuracy: 0.5)
        for _ in 0..<300 { live.edit(.move(.lineUp, extending: false)) }
        XCTAssertEqual(try field(live).caret, 7001, "the second column of the 701st line")
        let bar = try XCTUnwrap(caret(live))
        XCTAssertTrue(frame.insetBy(dx: 0, dy: 8).contains(Point(x: bar.midX, y: bar.midY)), "\(bar) in \(frame)")
        live.typeText("y")
        XCTAssertEqual(try field(live).text?.text.string.unicodeScalars.count, 10_002)
    }

    private struct Editor: View {
        var background: Visibility = .automatic

        var body: some View {
            TextEditor(text: .constant("Text")).frame(width: 110, height: 96)
                .scrollContentBackground(background)
        }
    }

    /// The colour the editor's whole frame is filled with, if any is seen.
    private func fill(_ editor: Editor, scheme: ColorScheme = .light) throws -> Color? {
        var live = LiveView(editor, size: Size(width: 300, height: 300), measure: LineMeasure())
        live.colorScheme = scheme
        let frame = try field(live).frame
        func flat(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { item -> [DisplayItem] in
                if case .effect(_, let inside) = item.content { return flat(inside) }
                return [item]
            }
        }
        return flat(live.displayList(scale: 1).items).lazy.compactMap { item -> Color? in
            guard item.frame == frame, case .shape(.rectangle, .fill(.color(let color), _)) = item.content,
                  color.opacity > 0 else { return nil }
            return color
        }.first
    }

    func testAnEditorIsDrawnOnTheSystemBackgroundOfItsSchemeUnlessHidden() throws {
        XCTAssertEqual(try fill(Editor()), .white)
        XCTAssertEqual(try fill(Editor(), scheme: .dark), .black)
        XCTAssertNil(try fill(Editor(background: .hidden)))
    }
}
