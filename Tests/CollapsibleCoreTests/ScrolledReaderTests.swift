import XCTest
@testable import CollapsibleCore

/// Readers inside a scroll view see its offset, as SwiftUI's do: a
/// `GeometryReader`'s frame in the window and in a space named on the
/// scroll view moves up as the content scrolls, and is read again at each
/// scroll, so that a header made sticky by hand sticks.
final class ScrolledReaderTests: XCTestCase {
    /// What the action of an `onGeometryChange` was handed.
    final class Told { var values: [Double] = [] }

    /// A band of 20 over a scroll view 200 by 180 named "scroll", whose
    /// content holds a band of 100, the reader 100 high, then 2,000 more:
    /// it scrolls 2,020 at most.
    private struct Measured: View {
        let told: Told
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 20)
                ScrollView {
                    VStack(spacing: 0) {
                        Color.blue.frame(height: 100)
                        GeometryReader { proxy in
                            let named = proxy.frame(in: .named("scroll")), global = proxy.frame(in: .global)
                            let inner = proxy.frame(in: .named("content"))
                            Text("\(Int(named.minY)) \(Int(global.minY)) \(Int(inner.minY))")
                        }
                        .frame(height: 100)
                        .onGeometryChange(for: Double.self) { $0.frame(in: .named("scroll")).minY } action: { told.values.append($0) }
                        Color.green.frame(height: 2_000)
                    }
                    .coordinateSpace(name: "content")
                }
                .coordinateSpace(name: "scroll")
            }
        }
    }

    private func label(_ live: LiveView) -> String? {
        func labels(_ element: AccessibilityElement) -> [String] { [element.label] + element.children.flatMap(labels) }
        return labels(live.accessibilityRoot).first { $0.split(separator: " ").count == 3 }
    }

    func testAReaderSeesTheOffsetInTheNamedSpaceAndTheWindow() {
        let told = Told()
        var live = LiveView(Measured(told: told), size: Size(width: 200, height: 200))
        // In the scroll view's space, 100 down; in the window, 20 more; in
        // a space that scrolls with it, always 100.
        XCTAssertEqual(label(live), "100 120 100")
        live.scroll(by: Point(x: 0, y: 50), at: Point(x: 100, y: 100))
        XCTAssertEqual(label(live), "50 70 100")
        live.scroll(by: Point(x: 0, y: 450), at: Point(x: 100, y: 100))
        XCTAssertEqual(label(live), "-400 -380 100")
        live.scrollFocused(.top)
        XCTAssertEqual(label(live), "100 120 100")
        XCTAssertEqual(told.values, [100, 50, -400, 100], "told at the first layout and at each scroll")
    }

    /// A header 40 high under a band of 50, kept at the viewport's top by
    /// an offset of its own once it reaches it, as people write a sticky
    /// header by hand; drawn over the content after it.
    private struct StickyHeader: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 50)
                    GeometryReader { proxy in
                        let minY = proxy.frame(in: .named("scroll")).minY
                        Color.red.frame(height: 40).offset(y: max(0, -minY))
                    }
                    .frame(height: 40)
                    .zIndex(1)
                    Color.blue.frame(height: 2_000)
                }
            }
            .coordinateSpace(name: "scroll")
        }
    }

    func testAStickyHeaderMadeByHandSticks() {
        var live = LiveView(StickyHeader(), size: Size(width: 200, height: 200))
        func header() -> Rect? { live.drawnFrames.first { $0.height == 40 } }
        XCTAssertEqual(header(), Rect(x: 0, y: 50, width: 200, height: 40))
        live.scroll(by: Point(x: 0, y: 50), at: Point(x: 100, y: 100))
        XCTAssertEqual(header(), Rect(x: 0, y: 0, width: 200, height: 40))
        live.scroll(by: Point(x: 0, y: 450), at: Point(x: 100, y: 100))
        XCTAssertEqual(header(), Rect(x: 0, y: 0, width: 200, height: 40), "still at the top, 500 down")
        XCTAssertEqual(live.drawnFrames.last, header(), "drawn over the content")
        live.scroll(by: Point(x: 0, y: -480), at: Point(x: 100, y: 100))
        XCTAssertEqual(header(), Rect(x: 0, y: 30, width: 200, height: 40), "back in its place")
    }

    /// A body walked alone inside a scroll view's content, once its own
    /// state changes, still knows the scroll view that holds it.
    private struct Tapped: View {
        @State private var taps = 0
        var body: some View {
            GeometryReader { proxy in
                Text("\(taps) \(Int(proxy.frame(in: .global).minY)) taps")
            }
            .frame(height: 60)
            .contentShape(Rectangle())
            .onTapGesture { taps += 1 }
        }
    }

    func testABodyMadeAgainAloneSeesTheOffset() {
        var live = LiveView(ScrollView { VStack(spacing: 0) { Color.blue.frame(height: 100); Tapped(); Color.green.frame(height: 2_000) } },
                            size: Size(width: 200, height: 200))
        live.scroll(by: Point(x: 0, y: 80), at: Point(x: 100, y: 100))
        XCTAssertEqual(label(live), "0 20 taps")
        live.tap(at: Point(x: 100, y: 40))
        live.update()
        XCTAssertEqual(label(live), "1 20 taps")
    }
}
