import CCairo
import Foundation
import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// A pixel's channels, 0...255.
struct RGB: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int

    init(_ r: Int, _ g: Int, _ b: Int) { self.r = r; self.g = g; self.b = b }

    init(_ color: CollapsibleCore.Color) {
        self.init(Int((color.red * 255).rounded()), Int((color.green * 255).rounded()), Int((color.blue * 255).rounded()))
    }

    var maxChannel: Int { max(r, g, b) }
    var description: String { "(\(r), \(g), \(b))" }

    func distance(to other: RGB) -> Int { max(abs(r - other.r), abs(g - other.g), abs(b - other.b)) }
}

extension ImageSurface {
    func rgb(_ x: Int, _ y: Int) -> RGB {
        let value = pixel(x: x, y: y)
        return RGB(Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
    }

    /// Overwrites one pixel, for building expected images.
    func setRGB(_ x: Int, _ y: Int, _ color: RGB) {
        let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        row[x] = 0xFF00_0000 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        cairo_surface_mark_dirty_rectangle(cairoSurface, Int32(x), Int32(y), 1, 1)
    }
}

/// Frames of the exercise, built the way the program builds them.
enum Frames {
    static let palette: [CollapsibleCore.Color] = [.red, .orange, .purple]

    static func view(items: Int) -> Collapsible<Int> {
        contentView(colors: (0..<items).map { palette[$0 % palette.count] })
    }

    /// The view at `time` seconds into an expanding toggle (nil: collapsed,
    /// never toggled), with the layout the core says is on screen.
    static func live(width: Double, height: Double, items: Int, time: Double?) -> LiveView<Int> {
        var live = LiveView(view(items: items), size: Size(width: width, height: height))
        if let time {
            live.toggle()
            live.advance(to: 0)
            live.advance(to: time)
        }
        return live
    }

    static func render(_ scene: Scene) -> ImageSurface {
        let size = Painter.deviceSize(of: scene)
        let surface = try! ImageSurface(width: size.width, height: size.height)
        Painter().drawFull(scene, on: surface)
        return surface
    }

    /// Moments of a toggle animation: its start, three points in flight, its end.
    static let moments: [(name: String, time: Double?)] = [
        ("collapsed", nil), ("start", 0), ("early", 0.06), ("middle", 0.175), ("late", 0.29), ("expanded", 1),
    ]
}

/// The standard normal distribution function: the expected shadow is
/// computed with the C library's erf, not with the painter's tables.
func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }

/// The row's shadow mask at a pixel centre as the Gaussian formula gives
/// it, for a row of opaque items whose strokes merge into one extent per
/// run: the blur of the union of [x - o, maxX + o] x [y - o, maxY + o].
func expectedMask(x: Double, y: Double, frames: [Rect], outset: Double, sigma: Double) -> Double {
    var intervals: [(Double, Double)] = []
    for frame in frames.sorted(by: { $0.minX < $1.minX }) {
        let low = frame.minX - outset, high = frame.maxX + outset
        if let last = intervals.last, low <= last.1 {
            intervals[intervals.count - 1].1 = max(last.1, high)
        } else {
            intervals.append((low, high))
        }
    }
    let across = intervals.reduce(0) { $0 + phi((x - $1.0) / sigma) - phi((x - $1.1) / sigma) }
    let top = frames[0].minY - outset, bottom = frames[0].maxY + outset
    return across * (phi((y - top) / sigma) - phi((y - bottom) / sigma))
}

/// Where failing tests leave their pictures.
enum Artifacts {
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("collapsible-painter-tests")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// Saves the images and returns a sentence naming where they are.
    static func save(_ images: [(String, ImageSurface)]) -> String {
        let paths = images.map { name, surface -> String in
            let path = folder.appendingPathComponent("\(name).png").path
            try? Data(surface.png()).write(to: URL(fileURLWithPath: path))
            return path
        }
        return "see " + paths.joined(separator: " and ")
    }
}
