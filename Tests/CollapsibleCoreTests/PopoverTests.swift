import XCTest
@testable import CollapsibleCore

/// `popover`: a box with an arrow by its view in a window as large as an
/// iPad's, a sheet in a smaller one, as iOS adapts it.
final class PopoverTests: XCTestCase {
    private struct Info: View {
        @State var shown = true
        var body: some View {
            Text("Info").frame(width: 40, height: 20)
                .popover(isPresented: $shown) { Text("Details").frame(width: 100, height: 50) }
        }
    }

    private func shapes(_ live: LiveView) -> [(ShapeKind, Rect)] {
        func walk(_ items: [DisplayItem]) -> [(ShapeKind, Rect)] {
            items.flatMap { item -> [(ShapeKind, Rect)] in
                switch item.content {
                case .shape(let kind, _): [(kind, item.frame)]
                case .effect(_, let inner): walk(inner)
                default: []
                }
            }
        }
        return walk(live.displayList(scale: 1).items)
    }

    func testAWideWindowShowsABoxUnderTheViewItsArrowPointingAtIt() throws {
        var live = LiveView(Info(), size: Size(width: 800, height: 800))
        // The view at 380...420 by 390...410; the box 100 + 2 x 16 by 50 + 2 x 16
        // in the middle under it, below the arrow of 13.
        let drawn = shapes(live)
        let box = try XCTUnwrap(drawn.first { $0.0 == .roundedRectangle(cornerRadius: 13, style: .continuous) })
        XCTAssertEqual(box.1, Rect(x: 334, y: 423, width: 132, height: 82))
        let arrow = try XCTUnwrap(drawn.first { if case .path = $0.0 { true } else { false } })
        XCTAssertEqual(arrow.1, Rect(x: 387, y: 410, width: 26, height: 13))
        XCTAssertEqual(live.accessibilityRoot.children.last?.role, .dialog)
        live.click(Point(x: 10, y: 10))
        live.settle()
        XCTAssertFalse(live.presentsLayer)
    }

    func testANarrowWindowShowsASheet() throws {
        let live = LiveView(Info(), size: Size(width: 300, height: 400))
        let sheet = try XCTUnwrap(shapes(live).first { $0.0 == .roundedRectangle(cornerRadius: 10, style: .continuous) })
        XCTAssertEqual(sheet.1, Rect(x: 0, y: 10, width: 300, height: 400))
    }
}
