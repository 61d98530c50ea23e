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

    /// What a reader is told: its size, then its insets top, leading,
    /// bottom and trailing.
    private func told<V: View>(_ view: V) -> String? {
        LiveView(view, size: Size(width: 300, height: 200)).accessibilityRoot.children.first?.label
    }

    private var reader: some View {
        GeometryReader { proxy in
            let insets = proxy.safeAreaInsets
            Text("\(Int(proxy.size.width))x\(Int(proxy.size.height)) \(Int(insets.top)) \(Int(insets.leading)) \(Int(insets.bottom)) \(Int(insets.trailing))")
        }
    }

    /// A bar of 30, 10 from the content: a reader in the content keeps out
    /// of the 40 at the bottom and is told of them; one that ignores the
    /// safe area grows over them and is told of none.
    func testAReaderIsToldOfTheRoomAnInsetTakes() {
        let bar = { Color.red.frame(height: 30) }
        XCTAssertEqual(told(reader.safeAreaInset(edge: .bottom, spacing: 10, content: bar)), "300x160 0 0 40 0")
        XCTAssertEqual(told(reader.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 10, content: bar)), "300x200 0 0 0 0")
        XCTAssertEqual(told(reader.ignoresSafeArea(edges: .top).safeAreaInset(edge: .bottom, spacing: 10, content: bar)),
                       "300x160 0 0 40 0", "the bottom edge is not ignored")
        XCTAssertEqual(told(reader.ignoresSafeArea(.keyboard).safeAreaInset(edge: .bottom, spacing: 10, content: bar)),
                       "300x160 0 0 40 0", "no keyboard keeps anything out")
        // A reader 50 tall at the top reaches no edge of the safe area but its top.
        XCTAssertEqual(told(VStack { reader.frame(height: 50); Spacer() }.safeAreaInset(edge: .bottom, spacing: 10, content: bar)),
                       "300x50 0 0 0 0")
    }

    /// Safe-area padding of 20 at each side: the reader keeps out of it
    /// and is told of it; ignoring the leading edge, it grows to the
    /// window's leading edge, 280 wide, and is told of the trailing 20 alone.
    /// Insets inside insets add up.
    func testSafeAreaPaddingIsSafeArea() {
        XCTAssertEqual(told(reader.safeAreaPadding(.horizontal, 20)), "260x200 0 20 0 20")
        XCTAssertEqual(told(reader.ignoresSafeArea(edges: .leading).safeAreaPadding(.horizontal, 20)), "280x200 0 0 0 20")
        XCTAssertEqual(told(reader.safeAreaPadding(.top, 5).safeAreaInset(edge: .top, spacing: 0) { Color.red.frame(height: 30) }),
                       "300x165 35 0 0 0")
    }

    /// A colour under a bar that ignores the safe area reaches the window's
    /// bottom, under the bar, which is drawn over it.
    func testAViewThatIgnoresTheSafeAreaGrowsUnderAnInset() {
        let under = Color.blue.ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 10) { Color.red.frame(height: 30) }
        XCTAssertEqual(frames(under), [Rect(x: 0, y: 0, width: 300, height: 200), Rect(x: 0, y: 170, width: 300, height: 30)])
    }
}
