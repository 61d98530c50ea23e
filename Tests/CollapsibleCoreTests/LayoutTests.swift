import XCTest
@testable import CollapsibleCore

final class LayoutTests: XCTestCase {
    /// The x of every frame edge, left to right: what a user measures on screen.
    private func edges(_ layout: CollapsibleLayout) -> [Double] {
        layout.frames.flatMap { [$0.minX, $0.maxX] }
    }

    func testCollapsedDemoAt600x300() {
        let layout = contentView().layout(in: Size(width: 600, height: 300), expanded: false)
        XCTAssertEqual(edges(layout), [16, 26, 26, 36, 36, 584])
        XCTAssertEqual(layout.band, Rect(x: 0, y: 84, width: 600, height: 132))
        for frame in layout.frames {
            XCTAssertEqual(frame.minY, 100)
            XCTAssertEqual(frame.height, 100)
        }
    }

    func testExpandedDemoAt600x300() {
        let layout = contentView().layout(in: Size(width: 600, height: 300), expanded: true)
        let w = (568.0 - 16) / 3
        XCTAssertEqual(edges(layout), [16, 16 + w, 24 + w, 24 + 2 * w, 32 + 2 * w, 584])
        XCTAssertEqual(layout.band, Rect(x: 0, y: 84, width: 600, height: 132))
    }

    func testEdgesFollowTheSpecAtSeveralSizes() {
        for (width, height) in [(600.0, 300.0), (800, 132), (1920, 1080), (333, 777), (53, 140)] {
            let size = Size(width: width, height: height)
            let collapsed = contentView().layout(in: size, expanded: false)
            XCTAssertEqual(edges(collapsed), [16, 26, 26, 36, 36, width - 16], "collapsed at \(size)")
            let expanded = contentView().layout(in: size, expanded: true)
            let w = (width - 32 - 16) / 3
            let expected = [16, 16 + w, 24 + w, 24 + 2 * w, 32 + 2 * w, width - 16]
            for (got, want) in zip(edges(expanded), expected) {
                XCTAssertEqual(got, want, accuracy: 1e-9, "expanded at \(size)")
            }
            XCTAssertEqual(collapsed.band.midY, height / 2)
            XCTAssertEqual(collapsed.band.height, 132)
        }
    }

    func testAnyNumberOfItems() {
        for n in [1, 2, 5, 50, 300] {
            let view = contentView(colors: Array(repeating: .blue, count: n))
            let size = Size(width: 4000, height: 300)
            let collapsed = view.layout(in: size, expanded: false)
            XCTAssertEqual(collapsed.frames.count, n)
            for (i, frame) in collapsed.frames.enumerated().dropLast() {
                XCTAssertEqual(frame.minX, 16 + 10 * Double(i))
                XCTAssertEqual(frame.width, 10)
            }
            XCTAssertEqual(collapsed.frames.last!.maxX, 3984)
            XCTAssertEqual(collapsed.frames.last!.width, 3968 - 10 * Double(n - 1))

            let expanded = view.layout(in: size, expanded: true)
            let w = (3968 - 8 * Double(n - 1)) / Double(n)
            for (i, frame) in expanded.frames.enumerated() {
                XCTAssertEqual(frame.width, w, accuracy: 1e-9)
                XCTAssertEqual(frame.minX, 16 + (w + 8) * Double(i), accuracy: 1e-9)
            }
            XCTAssertEqual(expanded.frames.last!.maxX, 3984, accuracy: 1e-9)
        }
    }

    func testTooSmallWindowsOverflowWithoutNegativeSizes() {
        for (width, height) in [(0.0, 0.0), (1, 1), (20, 20), (31, 500), (40, 10)] {
            for expanded in [false, true] {
                let layout = contentView().layout(in: Size(width: width, height: height), expanded: expanded)
                for frame in layout.frames + [layout.band] {
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
        let collapsed = contentView().layout(in: Size(width: 0, height: 0), expanded: false)
        XCTAssertEqual(collapsed.frames.map(\.width), [10, 10, 0])
        XCTAssertEqual(collapsed.band, Rect(x: -26, y: -66, width: 52, height: 132))
        let expanded = contentView().layout(in: Size(width: 40, height: 300), expanded: true)
        XCTAssertEqual(expanded.frames.map(\.width), [0, 0, 0])
        XCTAssertEqual(edges(expanded), [12, 12, 20, 20, 28, 28])
    }

    func testHStackGivesFixedChildrenTheirWidthFirst() {
        XCTAssertEqual(HStack.widths(of: [.flexible, .fixed(30), .flexible], spacing: 5, proposal: 100),
                       [30, 30, 30])
        XCTAssertEqual(HStack.widths(of: [.fixed(10), .fixed(10), .flexible], spacing: 0, proposal: 15),
                       [10, 10, 0])
        XCTAssertEqual(HStack.widths(of: [.flexible, .flexible], spacing: 8, proposal: 4), [0, 0])
        XCTAssertEqual(HStack.widths(of: [], spacing: 8, proposal: 100), [])
    }

    func testMidwayLayoutInterpolatesEveryEdge() {
        let size = Size(width: 600, height: 300)
        let view = contentView()
        let a = edges(view.layout(in: size, expanded: false))
        let b = edges(view.layout(in: size, expanded: true))
        let mid = edges(view.layout(in: size, progress: 0.25))
        for i in a.indices {
            XCTAssertEqual(mid[i], a[i] + (b[i] - a[i]) * 0.25, accuracy: 1e-9)
        }
    }

    func testItemHeightsDefaultToTheOfferedHeight() {
        let view = Collapsible(items: [1, 2]) { _ in Rectangle().fill(.red) }.padding()
        let layout = view.layout(in: Size(width: 200, height: 150), expanded: true)
        XCTAssertEqual(layout.frames.map(\.height), [118, 118])
        XCTAssertEqual(layout.band, Rect(x: 0, y: 0, width: 200, height: 150))
    }
}
