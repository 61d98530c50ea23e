import CollapsibleCore
import CollapsiblePainter
import CollapsibleProgram
import ExampleViews
import XCTest

/// The program's icon: the expanded row filling its band.
final class ProgramIconTests: XCTestCase {
    func testTheIconIsTheExpandedRowFillingItsBand() {
        let list = ProgramIcon.displayList(of: Exercise(), pixels: 64, measure: Painter())
        XCTAssertEqual(list.size, Size(width: 132, height: 132))
        XCTAssertEqual(list.scale, 64.0 / 132)
        XCTAssertEqual(list.background, .white)
        // The band covers the whole square, so no window background shows.
        XCTAssertEqual(list.items[0].frame, Rect(x: 0, y: 0, width: 132, height: 132))
        guard case .effect(_, let items) = list.items[1].content else { return XCTFail("no shadow group") }
        let fills = items.filter { if case .shape(_, .fill) = $0.content { true } else { false } }
        // Expanded: three equal items 8 apart inside the 16 of padding.
        let width = (100.0 - 16) / 3
        XCTAssertEqual(fills.map(\.frame.x), [16, 16 + width + 8, 16 + 2 * (width + 8)])
        XCTAssertTrue(fills.allSatisfy { $0.frame.width == width && $0.frame.height == 100 })
    }

    /// What a program's views do, as a learner writes them: a count kept
    /// outside the views, which their button and their appearing add to.
    private final class Visits: @unchecked Sendable {
        var count = 0
    }

    private struct Visitor: View {
        let visits: Visits
        var body: some View {
            Text("Visit").onTapGesture { visits.count += 1 }
                .onAppear { visits.count += 10 }
        }
    }

    func testTheIconRunsNoneOfTheViewsCodeButTheButtonItIsAskedToPress() {
        let visits = Visits()
        _ = ProgramIcon.displayList(of: Visitor(visits: visits), pixels: 64, measure: Painter(), pressing: false)
        XCTAssertEqual(visits.count, 0, "no view appears in a still picture, and no button is pressed")
        _ = ProgramIcon.displayList(of: Visitor(visits: visits), pixels: 64, measure: Painter())
        XCTAssertEqual(visits.count, 1, "the press alone")
    }
}
