import CollapsibleCore

/// What lies behind the row: the window's background, the band, and the
/// row's shadow over both, written straight into the pixels.
///
/// Each pixel is a closed formula of its column and row, computed in fixed
/// point, so a region repainted alone comes out exactly as in a whole frame.
/// Most of a frame is runs of one colour (the white, the band far from the
/// row, the shadow's plateau), written as fills; only the columns where the
/// blurred edge varies are computed (`RowShading`). Where `ItemRows` can
/// draw the items, their fills and strokes go into the same pass: runs they
/// cover whole are filled, and the rest is computed with them.
struct Backdrop {
    /// Channels are 1/128 of a level (`FixedColor`); alpha and coverage
    /// are `Fraction`s.
    private static let one = Fraction.one

    private let region: DeviceRect
    private let background: FixedColor
    private let band: FixedColor?
    /// The band's coverage of each row of the region, and of each column
    /// (nil when it covers every column of the region whole).
    private let bandRows: [Int32]
    private let bandColumns: [Int32]?
    private let shadow: FixedColor?
    /// (g * H)(x) per region column and op (g * V)(y) per region row.
    private let columns: [UInt16]
    private let rows: [Int32]
    private let patch: ShadowMask.Patch?
    /// The shadow's opacity in 1/32768ths: what scales a patch's mask, and,
    /// rounded, the most the shadow reaches where the two add up.
    private let patchScale: Float
    private let patchLimit: Int32
    /// Runs of the region's columns where `columns` is one value (start, end, value), or
    /// varies (value nil).
    private let runs: [(start: Int, end: Int, value: UInt16?)]
    private let items: ItemRows?

    private struct RowKey: Hashable {
        var items: ItemRows.ClassKey?
        var shade: Int32
        var band: Int32
    }

    init(_ scene: DeviceScene, shadow mask: ShadowMask?, items: ItemRows?, region: DeviceRect) {
        self.items = items
        self.region = region
        background = FixedColor(scene.background)
        band = scene.band.map { FixedColor($0.color) }
        let bandOpacity = scene.band.map { $0.color.opacity } ?? 0
        bandRows = scene.band.map { band in
            Gaussian.coverage(of: [band.frame.minY...band.frame.maxY], origin: region.y, count: region.height)
                .map { Fraction.fixed(Double($0) * bandOpacity) }
        } ?? [Int32](repeating: 0, count: region.height)
        let across = scene.band.map {
            Gaussian.coverage(of: [$0.frame.minX...$0.frame.maxX], origin: region.x, count: region.width)
        } ?? []
        bandColumns = across.allSatisfy { $0 == 1 } ? nil : across.map { Fraction.fixed(Double($0)) }

        shadow = scene.shadow.map { FixedColor($0.color) }
        let shadowOpacity = Float(scene.shadow?.color.opacity ?? 0)
        patchScale = Float(Self.one) * shadowOpacity
        patchLimit = Int32(patchScale.rounded())
        let opacity = Double(shadowOpacity)
        if let mask, !mask.columns.isEmpty {
            columns = mask.columns[region.x..<region.maxX].map { UInt16(Fraction.fixed(Double($0))) }
            rows = mask.rows[region.y..<region.maxY].map { Fraction.fixed(Double($0) * opacity) }
        } else {
            columns = [UInt16](repeating: 0, count: region.width)
            rows = [Int32](repeating: 0, count: region.height)
        }
        patch = mask?.patch
        runs = Self.runs(of: columns, from: region.x)
    }

    private static func runs(of columns: [UInt16], from origin: Int) -> [(start: Int, end: Int, value: UInt16?)] {
        var runs: [(start: Int, end: Int, value: UInt16?)] = []
        for (index, value) in columns.enumerated() {
            let x = origin + index
            let kind: UInt16? = value == 0 || value == one ? value : nil
            if let last = runs.last, last.value == kind {
                runs[runs.count - 1].end = x + 1
            } else {
                runs.append((x, x + 1, kind))
            }
        }
        return runs
    }

