import CollapsibleCore

/// What lies behind the row: the window's background, the band, and the
/// row's shadow over both, written straight into the pixels. A pixel's
/// value is a closed formula of its position, so any region of it can be
/// repainted alone and come out the same as in a whole frame.
enum Backdrop {
    static func paint(_ scene: DeviceScene, shadow mask: ShadowMask?, region: DeviceRect, into surface: ImageSurface) {
        guard !region.isEmpty else { return }
        let background = Channels(scene.background, opacity: 1)
        let band = scene.band.map { Channels($0.color, opacity: $0.color.opacity) }
        let across = scene.band.map {
            Gaussian.coverage(of: [$0.frame.minX...$0.frame.maxX], origin: region.x, count: region.width)
        } ?? []
        let down = scene.band.map {
            Gaussian.coverage(of: [$0.frame.minY...$0.frame.maxY], origin: region.y, count: region.height)
        } ?? []
        let bandSpansRegion = across.allSatisfy { $0 == 1 }
        let shade = scene.shadow.map { Channels($0.color, opacity: $0.color.opacity) }

        let data = surface.data
        let stride = surface.stride
        var alpha = [Float](repeating: 0, count: region.width)
        var base = [Channels](repeating: background, count: region.width)

        for y in region.y..<region.maxY {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self) + region.x
            let bandCover = down.isEmpty ? 0 : down[y - region.y]
            let rowBase = band.map { background.blended(towards: $0, by: bandCover) } ?? background
            let shaded = shade != nil && mask.map { Self.shade(row: y, region: region, mask: $0, into: &alpha) } == true

            if bandCover == 0 || bandSpansRegion {
                if !shaded {
                    row.update(repeating: rowBase.pixel, count: region.width)
                    continue
                }
                for x in 0..<region.width {
                    row[x] = rowBase.blended(towards: shade!, by: alpha[x]).pixel
                }
                continue
            }
            for x in 0..<region.width {
                base[x] = background.blended(towards: band!, by: across[x] * bandCover)
            }
            for x in 0..<region.width {
                row[x] = (shaded ? base[x].blended(towards: shade!, by: alpha[x]) : base[x]).pixel
            }
        }
        surface.markDirty(region)
    }

    /// Fills `alpha` with the mask along row `y` of the region; false when the
    /// shadow does not reach that row.
    private static func shade(row y: Int, region: DeviceRect, mask: ShadowMask, into alpha: inout [Float]) -> Bool {
        let rowValue = mask.rows.isEmpty ? 0 : mask.rows[y]
        let patch = mask.patch.flatMap { $0.rect.y <= y && y < $0.rect.maxY ? $0 : nil }
        guard rowValue > 0 || patch != nil else { return false }
        alpha.withUnsafeMutableBufferPointer { out in
            if rowValue > 0 {
                mask.columns.withUnsafeBufferPointer { columns in
                    for x in 0..<region.width { out[x] = columns[region.x &+ x] * rowValue }
                }
            } else {
                for x in 0..<region.width { out[x] = 0 }
            }
            guard let patch else { return }
            let x0 = max(patch.rect.x, region.x), x1 = min(patch.rect.maxX, region.maxX)
            guard x0 < x1 else { return }
            patch.values.withUnsafeBufferPointer { values in
                let start = (y - patch.rect.y) * patch.rect.width - patch.rect.x
                for x in x0..<x1 { out[x &- region.x] += values[start &+ x] }
            }
        }
        return true
    }
}

/// One colour as 0...255 per channel, for blending pixels in floating point.
struct Channels {
    var red: Float
    var green: Float
    var blue: Float
    /// How much of this colour a blend towards it takes at full coverage.
    var opacity: Float

    init(_ color: Color, opacity: Double) {
        red = Float(color.red * 255)
        green = Float(color.green * 255)
        blue = Float(color.blue * 255)
        self.opacity = Float(opacity)
    }

    private init(red: Float, green: Float, blue: Float) {
        self.red = red; self.green = green; self.blue = blue; opacity = 1
    }

    /// This colour with `other` laid over it at `coverage` (clamped to 1)
    /// times the other's opacity: source-over.
    @inline(__always)
    func blended(towards other: Channels, by coverage: Float) -> Channels {
        let a = min(coverage, 1) * other.opacity
        return Channels(red: red + (other.red - red) * a,
                        green: green + (other.green - green) * a,
                        blue: blue + (other.blue - blue) * a)
    }

    /// cairo's RGB24 word, rounded to the nearest level.
    @inline(__always)
    var pixel: UInt32 {
        0xFF00_0000 | UInt32(red + 0.5) << 16 | UInt32(green + 0.5) << 8 | UInt32(blue + 0.5)
    }
}
