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

/// Frames of the exercise as display lists, built by hand the way SwiftUI lays the seed out:
///
///     Collapsible(items: [0, 1, 2]) { i in
///         Rectangle().fill(colors[i])
///             .overlay(Rectangle().stroke(Color.black, lineWidth: 3))
///             .overlay(Text("\(i)"))
///             .frame(height: 100)
///     }
///     .shadow(radius: 8)
///     .padding()
///     .background(Color.gray)
enum Frames {
    static let palette: [CollapsibleCore.Color] = [.red, .orange, .purple]
    static let shadow = Shadow(color: Color.black.opacity(0.33), radius: 8, offset: Point(x: 0, y: 0))

    /// The band and the items' frames, `progress` of the way from collapsed (0) to expanded
    /// (1), as SwiftUI animates each frame from one layout to the other.
    static func layout(width: Double, height: Double, items: Int, progress: Double) -> Layout {
        let collapsed = settled(width: width, height: height, items: items, expanded: false)
        let expanded = settled(width: width, height: height, items: items, expanded: true)
        if progress == 0 { return collapsed }
        if progress == 1 { return expanded }
        return Layout(band: lerp(collapsed.band, expanded.band, progress),
                      frames: zip(collapsed.frames, expanded.frames).map { lerp($0, $1, progress) })
    }

    struct Layout {
        var band: Rect
        var frames: [Rect]
    }

    /// HStack's rule: spacing first, then the least flexible child, each offered an equal share
    /// of what is left, never below 0. Collapsed, all but the last are 10 wide, with no spacing.
    private static func settled(width: Double, height: Double, items: Int, expanded: Bool) -> Layout {
        let spacing = expanded ? 8.0 : 0, proposal = max(width - 32, 0)
        var available = proposal - spacing * Double(max(items - 1, 0)), widths: [Double] = []
        for index in 0..<items {
            let share = !expanded && index < items - 1 ? 10 : max(available / Double(items - index), 0)
            widths.append(share)
            available -= share
        }
        let row = widths.reduce(0, +) + spacing * Double(max(items - 1, 0))
        let band = Rect(x: (width - row - 32) / 2, y: (height - 132) / 2, width: row + 32, height: 132)
        var x = band.x + 16, frames: [Rect] = []
        for width in widths {
            frames.append(Rect(x: x, y: band.y + 16, width: width, height: 100))
            x += width + spacing
        }
        return Layout(band: band, frames: frames)
    }

    private static func lerp(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return Rect(x: mix(a.x, b.x), y: mix(a.y, b.y), width: max(0, mix(a.width, b.width)), height: max(0, mix(a.height, b.height)))
    }

    /// The seed's frame: the band, then the shadow's group with each item's fill, stroke and label.
    static func seed(width: Double, height: Double, items: Int, progress: Double = 0, scheme: ColorScheme = .light,
                     scale: Double = 1, labels: Bool = true, strokes: Bool = true, shadow: Bool = true) -> DisplayList {
        let layout = layout(width: width, height: height, items: items, progress: progress)
        return list(layout, scheme: scheme, scale: scale, size: Size(width: width, height: height),
                    labels: labels, strokes: strokes, shadow: shadow)
    }

    static func list(_ layout: Layout, scheme: ColorScheme = .light, scale: Double = 1, size: Size, labels: Bool = true,
                     strokes: Bool = true, shadow: Bool = true, font: Font = .body, palette: [CollapsibleCore.Color] = palette) -> DisplayList {
        let row = ViewID.root.child(1)
        var items: [DisplayItem] = []
        for (index, frame) in layout.frames.enumerated() {
            let id = row.element(index)
            items.append(DisplayItem(id: id.child(0), frame: frame, content: .shape(.rectangle, .fill(palette[index % palette.count].resolved(in: scheme)))))
            if strokes {
                items.append(DisplayItem(id: id.child(1), frame: frame, content: .shape(.rectangle, .stroke(.black, lineWidth: 3))))
            }
            if labels {
                items.append(DisplayItem(id: id.child(2), frame: frame, content: .text(StyledText("\(index)", font: font, color: Color.primary.resolved(in: scheme)), size: nil)))
            }
        }
        let rowFrame = layout.frames.dropFirst().reduce(layout.frames[0]) { $0.union($1) }
        let band = DisplayItem(id: .root.child(0), frame: layout.band, content: .shape(.rectangle, .fill(.gray)))
        return DisplayList(size: size, scale: scale, background: Color.systemBackground.resolved(in: scheme),
                           items: [band] + (shadow ? [DisplayItem(id: row, frame: rowFrame, content: .effect(.shadow(Self.shadow), items))] : items))
    }