    func paint(into surface: ImageSurface) {
        guard !region.isEmpty else { return }
        var items = self.items
        let data = surface.data
        // A row is a function of a few per-row values; rows that share them
        // (the middle of the row, and rows mirrored above and below it)
        // are copied from the first one painted.
        var painted: [RowKey: UnsafeMutablePointer<UInt32>] = [:]
        let scratch = Scratch(region: region, patchWidth: patch?.rect.width ?? 0)
        columns.withUnsafeBufferPointer { profile in
            for y in region.y..<region.maxY {
                let row = UnsafeMutableRawPointer(data + y * surface.stride).assumingMemoryBound(to: UInt32.self)
                let rowClass = items?.rowClass(y)
                let inRegion = y - region.y
                // A row of one colour is filled faster than copied.
                let plain = rows[inRegion] == 0 && rowClass == nil && (bandColumns == nil || bandRows[inRegion] == 0)
                let unique = plain || patch.map { $0.rect.y <= y && y < $0.rect.maxY } ?? false
                let key = RowKey(items: rowClass?.key, shade: rows[inRegion], band: bandRows[inRegion])
                if !unique, let source = painted[key] {
                    (row + region.x).update(from: source + region.x, count: region.width)
                    continue
                }
                paintRow(row, y: y, rowClass, profile: profile.baseAddress! - region.x, scratch: scratch)
                if !unique { painted[key] = row }
            }
        }
        surface.markDirty(region)
    }

    /// Memory a frame's rows work in: a cover for rows the items leave
    /// alone, and a patch's row (its blurred values, then what they add).
    private final class Scratch {
        let bare: RowShading.Cover
        let patchValues: UnsafeMutableBufferPointer<Float>
        let patchAlpha: UnsafeMutablePointer<Int32>
        private let planes: UnsafeMutablePointer<UInt16>

        init(region: DeviceRect, patchWidth: Int) {
            let width = region.width
            planes = .allocate(capacity: 4 * width)
            planes.update(repeating: UInt16(Fraction.one), count: width)
            (planes + width).update(repeating: 0, count: 3 * width)
            let k = UnsafePointer(planes) - region.x
            bare = RowShading.Cover(k: k, red: k + width, green: k + 2 * width, blue: k + 3 * width)
            patchValues = .allocate(capacity: patchWidth)
            patchAlpha = .allocate(capacity: patchWidth)
        }

        deinit {
            planes.deallocate()
            patchValues.deallocate()
            patchAlpha.deallocate()
        }
    }

