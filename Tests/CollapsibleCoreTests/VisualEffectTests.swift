import XCTest
@testable import CollapsibleCore

/// `visualEffect` draws a view with effects made from its own geometry,
/// where layout leaves it.
final class VisualEffectTests: XCTestCase {
    /// A row of two squares of 20 centred in 100 puts the red one at x 30:
    /// moved by its own x, it is drawn at 60, and the blue one beside it
    /// stays at 50, where layout put it.
    func testAnEffectIsMadeFromTheViewsFrame() {
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
                .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minX).opacity(0.5) }
            Color.blue.frame(width: 20, height: 20)
        }
        let items = LiveView(row, size: Size(width: 100, height: 100)).displayList(scale: 1).items
        XCTAssertEqual(items.map(\.frame), [Rect(x: 60, y: 40, width: 20, height: 20), Rect(x: 50, y: 40, width: 20, height: 20)])
        guard case .effect(.opacity(let opacity), _) = items[0].content else { return XCTFail("no opacity: \(items[0].content)") }
        XCTAssertEqual(opacity, 0.5)
    }
}
