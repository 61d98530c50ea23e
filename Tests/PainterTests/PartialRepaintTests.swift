import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// While the row moves the painter repaints only around it; every frame
/// must still be the very frame a full repaint gives, and what it reports
/// as changed must hold every pixel that did change.
final class PartialRepaintTests: XCTestCase {
    func testEveryFrameOfAToggleEqualsAFullRepaint() throws {
        let cases: [(Double, Double, Int, Double)] = [
            (600, 300, 3, 1), (777, 333, 5, 1), (600, 300, 50, 1), (400, 250, 3, 2), (300, 200, 3, 1.5),
        ]
        for (width, height, items, scale) in cases {
            let frames = (Frames.toggle + Frames.toggle.reversed()).map {
                Frames.seed(width: width, height: height, items: items, progress: $0, scale: scale)
            }
            try checkEveryFrame(of: frames, name: "partial-\(Int(width))x\(Int(height))-\(items)-\(scale)x")
        }
    }

    /// Shapes that are no row of rectangles, moving and changing size under a shadow that is
    /// blurred whole, and in a translucent group: still every frame a full repaint.
    func testShapesOfEveryKindMoveAsAFullRepaintDrawsThem() throws {
        let kinds: [ShapeKind] = [.roundedRectangle(cornerRadius: 12), .circle, .capsule, .rectangle]
        let frames = (0..<24).map { step -> DisplayList in
            let t = Double(step) / 23
            var items: [DisplayItem] = []
            for (index, kind) in kinds.enumerated() {
                let frame = Rect(x: 20 + 70 * Double(index) + 40 * t, y: 40 + 10 * t * Double(index), width: 50 + 30 * t, height: 60)
                let id = ViewID.root.element(index)
                items += [DisplayItem(id: id.child(0), frame: frame, content: .shape(kind, .fill(Frames.palette[index % 3].opacity(0.8)))),
                          DisplayItem(id: id.child(1), frame: frame, content: .shape(kind, .stroke(.black, lineWidth: 3))),
                          DisplayItem(id: id.child(2), frame: frame, content: .text(StyledText("\(index)", color: .black), size: nil))]
            }
            let group = DisplayItem(id: .root.child(1), frame: Rect(x: 0, y: 0, width: 400, height: 200),
                                    content: .effect(.shadow(Shadow(color: Color.black.opacity(0.33), radius: 6, offset: Point(x: 2, y: 4))),
                                                     [DisplayItem(id: .root.child(2), frame: Rect(x: 0, y: 0, width: 400, height: 200),
                                                                  content: .effect(.opacity(0.7), items))]))
            return DisplayList(size: Size(width: 400, height: 200), scale: 1, background: .white, items: [group])
        }
        try checkEveryFrame(of: frames, name: "partial-shapes")
    }

    private func checkEveryFrame(of frames: [DisplayList], name: String) throws {
        let painter = Painter(), reference = Painter()
        let size = Painter.deviceSize(of: frames[0])
        let surface = try ImageSurface(width: size.width, height: size.height)
        let full = try ImageSurface(width: size.width, height: size.height)
        XCTAssertEqual(try painter.draw(frames[0], on: surface), surface.bounds, "the first frame is drawn whole")
        XCTAssertNil(try painter.draw(frames[0], on: surface), "the same frame again changes nothing")
        for (index, list) in frames.enumerated() {
            let before = pixels(of: surface)
            let changed = try painter.draw(list, on: surface)
            if let changed, index > 0 {
                XCTAssertLessThan(changed.height, size.height, "\(name) frame \(index): only the items' surroundings change")
            }
            try reference.drawFull(list, on: full)
            compare(surface, full, name: "\(name)-frame\(index)")
            let after = pixels(of: surface)
            if let outside = firstChange(before, after, width: size.width, outside: changed) {
                XCTFail("\(name) frame \(index): pixel \(outside) changed outside the reported \(changed.map { "\($0)" } ?? "nothing")")
            }
        }
    }

    func testAChangeOfSizeScaleOrColourRepaintsEverything() throws {
        let painter = Painter(), layout = Frames.layout(width: 600, height: 300, items: 3, progress: 0)
        let surface = try ImageSurface(width: 600, height: 300), size = Size(width: 600, height: 300)
        try painter.draw(Frames.list(layout, size: size), on: surface)
        let recoloured = Frames.list(layout, size: size, palette: [.red, .green, .purple])
        XCTAssertEqual(try painter.draw(recoloured, on: surface), surface.bounds)
        let shadowless = Frames.list(layout, size: size, shadow: false, palette: [.red, .green, .purple])
        XCTAssertEqual(try painter.draw(shadowless, on: surface), surface.bounds)
        XCTAssertEqual(try painter.draw(Frames.list(layout, scale: 2, size: size), on: surface), surface.bounds)
        // Another surface has never shown anything.
        let other = try ImageSurface(width: 600, height: 300)
        XCTAssertEqual(try painter.draw(shadowless, on: other), other.bounds)
    }

    private func pixels(of surface: ImageSurface) -> [UInt32] {
        var values: [UInt32] = []
        values.reserveCapacity(surface.width * surface.height)
        let data = surface.data
        for y in 0..<surface.height {
            let row = UnsafeRawPointer(data + y * surface.stride).assumingMemoryBound(to: UInt32.self)
            values.append(contentsOf: UnsafeBufferPointer(start: row, count: surface.width).map { $0 & 0xFF_FFFF })
        }
        return values
    }

    private func firstChange(_ before: [UInt32], _ after: [UInt32], width: Int, outside rect: DeviceRect?) -> (Int, Int)? {
        for index in before.indices where before[index] != after[index] {
            let x = index % width, y = index / width
            guard let rect, x >= rect.x, x < rect.maxX, y >= rect.y, y < rect.maxY else { return (x, y) }
        }
        return nil
    }

    private func compare(_ actual: ImageSurface, _ expected: ImageSurface, name: String) {
        if pixels(of: actual) == pixels(of: expected) { return }
        var worst = 0, at = (0, 0), count = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let difference = actual.rgb(x, y).distance(to: expected.rgb(x, y))
                if difference > 0 { count += 1 }
                if difference > worst { worst = difference; at = (x, y) }
            }
        }
        XCTAssertEqual(worst, 0, "\(name): \(count) pixels differ from a full repaint, by up to \(worst) "
                                 + "at \(at); " + Artifacts.save([(name, actual), (name + "-full", expected)]))
    }
}
