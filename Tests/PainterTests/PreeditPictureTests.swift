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

    func testTheCompositionIsSetAtTheCaretAndUnderlinedInTheTextsColour() throws {
        let painter = Painter()
        var live = LiveView(Form(), size: Size(width: 400, height: 100), measure: painter)
        XCTAssertTrue(live.moveFocus(forward: true))
        live.typeText("ab")
        live.edit(.move(.left, extending: false))
        live.compose(PreeditText("한국"))
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
        let items = flat(list.items)
        let text = try XCTUnwrap(items.first { if case .text = $0.content { true } else { false } })
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
}
