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
            let bounds = Painter().prepare(list).bounds, surface = Frames.render(list)
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

    /// A turned rectangle, a clipped one and a blurred one, each where its geometry puts it:
    /// [20, 60] x [20, 30] turned a quarter about (50, 50) is [70, 80] x [20, 60]; a square
    /// clipped to the circle in [150, 190] x [20, 60] is that box; a rectangle [200, 240] x
    /// [120, 150] blurred by sigma 5 reaches 15 further. Nothing is drawn beyond the bounds, and
    /// the bounds reach no further than those boxes, a pixel or two for anti-aliasing.
    func testGroupsReachWhereTheirEffectsPutThem() throws {
        let list = Canvas.list([
            Canvas.group(.transform(Canvas.rotation(by: .pi / 2, about: Point(x: 50, y: 50))),
                         [Canvas.fill(Rect(x: 20, y: 20, width: 40, height: 10))], id: 1),
            Canvas.group(.clip(.circle, frame: Rect(x: 150, y: 20, width: 40, height: 40)),
                         [Canvas.fill(Rect(x: 100, y: 0, width: 200, height: 200), id: 2)], id: 3),
            Canvas.group(.blur(radius: 5), [Canvas.fill(Rect(x: 200, y: 120, width: 40, height: 30), id: 4)], id: 5),
        ], width: 300, height: 200)
        let bounds = Painter().prepare(list).bounds, surface = Frames.render(list)
        var drawn: DeviceRect?
        for y in 0..<surface.height {
            for x in 0..<surface.width where surface.rgb(x, y) != Canvas.white {
                drawn = drawn?.union(DeviceRect(x: x, y: y, width: 1, height: 1)) ?? DeviceRect(x: x, y: y, width: 1, height: 1)
            }
        }
        let found = try XCTUnwrap(drawn)
        XCTAssertEqual(found.intersection(bounds), found, "\(found) drawn, \(bounds) said")
        let limit = DeviceRect(x: 70 - 2, y: 20 - 2, width: 255 - 70 + 4, height: 165 - 20 + 4)
        XCTAssertEqual(bounds.intersection(limit), bounds, "\(bounds) said, \(limit) at most")
    }

    /// A path's bounds are the box of its points, or nothing for a path of no finite point.
    func testAPathReachesTheBoxOfItsPoints() {
        let triangle = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 80, y: 0))
            path.addLine(to: CGPoint(x: 0, y: 80))
            path.closeSubpath()
        }
        let bounds = Painter().prepare(Canvas.list([Canvas.fill(Rect(x: 10, y: 10, width: 80, height: 80), kind: .path(triangle))])).bounds
        XCTAssertEqual(bounds.intersection(DeviceRect(x: 8, y: 8, width: 84, height: 84)), bounds)
        XCTAssertEqual(bounds.intersection(DeviceRect(x: 10, y: 10, width: 80, height: 80)), DeviceRect(x: 10, y: 10, width: 80, height: 80))
        let nowhere = Path { path in
            path.move(to: CGPoint(x: .nan, y: 0))
            path.addLine(to: CGPoint(x: 10, y: .infinity))
        }
        XCTAssertTrue(Painter().prepare(Canvas.list([Canvas.fill(Rect(x: 10, y: 10, width: 80, height: 80), kind: .path(nowhere))])).bounds.isEmpty)
    }

    func testAListThatDrawsNothingHasNoBounds() {
        let list = DisplayList(size: Size(width: 100, height: 100), scale: 1, background: .white, items: [
            DisplayItem(id: .root, frame: Rect(x: 10, y: 10, width: 50, height: 50), content: .text(StyledText(" ", color: .black), size: nil)),
        ])
        XCTAssertTrue(Painter().prepare(list).bounds.isEmpty)
    }
}
