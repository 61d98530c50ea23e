import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// A window's frame holds only what its list draws: a surface placed at the list's bounds
/// shows there the very pixels of the whole window, frame after frame, and says what changed
/// in the window's pixels.
final class PlacedSurfaceTests: XCTestCase {
    func testASurfaceAtTheBoundsHoldsTheWindowsPixelsThereEveryFrame() throws {
        for (width, height, scale) in [(600.0, 300.0, 1.0), (400.0, 250.0, 2.0), (301.0, 201.0, 1.5)] {
            let frames = (Frames.toggle + Frames.toggle.reversed()).map {
                Frames.seed(width: width, height: height, items: 3, progress: $0, scale: scale)
            }
            let painter = Painter(), reference = Painter()
            let first = painter.prepare(frames[0]), box = first.bounds
            XCTAssertLessThan(box.height, Painter.deviceSize(of: frames[0]).height, "the band is not the whole window")
            let placed = try ImageSurface(width: box.width, height: box.height)
            let size = Painter.deviceSize(of: frames[0])
            let whole = try ImageSurface(width: size.width, height: size.height)
            XCTAssertEqual(try painter.draw(first, on: placed, at: (box.x, box.y)), box, "the first frame fills the surface")
            for (index, list) in frames.enumerated() {
                let frame = painter.prepare(list)
                XCTAssertEqual(frame.bounds, box, "frame \(index): the row moves within its band")
                let changed = try painter.draw(frame, on: placed, at: (box.x, box.y))
                if let changed, index > 0 {
                    XCTAssertEqual(changed.intersection(box), changed, "frame \(index): \(changed) is outside the surface at \(box)")
                    XCTAssertLessThan(changed.width * changed.height, box.width * box.height, "frame \(index) is repainted in part")
                }
                try reference.drawFull(list, on: whole)
                let name = "\(Int(width))x\(Int(height))@\(scale)x frame \(index)"
                if let pixel = firstDifference(placed, at: box, in: whole) { XCTFail("\(name): pixel \(pixel), placed at \(box), is unlike the whole window's") }
            }
        }
    }

    func testAnotherPlaceRepaintsTheWholeSurface() throws {
        let painter = Painter(), list = Frames.seed(width: 600, height: 300, items: 3), frame = painter.prepare(list)
        let box = frame.bounds, surface = try ImageSurface(width: box.width, height: box.height)
        try painter.draw(frame, on: surface, at: (box.x, box.y))
        let moved = DeviceRect(x: box.x, y: box.y - 10, width: box.width, height: box.height)
        XCTAssertEqual(try painter.draw(frame, on: surface, at: (moved.x, moved.y)), moved)
        let whole = Frames.render(list)
        if let pixel = firstDifference(surface, at: moved, in: whole) { XCTFail("moved up by 10 pixels, pixel \(pixel) is unlike the whole window's") }
    }

    /// The first pixel of `surface` unlike the pixel of `whole` it stands for at `place`.
    private func firstDifference(_ surface: ImageSurface, at place: DeviceRect, in whole: ImageSurface) -> (x: Int, y: Int)? {
        let placed = UnsafeRawPointer(surface.data), all = UnsafeRawPointer(whole.data)
        func pixel(_ data: UnsafeRawPointer, _ stride: Int, _ x: Int, _ y: Int) -> UInt32 {
            data.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) & 0xFF_FFFF
        }
        for y in 0..<surface.height where place.y + y < whole.height {
            for x in 0..<surface.width where pixel(placed, surface.stride, x, y) != pixel(all, whole.stride, place.x + x, place.y + y) {
                return (place.x + x, place.y + y)
            }
        }
        return nil
    }
}
