import CollapsibleCore
import CollapsiblePainter

/// The 256 colours of a GIF, chosen for one film so that its flat colours
/// are exact and its gradients (the shadow's) off by at most 2 levels.
///
/// Written by hand: giflib's own quantizer (GifQuantizeBuffer, median cut)
/// first cuts every channel to 5 bits, so not even a flat fill would come
/// out exact.
struct GifPalette {
    static let size = 256
    /// How far a colour may be from its entry, in levels of any one channel.
    static let tolerance = 2

    /// 0xRRGGBB, at most `size` of them.
    let colors: [UInt32]
    /// Every colour of the film, with its entry.
    private let entries: [UInt32: UInt8]

    /// How many pixels show each colour, counted where a frame changed.
    struct Census {
        private(set) var counts: [UInt32: Int] = [:]

        mutating func count(_ surface: ImageSurface, in region: DeviceRect) {
            surface.forEachRun(in: region) { color, length in counts[color, default: 0] += length }
        }
    }

    /// The display list's own colours first, exact (a small fill may show fewer
    /// pixels than a level of the shadow); then the most common colours,
    /// each taken unless an entry already lies within the tolerance: a
    /// gradient gets one entry every few levels, the rare blends of an edge
    /// what is left. Every colour then maps to its nearest entry.
    init(_ census: Census, exact: [Color]) {
        var colors: [UInt32] = []
        for color in exact.filter({ $0.opacity == 1 }).map(Self.pixel) where !colors.contains(color) {
            colors.append(color)
        }
        let byFrequency = census.counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        for (color, _) in byFrequency where colors.count < Self.size {
            if !colors.contains(where: { Self.distance($0, color) <= Self.tolerance }) {
                colors.append(color)
            }
        }
        var entries: [UInt32: UInt8] = [:]
        for color in census.counts.keys {
            entries[color] = Self.nearest(to: color, in: colors)
        }
        self.colors = colors
        self.entries = entries
    }

    /// The entry for a colour of the film the census counted.
    func entry(for color: UInt32) -> UInt8 {
        entries[color] ?? Self.nearest(to: color, in: colors)
    }

    /// The entry closest in its furthest channel, then in all three.
    private static func nearest(to color: UInt32, in colors: [UInt32]) -> UInt8 {
        var best = 0
        var bestDistance = (Int.max, Int.max)
        for (index, candidate) in colors.enumerated() {
            let distance = (distance(candidate, color), squaredDistance(candidate, color))
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return UInt8(best)
    }

    /// An opaque colour as the painter fills with it.
    private static func pixel(_ color: Color) -> UInt32 {
        let level = { (value: Double) in UInt32((min(max(value, 0), 1) * 255).rounded()) }
        return level(color.red) << 16 | level(color.green) << 8 | level(color.blue)
    }

    private static func channels(_ color: UInt32) -> (Int, Int, Int) {
        (Int(color >> 16 & 0xFF), Int(color >> 8 & 0xFF), Int(color & 0xFF))
    }

    /// The largest difference in any one channel.
    private static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        let (x, y) = (channels(a), channels(b))
        return max(abs(x.0 - y.0), abs(x.1 - y.1), abs(x.2 - y.2))
    }

    private static func squaredDistance(_ a: UInt32, _ b: UInt32) -> Int {
        let (x, y) = (channels(a), channels(b))
        return (x.0 - y.0) * (x.0 - y.0) + (x.1 - y.1) * (x.1 - y.1) + (x.2 - y.2) * (x.2 - y.2)
    }
}

extension ImageSurface {
    /// The pixels of `region` as runs of one colour (0xRRGGBB) along each
    /// row, top to bottom: a frame is mostly flat, so a run costs one look-up
    /// where its pixels would cost hundreds.
    func forEachRun(in region: DeviceRect, _ body: (UInt32, Int) -> Void) {
        let pixels = UnsafeRawPointer(data)
        for y in region.y..<(region.y + region.height) {
            let row = pixels + y * stride
            var x = region.x
            let end = region.x + region.width
            while x < end {
                let color = row.load(fromByteOffset: x * 4, as: UInt32.self) & 0xFF_FFFF
                var length = 1
                while x + length < end, row.load(fromByteOffset: (x + length) * 4, as: UInt32.self) & 0xFF_FFFF == color {
                    length += 1
                }
                body(color, length)
                x += length
            }
        }
    }
}
