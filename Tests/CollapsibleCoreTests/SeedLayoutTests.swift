import XCTest
@testable import CollapsibleCore
import CollapsibleExercise

/// The exercise's view, laid out by the framework, against SPEC's figures.
final class SeedLayoutTests: XCTestCase {
    private func view(_ size: Size, expanded: Bool = false, colors: [Color] = [.red, .orange, .purple]) -> LiveView {
        var view = LiveView(SeedContent(colors: colors), size: size)
        if expanded { view.toggle(animated: false) }
        return view
    }

    func testCollapsedAt600x300() {
        let live = view(Size(width: 600, height: 300))
        XCTAssertEqual(edges(live.itemFrames), [16, 26, 26, 36, 36, 584])
        XCTAssertEqual(live.band, Rect(x: 0, y: 84, width: 600, height: 132))
        XCTAssertTrue(live.itemFrames.allSatisfy { $0.minY == 100 && $0.height == 100 })
    }

    func testExpandedAt600x300() {
        let live = view(Size(width: 600, height: 300), expanded: true)
        let w = (568.0 - 16) / 3
        XCTAssertEqual(edges(live.itemFrames), [16, 16 + w, 24 + w, 24 + 2 * w, 32 + 2 * w, 584])
        XCTAssertEqual(live.band, Rect(x: 0, y: 84, width: 600, height: 132))
    }

    /// SPEC's edges, each drawn on the pixel nearest it as SwiftUI draws
    /// them, a half going right or down: a band centred in an odd height
    /// starts half a pixel low.
    func testEdgesFollowTheSpecAtSeveralSizes() {
        for (width, height) in [(600.0, 300.0), (800, 132), (1920, 1080), (333, 777), (53, 140)] {
            let size = Size(width: width, height: height)
            let collapsed = view(size)
            XCTAssertEqual(edges(collapsed.itemFrames), [16, 26, 26, 36, 36, width - 16], "collapsed at \(size)")
            let w = (width - 32 - 16) / 3
            let expected = [16, 16 + w, 24 + w, 24 + 2 * w, 32 + 2 * w, width - 16]
            XCTAssertEqual(edges(view(size, expanded: true).itemFrames), expected.map(pixel), "expanded at \(size)")
            XCTAssertEqual(collapsed.band, Rect(x: 0, y: pixel((height - 132) / 2), width: width, height: 132))
        }
    }

    func testAnyNumberOfItems() {
        for n in [1, 2, 5, 50, 300] {
            let colors = Array(repeating: Color.blue, count: n), size = Size(width: 4000, height: 300)
            let collapsed = view(size, colors: colors).itemFrames
            XCTAssertEqual(collapsed.count, n)
            for (i, frame) in collapsed.enumerated().dropLast() {
                XCTAssertEqual(frame.minX, 16 + 10 * Double(i))
                XCTAssertEqual(frame.width, 10)
            }
            XCTAssertEqual(collapsed.last!.maxX, 3984)
            XCTAssertEqual(collapsed.last!.width, 3968 - 10 * Double(n - 1))

            // Expanded, each item's edges on the pixels nearest them.
            let expanded = view(size, expanded: true, colors: colors).itemFrames
            let w = (3968 - 8 * Double(n - 1)) / Double(n)
            for (i, frame) in expanded.enumerated() {
                let minX = 16 + (w + 8) * Double(i)
                XCTAssertEqual([frame.minX, frame.maxX], [pixel(minX), pixel(minX + w)], "item \(i) of \(n)")
            }
        }
    }

    func testTooSmallWindowsOverflowWithoutNegativeSizes() {
        for (width, height) in [(0.0, 0.0), (1, 1), (20, 20), (31, 500), (40, 10)] {
            for expanded in [false, true] {
                let live = view(Size(width: width, height: height), expanded: expanded)
                for frame in live.itemFrames + [live.band!] {
                    for value in [frame.x, frame.y, frame.width, frame.height] {
                        XCTAssertTrue(value.isFinite, "\(width)x\(height) expanded=\(expanded)")
                    }
                    XCTAssertGreaterThanOrEqual(frame.width, 0)
                    XCTAssertGreaterThanOrEqual(frame.height, 0)
                }
            }
        }
        // SwiftUI keeps the fixed strips and gives the flexible item nothing;
        // the row overflows and stays centred.
        let collapsed = view(Size(width: 0, height: 0))
        XCTAssertEqual(collapsed.itemFrames.map(\.width), [10, 10, 0])
        XCTAssertEqual(collapsed.band, Rect(x: -26, y: -66, width: 52, height: 132))
        let expanded = view(Size(width: 40, height: 300), expanded: true)
        XCTAssertEqual(expanded.itemFrames.map(\.width), [0, 0, 0])
        XCTAssertEqual(edges(expanded.itemFrames), [12, 12, 20, 20, 28, 28])
    }

    func testItemHeightsDefaultToTheOfferedHeight() {
        let row = Collapsible(items: [1, 2]) { _ in Rectangle().fill(.red) }.padding()
        var live = LiveView(row, size: Size(width: 200, height: 150))
        live.toggle(animated: false)
        let fills = live.displayList(scale: 1).items.map(\.frame)
        XCTAssertEqual(fills.map(\.height), [118, 118])
        XCTAssertEqual(fills.first?.minY, 16)
    }

    func testTheLabelIsCentredOnItsItem() {
        let live = view(Size(width: 600, height: 300), expanded: true)
        let labels = live.shadowed.filter { if case .text = $0.content { true } else { false } }
        XCTAssertEqual(labels.count, 3)
        for (label, item) in zip(labels, live.itemFrames) {
            XCTAssertEqual(label.frame.midX, item.midX, accuracy: 1e-9)
            XCTAssertEqual(label.frame.midY, item.midY, accuracy: 1e-9)
        }
    }
}
