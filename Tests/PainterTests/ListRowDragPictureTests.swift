import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// A list's row dragged in edit mode, as drawn: over the row it passes,
/// with its shadow beneath it, their pixels worked out by hand.
final class ListRowDragPictureTests: XCTestCase {
    private typealias Color = CollapsibleCore.Color

    private struct Shelf: View {
        @State var mode = EditMode.active
        var body: some View {
            List {
                ForEach([0, 1, 2], id: \.self) { shelf in
                    Color.clear.frame(height: 30)
                        .listRowBackground(shelf == 0 ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
                }
                ._onMove { _, _ in }
            }
            .listStyle(.plain)
            .environment(\.editMode, $mode)
        }
    }

    /// The red first row dragged down by half its height: it is drawn over
    /// the blue second row, which its middle has not passed, so that stays
    /// put. Under the red row's bottom edge, the shadow, black at 25 % of a
    /// Gaussian of 8, darkens the blue where a pixel's centre is 1.5 from
    /// the edge by 0.25 (1 - Φ(1.5 / 8)) = 0.1066, to 255 (1 - 0.1066) = 228.
    func testTheDraggedRowIsDrawnOverTheNextWithItsShadowBeneath() throws {
        let painter = Painter()
        var live = LiveView(Shelf(), size: Size(width: 200, height: 200), measure: painter)
        live.advance(to: 0)
        func rows(_ element: AccessibilityElement) -> [Rect] {
            element.role == .listItem ? [element.frame] : element.children.flatMap(rows)
        }
        let frames = rows(live.accessibilityRoot)
        XCTAssertEqual(frames.count, 3)
        let first = frames[0], second = frames[1]
        live.pointerPressed(at: Point(x: 20, y: first.midY), time: 1)
        live.pointerMoved(to: Point(x: 20, y: first.midY + first.height / 2))
        let surface = Frames.render(live.displayList(scale: 1))
        let x = Int(first.midX)
        let over = Int(second.minY + first.height / 4)
        XCTAssertEqual(surface.rgb(x, over), RGB(255, 0, 0), "the dragged row over the next")
        let below = Int(first.maxY + first.height / 2 + 1)
        let shaded = surface.rgb(x, below)
        XCTAssertLessThanOrEqual(shaded.distance(to: RGB(0, 0, 228)), 3, "\(shaded) under the lifted row")
        let far = surface.rgb(x, Int(second.maxY) - 2)
        XCTAssertLessThanOrEqual(far.distance(to: RGB(0, 0, 255)), 2, "\(far), the shadow faded")
    }
}
