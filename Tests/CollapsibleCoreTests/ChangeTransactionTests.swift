import XCTest
@testable import CollapsibleCore

/// Each write of state moves what it changed as its own transaction says,
/// as SwiftUI gives each change the transaction it was made in.
final class ChangeTransactionTests: XCTestCase {
    private struct TwoBars: View {
        @State var animated = 10.0
        @State var plain = 10.0
        var body: some View {
            VStack(spacing: 0) {
                Button("Grow") {
                    withAnimation(.linear(duration: 1)) { animated = 110 }
                    plain = 110
                }
                Color.red.frame(width: animated, height: 10)
                Color.blue.frame(width: plain, height: 10)
            }
        }
    }

    /// The width of each bar, 10 pt tall, as drawn now, from the top.
    private func widths(_ live: LiveView) -> [Double] {
        live.displayList(scale: 1).items.compactMap { item in
            guard case .shape(.rectangle, .fill) = item.content, item.frame.height == 10 else { return nil }
            return item.frame.width
        }
    }

    func testAWriteWithoutAnimationBesideAnAnimatedOneJumps() {
        var live = LiveView(TwoBars(), size: Size(width: 200, height: 200))
        live.pressFrontmostTapTarget()
        live.advance(to: 0)
        live.advance(to: 0.5)
        XCTAssertEqual(widths(live).count, 2)
        XCTAssertEqual(widths(live).first ?? 0, 60, accuracy: 1e-6, "the red bar halfway through its own animation")
        XCTAssertEqual(widths(live).last, 110, "the blue one, written with no animation, at its end at once")
    }

    private struct WidthKey: PreferenceKey {
        static let defaultValue = 0.0
        static func reduce(value: inout Double, nextValue: () -> Double) { value = nextValue() }
    }

    /// A handler that answers a preference with an animated write of its own.
    private struct Follower: View {
        @State var wide = false
        @State var followed = 10.0
        var body: some View {
            VStack(spacing: 0) {
                Button("Widen") { wide.toggle() }
                Color.gray.frame(width: wide ? 110 : 10, height: 10)
                    .preference(key: WidthKey.self, value: wide ? 110 : 10)
                Color.red.frame(width: followed, height: 10)
            }
            .onPreferenceChange(WidthKey.self) { width in
                withAnimation(.linear(duration: 1)) { followed = width }
            }
        }
    }

    func testAPreferenceHandlersAnimationIsKept() {
        var live = LiveView(Follower(), size: Size(width: 200, height: 200))
        live.pressFrontmostTapTarget()
        live.advance(to: 0)
        live.advance(to: 0.5)
        XCTAssertEqual(widths(live).first, 110, "the grey bar, written with no animation, at its end at once")
        XCTAssertEqual(widths(live).last ?? 0, 60, accuracy: 1e-6, "the red one, written by the handler, moves with its animation")
    }

    private struct Restless: View {
        @State var count = 0
        var body: some View {
            let _ = { count += 1 }()
            Text("\(count)")
        }
    }

    /// A body that writes what it reads at every evaluation is stopped
    /// after a bounded number of passes, with SwiftUI's warning.
    func testABodyThatWritesItsOwnStateIsStopped() {
        let heard = Lines()
        var live = LiveView(Restless(), size: Size(width: 200, height: 200), measure: FixedMeasure(), diagnostics: heard.diagnostics)
        XCTAssertTrue(live.needsUpdate)
        XCTAssertTrue(live.update())
        XCTAssertFalse(live.needsUpdate, "stopped")
        XCTAssertTrue(heard.lines.contains("Modifying state during view update, this will cause undefined behavior."))
        XCTAssertTrue(heard.lines.last?.contains("changed its own state at each of 8 updates in a row") == true, heard.lines.last ?? "")
    }
}
