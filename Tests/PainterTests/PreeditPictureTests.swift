import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// What an input method composes, as the painter draws it in a field: set
/// by Pango at the caret between the text typed before and after it, and
/// underlined by a line of the text's colour one pixel thick just under the
/// baseline, from the composition's first pixel to its last and no further.
final class PreeditPictureTests: XCTestCase {
    private struct Form: View {
        @State var name = ""
        var body: some View {
            TextField("Name", text: $name).textFieldStyle(.plain).frame(width: 300)
        }
    }

    /// What `live` draws, on a surface, and its text item.
    private func drawn(_ live: LiveView, by painter: Painter) throws -> (surface: ImageSurface, text: DisplayItem) {
        let list = live.displayList(scale: 1)
        let size = Painter.deviceSize(of: list)
        let surface = try ImageSurface(width: size.width, height: size.height)
        try painter.drawFull(list, on: surface)
        func flat(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { item -> [DisplayItem] in
                if case .effect(_, let inside) = item.content { return flat(inside) }
                return [item]
            }
        }
        let text = try XCTUnwrap(flat(list.items).first { if case .text = $0.content { true } else { false } })
        return (surface, text)
    }

    func testTheCompositionIsSetAtTheCaretAndUnderlinedInTheTextsColour() throws {
        let painter = Painter()
        var live = LiveView(Form(), size: Size(width: 400, height: 100), measure: painter)
        XCTAssertTrue(live.moveFocus(forward: true))
        live.typeText("ab")
        live.edit(.move(.left, extending: false))
        live.compose(PreeditText("한국"))
        let (surface, text) = try drawn(live, by: painter)
        guard case .text(let shown, _) = text.content else { return }
        XCTAssertEqual(shown.string, "a한국b")
        // Where Pango puts the composition: after "a", as wide as "한국".
        let start = text.frame.minX + painter.size(of: StyledText("a"), width: nil, height: nil).width
        let end = text.frame.minX + painter.size(of: StyledText("a한국"), width: nil, height: nil).width
        let black = RGB(0, 0, 0)
        let under = Int(start.rounded()) + 1..<Int(end.rounded()) - 1
        let rows = Int(text.frame.minY)..<Int(text.frame.maxY) + 2
        let line = try XCTUnwrap(rows.first { y in under.allSatisfy { surface.rgb($0, y) == black } },
                                 "no line of black under the composition; " + Artifacts.save([("preedit", surface)]))
        // Under the text typed before and after, no line.
        for x in [Int(text.frame.minX) + 1, Int(end.rounded()) + 3] {
            XCTAssertGreaterThan(surface.rgb(x, line).maxChannel, 200, "a line under the typed text at \(x), \(line); "
                                 + Artifacts.save([("preedit", surface)]))
        }
    }

    private struct Notes: View {
        @State var notes = ""
        let width: Double
        var body: some View {
            TextEditor(text: $notes).frame(width: width, height: 100)
        }
    }

    /// In an editor just wide enough for "abcd日本" on a line, "日本語"
    /// composed after "abcd" wraps its last character to the next line,
    /// and each line is underlined under its own part and no further.
    func testACompositionThatWrapsInAnEditorIsUnderlinedOnEachOfItsLines() throws {
        let painter = Painter()
        func width(_ text: String) -> Double { painter.size(of: StyledText(text), width: nil, height: nil).width }
        let line = painter.size(of: StyledText("Ag"), width: nil, height: nil).height
        var live = LiveView(Notes(width: 10 + width("abcd日本").rounded(.up) + 1), size: Size(width: 400, height: 200), measure: painter)
        XCTAssertTrue(live.moveFocus(forward: true))
        live.typeText("abcd")
        live.compose(PreeditText("日本語"))
        let (surface, text) = try drawn(live, by: painter)
        guard case .text(let shown, _) = text.content else { return }
        XCTAssertEqual(shown.string, "abcd日本語")
        let black = RGB(0, 0, 0)
        func underline(_ columns: Range<Int>, onLine index: Int) -> Int? {
            let top = Int(text.frame.minY + Double(index) * line)
            return (top..<top + Int(line.rounded(.up))).first { y in columns.allSatisfy { surface.rgb($0, y) == black } }
        }
        let left = text.frame.minX
        let first = Int((left + width("abcd")).rounded()) + 1..<Int((left + width("abcd日本")).rounded()) - 1
        let second = Int(left.rounded()) + 1..<Int((left + width("語")).rounded()) - 1
        let above = try XCTUnwrap(underline(first, onLine: 0), "no line under 日本; " + Artifacts.save([("preedit", surface)]))
        let below = try XCTUnwrap(underline(second, onLine: 1), "no line under 語 on the next line; " + Artifacts.save([("preedit", surface)]))
        XCTAssertEqual(Double(below - above), line, accuracy: 1, "a line apart")
        // Under "abcd", typed before, no line.
        XCTAssertGreaterThan(surface.rgb(Int(left) + 2, above).maxChannel, 200, Artifacts.save([("preedit", surface)]))
    }
}
