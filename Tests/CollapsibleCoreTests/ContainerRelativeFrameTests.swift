import XCTest
@testable import CollapsibleCore

/// `containerRelativeFrame` in a window 300 wide and 200 tall, the
/// window being the container, whatever frame is around the view.
final class ContainerRelativeFrameTests: XCTestCase {
    func testTheFrameTakesItsLengthFromTheWindow() {
        // Half the window's width, inside a frame of 100: it overflows it.
        let half = Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }.frame(width: 100, height: 20)
        XCTAssertEqual(frames(half), [Rect(x: 75, y: 90, width: 150, height: 20)])
        // Three columns 10 apart, two of them: (300 - 20) / 3 x 2 + 10.
        let columns = Color.blue.frame(height: 10).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        XCTAssertEqual(frames(columns).map(\.width), [pixel(150 + 590.0 / 6) - pixel(150 - 590.0 / 6)])
        // A small view at the bottom of a frame as tall as the window.
        let bottom = Color.green.frame(width: 10, height: 10).containerRelativeFrame(.vertical, alignment: .bottom)
        XCTAssertEqual(frames(bottom), [Rect(x: 145, y: 190, width: 10, height: 10)])
    }

    /// A length that is no number leaves the axis to the content; a count
    /// of none is one.
    func testBadLengthsAreMadeSound() {
        let broken = Color.red.frame(width: 30, height: 30).containerRelativeFrame(.horizontal) { _, _ in .nan }
        XCTAssertEqual(frames(broken), [Rect(x: 135, y: 85, width: 30, height: 30)])
        let none = Color.red.frame(height: 10).containerRelativeFrame(.horizontal, count: 0, spacing: 4)
        XCTAssertEqual(frames(none).map(\.width), [300])
    }
}
