import XCTest
@testable import CollapsibleCore

/// `fixedSize` against SwiftUI's rule, in a window 300 wide and 200 tall.
final class FixedSizeTests: XCTestCase {
    /// `fixedSize` offers its content nothing on the axes it fixes: a text
    /// is its whole string, overflowing a narrower frame around it, and a
    /// shape its ideal 10 on that axis.
    func testFixedSizeOffersTheIdeal() {
        let text = frames(Text("Hello").fixedSize().frame(width: 20))
        XCTAssertEqual(text.map(\.width), [51])
        XCTAssertEqual(text.map(\.minX), [pixel(140 + (20 - 51) / 2)])
        XCTAssertEqual(frames(Text("Hello").frame(width: 20)).map(\.width), [20])
        XCTAssertEqual(frames(Rectangle().fixedSize(horizontal: false, vertical: true)), [Rect(x: 0, y: 95, width: 300, height: 10)])
        XCTAssertEqual(frames(Rectangle().fixedSize(horizontal: true, vertical: false)), [Rect(x: 145, y: 0, width: 10, height: 200)])
    }
}
