import XCTest
@testable import CollapsibleCore

/// The safe area of a plain window, none, and `safeAreaInset`, in a
/// window 300 wide and 200 tall.
final class SafeAreaTests: XCTestCase {
    /// A bar of 30 at the bottom, 10 from the content, which takes the
    /// 160 left above.
    func testAnInsetAtAnEdgeKeepsTheContentOutOfItsRoom() {
        let bottom = Color.blue.safeAreaInset(edge: .bottom, spacing: 10) { Color.red.frame(height: 30) }
        XCTAssertEqual(frames(bottom), [Rect(x: 0, y: 0, width: 300, height: 160), Rect(x: 0, y: 170, width: 300, height: 30)])
        let leading = Color.blue.safeAreaInset(edge: .leading, alignment: .top) { Color.red.frame(width: 20, height: 20) }
        XCTAssertEqual(frames(leading), [Rect(x: 20, y: 0, width: 280, height: 200), Rect(x: 0, y: 0, width: 20, height: 20)])
    }

    /// A window has no safe area: ignoring it changes nothing, padding it
    /// pads, and a reader is told of no insets.
    func testAWindowHasNoSafeArea() {
        XCTAssertEqual(frames(Color.blue.ignoresSafeArea()), [Rect(x: 0, y: 0, width: 300, height: 200)])
        XCTAssertEqual(frames(Color.blue.safeAreaPadding(.horizontal, 20)), [Rect(x: 20, y: 0, width: 260, height: 200)])
        let reader = GeometryReader { proxy in Text("\(Int(proxy.safeAreaInsets.top + proxy.safeAreaInsets.leading))") }
        XCTAssertEqual(LiveView(reader, size: Size(width: 100, height: 100)).accessibilityRoot.children.first?.label, "0")
    }
}
