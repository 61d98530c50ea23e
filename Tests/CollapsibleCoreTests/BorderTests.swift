import XCTest
@testable import CollapsibleCore

/// `border` as SwiftUI draws it.
final class BorderTests: XCTestCase {
    /// A border is a rectangle stroked over the view, inset by half its
    /// width so that the whole line lies inside the view's bounds.
    func testABorderLiesInsideTheView() {
        let live = LiveView(Color.red.frame(width: 100, height: 50).border(Color.black, width: 4), size: Size(width: 300, height: 200))
        let items = live.displayList(scale: 1).items
        XCTAssertEqual(items.map(\.frame), [Rect(x: 100, y: 75, width: 100, height: 50), Rect(x: 102, y: 77, width: 96, height: 46)])
        XCTAssertEqual(items.last?.content, .shape(.rectangle, .stroke(.black, lineWidth: 4)))
        XCTAssertEqual(frames(Color.red.frame(width: 100, height: 50).border(Color.black)).last,
                       Rect(x: 100.5, y: 75.5, width: 99, height: 49))
        let none = LiveView(Color.red.frame(width: 100, height: 50).border(Color.black, width: -3), size: Size(width: 300, height: 200))
        XCTAssertEqual(none.displayList(scale: 1).items.last?.frame, Rect(x: 100, y: 75, width: 100, height: 50))
        XCTAssertEqual(none.displayList(scale: 1).items.last?.content, .shape(.rectangle, .stroke(.black, lineWidth: 0)))
    }
}
