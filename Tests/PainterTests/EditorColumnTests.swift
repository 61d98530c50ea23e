import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// Up and Down in an editor whose lines Pango sets in a proportional face:
/// the caret keeps its place across the line, not its count of characters,
/// through a short line on the way, as GTK's text view keeps it.
final class EditorColumnTests: XCTestCase {
    private struct Notes: View {
        @State var text = ""
        var body: some View {
            TextEditor(text: $text).frame(width: 300, height: 200)
        }
    }

    func testDownKeepsTheCaretsPlaceAcrossTheLineNotItsCountOfCharacters() throws {
        let painter = Painter()
        var live = LiveView(Notes(), size: Size(width: 400, height: 300), measure: painter)
        XCTAssertTrue(live.moveFocus(forward: true))
        let above = "MMMMMM\nii\n"
        live.typeText(above + String(repeating: "i", count: 40))
        live.edit(.move(.start, extending: false))
        for _ in 0..<4 { live.edit(.move(.right, extending: false)) }
        live.edit(.move(.lineDown, extending: false))
        live.edit(.move(.lineDown, extending: false))
        let caret = try XCTUnwrap(live.accessibilityRoot.children.first { $0.role == .textField }?.caret)
        func width(_ text: String) -> Double { painter.size(of: StyledText(text), width: nil, height: nil).width }
        // As many narrow letters as the four wide ones span, give or take one.
        let under = Int((width("MMMM") / width("i")).rounded())
        XCTAssertGreaterThan(under, 4)
        XCTAssertEqual(Double(caret - above.unicodeScalars.count), Double(under), accuracy: 1)
    }
}
