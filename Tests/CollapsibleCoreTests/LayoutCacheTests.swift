import XCTest
@testable import CollapsibleCore

/// A layout's cache is made once for its view, updated when the layout's
/// value or its subviews change, and kept otherwise, as SwiftUI keeps it.
final class LayoutCacheTests: XCTestCase {
    /// How many times the cache was made and updated.
    final class Calls: Equatable {
        var made = 0, updated = 0

        static func == (a: Calls, b: Calls) -> Bool { a === b }
    }

    /// A row that keeps its subviews' widths in its cache and reads them
    /// from there alone, so a cache not updated shows on screen.
    private struct Row: Layout {
        var spacing: CGFloat
        let calls: Calls

        func makeCache(subviews: Subviews) -> [CGFloat] {
            calls.made += 1
            return subviews.map { $0.sizeThatFits(.unspecified).width }
        }

        func updateCache(_ cache: inout [CGFloat], subviews: Subviews) {
            calls.updated += 1
            cache = subviews.map { $0.sizeThatFits(.unspecified).width }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize {
            CGSize(width: cache.reduce(0, +) + spacing * CGFloat(max(cache.count - 1, 0)), height: 20)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) {
            var x = bounds.minX
            for (subview, width) in zip(subviews, cache) {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += width + spacing
            }
        }
    }

    /// A cell with a body of its own: kept, with its nodes, while its
    /// number is the same.
    private struct Cell: View {
        let number: Int
        var body: some View { Color.red.frame(width: CGFloat(number) * 10, height: 20) }
    }

    private struct Screen: View {
        let calls: Calls
        @State var taps = 0
        @State var spacing: CGFloat = 10
        @State var count = 2

        var body: some View {
            VStack(spacing: 0) {
                Text("taps \(taps)").onTapGesture { taps += 1 }
                Text("wider").onTapGesture { spacing = 20 }
                Text("more").onTapGesture { count = 3 }
                Row(spacing: spacing, calls: calls) {
                    ForEach(1...count, id: \.self) { Cell(number: $0) }
                }
            }
        }
    }

    /// The cells' left edges, from the first's.
    private func lefts(_ live: LiveView, cells: Int) -> [Double] {
        let frames = live.displayList(scale: 1).items.suffix(cells).map(\.frame)
        return frames.map { $0.minX - frames[0].minX }
    }

    func testTheCacheIsMadeOnceAndUpdatedWhenTheLayoutOrItsSubviewsChange() {
        let calls = Calls()
        var live = LiveView(Screen(calls: calls), size: Size(width: 300, height: 200))
        XCTAssertEqual([calls.made, calls.updated], [1, 0])
        // Cells 10 and 20 wide, 10 apart.
        XCTAssertEqual(lefts(live, cells: 2), [0, 20])

        // The row made again, of the same value and the same cells: the cache stands.
        live.tap("taps 0")
        XCTAssertEqual(live.labels.first, "taps 1")
        XCTAssertEqual([calls.made, calls.updated], [1, 0])

        // Another spacing: the cache is updated, once.
        live.tap("wider")
        XCTAssertEqual([calls.made, calls.updated], [1, 1])
        XCTAssertEqual(lefts(live, cells: 2), [0, 30])

        // A third cell, 30 wide: updated again, and placed from the cache.
        live.tap("more")
        XCTAssertEqual([calls.made, calls.updated], [1, 2])
        XCTAssertEqual(lefts(live, cells: 3), [0, 30, 70])
    }
}
