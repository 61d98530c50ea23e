import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// The box a display list draws in: beyond it every pixel is the window's
/// background, and it reaches no further than the shapes' ink, the labels'
/// and three sigma of shadow.
final class BoundsTests: XCTestCase {
    func testBeyondTheBoundsOnlyTheBackgroundShows() throws {
        for (width, height, progress, scale) in [(600.0, 300.0, 0.0, 1.0), (600, 400, 0.5, 2), (1000, 301, 1, 1), (200, 300, 1, 1)] {
            let list = Frames.seed(width: width, height: height, items: 3, progress: progress, scale: scale)
            let bounds = Painter().bounds(of: list), surface = Frames.render(list)
            var drawn: DeviceRect?
            for y in 0..<surface.height {
                for x in 0..<surface.width where surface.rgb(x, y) != RGB(255, 255, 255) {
                    drawn = drawn?.union(DeviceRect(x: x, y: y, width: 1, height: 1)) ?? DeviceRect(x: x, y: y, width: 1, height: 1)
                }
            }
            let name = "\(Int(width))x\(Int(height)) at \(progress), \(scale)x"
            let found = try XCTUnwrap(drawn, name)
            XCTAssertEqual(found.intersection(bounds), found, "\(name): \(found) drawn, \(bounds) said")
            // The ink and three sigma of shadow beyond it, and a pixel for glyphs put on whole pixels.
            let layout = Frames.layout(width: width, height: height, items: 3, progress: progress)
            let row = layout.frames.dropFirst().reduce(layout.frames[0]) { $0.union($1) }.insetBy(dx: -1.5 - 24, dy: -1.5 - 24)
            let reach = row.union(layout.band)
            let limit = DeviceRect(x: Int((reach.minX * scale).rounded(.down)) - 2, y: Int((reach.minY * scale).rounded(.down)) - 2,
                                   width: Int((reach.width * scale).rounded(.up)) + 4, height: Int((reach.height * scale).rounded(.up)) + 4)
                .intersection(surface.bounds)
            XCTAssertEqual(bounds.intersection(limit), bounds, "\(name): \(bounds) said, \(limit) at most")
        }
    }

    func testAListThatDrawsNothingHasNoBounds() {
        let list = DisplayList(size: Size(width: 100, height: 100), scale: 1, background: .white, items: [
            DisplayItem(id: .root, frame: Rect(x: 10, y: 10, width: 50, height: 50), content: .text(StyledText(" ", color: .black), size: nil)),
        ])
        XCTAssertTrue(Painter().bounds(of: list).isEmpty)
    }
}