    static func render(_ list: DisplayList) -> ImageSurface {
        let size = Painter.deviceSize(of: list)
        let surface = try! ImageSurface(width: size.width, height: size.height)
        try! Painter().drawFull(list, on: surface)
        return surface
    }

    /// Moments of a toggle animation, SwiftUI's default ease-in-out over 0.35 s: at rest, 0.06,
    /// 0.175 and 0.29 s in, and at its end.
    static let moments: [(name: String, progress: Double)] = [
        ("collapsed", 0), ("early", 0.059476), ("middle", 0.5), ("late", 0.940524), ("expanded", 1),
    ]

    /// A toggle's frames at 60 Hz from collapsed to expanded, on the ease-in-out curve.
    static let toggle: [Double] = (0...21).map { easeInOut(min(Double($0) / 60 / 0.35, 1)) }

    /// The cubic Bezier through (0.42, 0) and (0.58, 1) at `x`, solved by bisection.
    static func easeInOut(_ x: Double) -> Double {
        func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
            let c = 3 * c1, b = 3 * (c2 - c1) - c
            return (((1 - c - b) * s + b) * s + c) * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 { if bezier((low + high) / 2, 0.42, 0.58) < x { low = (low + high) / 2 } else { high = (low + high) / 2 } }
        return bezier((low + high) / 2, 0, 1)
    }
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

/// How much of the pixel `[x, x + 1] x [y, y + 1]` (device pixels) the stroke of `frame` (in
/// device pixels, a line of `lineWidth` centred on its outline) covers.
func strokeCoverage(of frame: Rect, lineWidth: Double, x: Int, y: Int) -> Double {
    func area(_ rect: Rect) -> Double {
        guard rect.width > 0, rect.height > 0 else { return 0 }
        let width = min(rect.maxX, Double(x + 1)) - max(rect.minX, Double(x))
        let height = min(rect.maxY, Double(y + 1)) - max(rect.minY, Double(y))
        return max(width, 0) * max(height, 0)
    }
    let half = lineWidth / 2
    return area(frame.insetBy(dx: -half, dy: -half)) - area(frame.insetBy(dx: half, dy: half))
}

/// Drawings of one's own over the white window, for the shapes and effects the seed does not use.
enum Canvas {
    static let red = CollapsibleCore.Color(red: 1, green: 0, blue: 0)
    static let white = RGB(255, 255, 255)

    static func list(_ items: [DisplayItem], width: Double = 100, height: Double = 100, scale: Double = 1) -> DisplayList {
        DisplayList(size: Size(width: width, height: height), scale: scale, background: .white, items: items)
    }

    static func fill(_ frame: Rect, _ color: CollapsibleCore.Color = red, kind: ShapeKind = .rectangle, id: Int = 0) -> DisplayItem {
        DisplayItem(id: .root.child(id), frame: frame, content: .shape(kind, .fill(color)))
    }

    static func group(_ effect: Effect, _ items: [DisplayItem], frame: Rect = Rect(x: 0, y: 0, width: 100, height: 100), id: Int = 100) -> DisplayItem {
        DisplayItem(id: .root.child(id), frame: frame, content: .effect(effect, items))
    }

    /// A rotation by `angle` radians about `centre`, clockwise on the screen, as SwiftUI's rotationEffect.
    static func rotation(by angle: Double, about centre: Point) -> CGAffineTransform {
        CGAffineTransform(translationX: -centre.x, y: -centre.y)
            .concatenating(CGAffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0))
            .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
    }

    /// Where two pictures differ: how many pixels, by up to how much, and where the worst is.
    static func difference(_ a: ImageSurface, _ b: ImageSurface) -> (count: Int, worst: Int, at: (Int, Int)) {
        var count = 0, worst = 0, at = (0, 0)
        for y in 0..<a.height {
            for x in 0..<a.width {
                let d = a.rgb(x, y).distance(to: b.rgb(x, y))
                if d > 0 { count += 1 }
                if d > worst { (worst, at) = (d, (x, y)) }
            }
        }
        return (count, worst, at)
    }
}
