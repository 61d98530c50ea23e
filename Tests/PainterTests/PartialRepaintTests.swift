import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// While the row moves the painter repaints only around it; every frame
/// must still be the very frame a full repaint gives, and what it reports
/// as changed must hold every pixel that did change.
final class PartialRepaintTests: XCTestCase {
    func testEveryFrameOfAToggleEqualsAFullRepaint() {
        let cases: [(Double, Double, Int, Double)] = [
            (600, 300, 3, 1), (777, 333, 5, 1), (600, 300, 50, 1), (400, 250, 3, 2), (300, 200, 3, 1.5),
        ]
        for (width, height, items, scale) in cases {
            var live = LiveView(Frames.view(items: items), size: Size(width: width, height: height))
            let painter = Painter(), reference = Painter()
            let first = live.scene(scale: scale)
            let size = Painter.deviceSize(of: first)
            let surface = try! ImageSurface(width: size.width, height: size.height)
            let full = try! ImageSurface(width: size.width, height: size.height)
            XCTAssertEqual(painter.draw(first, on: surface), surface.bounds, "the first frame is drawn whole")
            XCTAssertNil(painter.draw(first, on: surface), "the same frame again changes nothing")

            var time = 0.0, frame = 0
            for _ in 0..<2 {
                live.toggle()
                repeat {
                    live.advance(to: time)
                    let before = pixels(of: surface)
                    let scene = live.scene(scale: scale)
                    let changed = painter.draw(scene, on: surface)
                    if let changed, frame > 0 {
                        XCTAssertLessThan(changed.height, size.height, "frame \(frame): only the row's surroundings change")
                    }
                    reference.drawFull(scene, on: full)
                    let name = "partial-\(Int(width))x\(Int(height))-\(items)-\(scale)x-frame\(frame)"
                    compare(surface, full, name: name)
                    let after = pixels(of: surface)
                    if let outside = firstChange(before, after, width: size.width, outside: changed) {
                        XCTFail("\(name): pixel \(outside) changed outside the reported \(changed.map { "\($0)" } ?? "nothing")")
                    }
                    time += 1.0 / 60
                    frame += 1
                } while live.isAnimating
            }
        }
    }

    func testAChangeOfSizeScaleOrColourRepaintsEverything() {
        let live = Frames.live(width: 600, height: 300, items: 3, time: nil)
        let painter = Painter()
        let surface = try! ImageSurface(width: 600, height: 300)
        painter.draw(live.scene(scale: 1), on: surface)
        var recoloured = live.scene(scale: 1)
        recoloured.items[1].fill = .green
        XCTAssertEqual(painter.draw(recoloured, on: surface), surface.bounds)
        var shadowless = recoloured
        shadowless.shadow = nil
        XCTAssertEqual(painter.draw(shadowless, on: surface), surface.bounds)
        // Another surface has never shown anything.
        let other = try! ImageSurface(width: 600, height: 300)
        XCTAssertEqual(painter.draw(shadowless, on: other), other.bounds)
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