    /// Row `y`: the backdrop, and the items of `rowClass` over it.
    private func paintRow(_ row: UnsafeMutablePointer<UInt32>, y: Int, _ rowClass: ItemRows.RowClass?,
                          profile: UnsafePointer<UInt16>, scratch: Scratch) {
        let inRegion = y - region.y
        let cover = rowClass?.cover ?? scratch.bare
        // The patch's columns on this row, and what it adds to the shadow
        // there, indexed by x.
        var patched = 0..<0, extra: UnsafePointer<Int32>?
        if let patch, patch.rect.y <= y && y < patch.rect.maxY {
            patch.row(y, into: scratch.patchValues)
            Self.scale(scratch.patchValues, by: patchScale, into: scratch.patchAlpha)
            patched = patch.rect.x..<patch.rect.maxX
            extra = UnsafePointer(scratch.patchAlpha) - patch.rect.x
        }
        if let bandColumns, bandRows[inRegion] > 0 {
            paintEachPixel(row, y: y, bandColumns: bandColumns, profile: profile, cover: cover, patched: patched, extra: extra)
            return
        }
        let base = background.blended(towards: band, by: bandRows[inRegion])
        let shade = rows[inRegion]
        let shadow = self.shadow ?? base
        let shading = RowShading(
            profile: profile, shade: UInt16(shade),
            base: (UInt16(base.red), UInt16(base.green), UInt16(base.blue)),
            shadow: (UInt16(shadow.red), UInt16(shadow.green), UInt16(shadow.blue)), limit: patchLimit)
        /// Computes `columns`, with the patch where it lies.
        func compute(_ columns: Range<Int>) {
            let p0 = min(max(patched.lowerBound, columns.lowerBound), columns.upperBound)
            let p1 = max(min(patched.upperBound, columns.upperBound), p0)
            shading.paint(row, columns.lowerBound..<p0, cover: cover, extra: nil)
            shading.paint(row, p0..<p1, cover: cover, extra: extra)
            shading.paint(row, p1..<columns.upperBound, cover: cover, extra: nil)
        }
        if let rowClass {
            for piece in rowClass.pieces {
                if let solid = piece.solid {
                    (row + piece.columns.lowerBound).update(repeating: solid, count: piece.columns.count)
                } else {
                    compute(piece.columns)
                }
            }
            return
        }
        // No items: where the shadow is flat, a fill.
        for run in runs {
            let columns = run.start..<run.end
            if let value = run.value, !patched.overlaps(columns) {
                let a = (Int32(value) &* shade) &>> 15
                (row + run.start).update(repeating: base.blended(towards: shadow, by: a).pixel, count: columns.count)
            } else {
                compute(columns)
            }
        }
    }

    /// Int32(value * scale + 0.5) for each value, all of which lie in
    /// 0...1: eight at a time, where a Float's conversion would be eight
    /// checked conversions. Adding 2^23 rounds a Float below 2^23 to the
    /// nearest whole number, which is then the float's low bits; where it
    /// rounded up, one comes off.
    private static func scale(_ values: UnsafeMutableBufferPointer<Float>, by scale: Float,
                              into out: UnsafeMutablePointer<Int32>) {
        typealias Floats = SIMD8<Float>
        let count = values.count, base = values.baseAddress!
        var index = 0
        while index + 8 <= count {
            let value = UnsafeRawPointer(base + index).loadUnaligned(as: Floats.self) * scale + 0.5
            let shifted = value + 8_388_608
            let below = value - (shifted - 8_388_608)
            let whole = unsafeBitCast(shifted, to: SIMD8<Int32>.self) &- 0x4B00_0000
            let truncated = whole &+ (unsafeBitCast(below, to: SIMD8<Int32>.self) &>> 31)
            UnsafeMutableRawPointer(out + index).storeBytes(of: truncated, as: SIMD8<Int32>.self)
            index += 8
        }
        for index in index..<count { out[index] = Int32(base[index] * scale + 0.5) }
    }

    /// The same formulas one pixel at a time, for rows where the band's
    /// edge makes the base colour vary along the row.
    private func paintEachPixel(_ row: UnsafeMutablePointer<UInt32>, y: Int, bandColumns: [Int32], profile: UnsafePointer<UInt16>,
                                cover: RowShading.Cover, patched: Range<Int>, extra: UnsafePointer<Int32>?) {
        let inRegion = y - region.y
        let shade = rows[inRegion], bandRow = bandRows[inRegion]
        for x in region.x..<region.maxX {
            let base = background.blended(towards: band, by: (bandColumns[x &- region.x] &* bandRow) &>> 15)
            var a = (Int32(profile[x]) &* shade) &>> 15
            if patched.contains(x), let extra { a = min(a &+ extra[x], patchLimit) }
            let under = base.blended(towards: shadow ?? base, by: a).pixel
            let k = Int32(cover.k[x])
            func channel(_ level: UInt32, _ c: UnsafePointer<UInt16>) -> Int32 {
                ((Int32(truncatingIfNeeded: level & 0xFF) &<< 7 &* k) &>> 15) &+ Int32(c[x])
            }
            row[x] = FixedColor.pixel(channel(under >> 16, cover.red), channel(under >> 8, cover.green), channel(under, cover.blue))
        }
    }
}
