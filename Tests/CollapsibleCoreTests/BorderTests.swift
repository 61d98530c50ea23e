import XCTest
@testable import CollapsibleCore

/// `border` as SwiftUI draws it.
final class BorderTests: XCTestCase {
    /// A border is a rectangle over the view, in the view's frame, its line
    /// stroked inside that frame as `strokeBorder` strokes it: the path is
    /// inset by half the line, so that the whole line lies inside the
    /// view's bounds. The frame is the view's on the pixel grid, so a line a
    /// point wide covers whole pixels, where a frame inset by half the line
    /// would round off the line's middle.
    func testABorderLiesInsideTheView() {
        let live = LiveView(Color.red.frame(width: 100, height: 50).border(Color.black, width: 4), size: Size(width: 300, height: 200))
        let items = live.displayList(scale: 1).items
        XCTAssertEqual(items.map(\.frame), [Rect(x: 100, y: 75, width: 100, height: 50), Rect(x: 100, y: 75, width: 100, height: 50)])
        XCTAssertEqual(items.last?.content, .shape(.path(Path(CGRect(x: 2, y: 2, width: 96, height: 46))), .stroke(.black, lineWidth: 4)))
        let thin = LiveView(Color.red.frame(width: 100, height: 50).border(Color.black), size: Size(width: 301, height: 201))
        XCTAssertEqual(thin.displayList(scale: 1).items.last?.frame, Rect(x: 101, y: 76, width: 100, height: 50),
                       "from 100.5, 75.5: on the pixels after")
        XCTAssertEqual(thin.displayList(scale: 1).items.last?.content,
                       .shape(.path(Path(CGRect(x: 0.5, y: 0.5, width: 99, height: 49))), .stroke(.black, lineWidth: 1)))
        let none = LiveView(Color.red.frame(width: 100, height: 50).border(Color.black, width: -3), size: Size(width: 300, height: 200))
        XCTAssertEqual(none.displayList(scale: 1).items.last?.frame, Rect(x: 100, y: 75, width: 100, height: 50))
        XCTAssertEqual(none.displayList(scale: 1).items.last?.content,
                       .shape(.path(Path(CGRect(x: 0, y: 0, width: 100, height: 50))), .stroke(.black, lineWidth: 0)))
    }
}
