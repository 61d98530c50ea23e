import XCTest
@testable import CollapsibleCore

/// A `GeometryReader`'s content is made from the reader's own frame, as
/// layout gives it, before anything is drawn.
final class GeometryReaderTests: XCTestCase {
    private struct Measuring: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 20)
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width))x\(Int(proxy.size.height)) at \(Int(proxy.frame(in: .global).minY))")
                }
            }
        }
    }

    func testTheContentIsMadeFromTheReadersSizeAndPlaceAndFollowsAResize() throws {
        var live = LiveView(Measuring(), size: Size(width: 120, height: 70))
        XCTAssertEqual(live.accessibilityRoot.children.last?.label, "120x50 at 20")
        let label = try XCTUnwrap(live.displayList(scale: 1).items.last)
        XCTAssertEqual(label.frame.minX, 0, "at the reader's leading edge")
        XCTAssertEqual(label.frame.minY, 20, "and its top")
        live.size = Size(width: 200, height: 100)
        XCTAssertEqual(live.accessibilityRoot.children.last?.label, "200x80 at 20")
    }

    func testAReaderInAZeroSizedFrameIsOfferedNothingAndShowsIt() {
        let view = GeometryReader { proxy in Text("\(Int(proxy.size.width))") }.frame(width: 0, height: 0)
        let live = LiveView(view, size: Size(width: 100, height: 100))
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "0")
    }
}
