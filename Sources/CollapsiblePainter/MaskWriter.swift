import CCairo
import CollapsibleCore

/// A separable row's shadow as two profiles over the box it reaches, in fixed point, 1 being
/// 65536 across and 255 x 256 down, so that the top byte of their product is the mask's byte.
struct SeparableProfiles {
    var box: DeviceRect
    var columns: [UInt32]
    var rows: [UInt32]
}

/// The pixels that the row's opaque items cover whole, where its shadow cannot show.
struct HiddenPixels {
    var columns: [Range<Int>]
    var rows: Range<Int>
}

/// A group's alpha blurred, over a box of device pixels, row by row.
struct BlurredAlpha {
    var values: [UInt8]
    var box: DeviceRect
}

/// Writes a shadow's bytes into a zeroed part of its mask: the outer product of a separable
/// row's profiles, but on the hidden pixels, plus whatever else the group casts, blurred whole.
enum MaskWriter {
    static func write(_ part: A8Surface, profiles: SeparableProfiles?, hidden: HiddenPixels?, plus blurred: BlurredAlpha?) {
        let data = part.data, stride = part.stride
        if let profiles {
            let rect = part.box.intersection(profiles.box), box = profiles.box
            let open = (hidden?.columns ?? []).reduce([rect.x..<rect.maxX]) { open, skip in
                open.flatMap { !skip.overlaps($0) ? [$0] : [$0.lowerBound..<max(skip.lowerBound, $0.lowerBound), min(skip.upperBound, $0.upperBound)..<$0.upperBound] }
            }
            // Made once: an array written in the loop below is made anew for every row.
            let whole = [rect.x..<rect.maxX]
            profiles.columns.withUnsafeBufferPointer { across in
                for y in rect.y..<rect.maxY {
                    let row = data + (y - part.box.y) * stride - part.box.x, down = profiles.rows[y - box.y]
                    for range in hidden?.rows.contains(y) == true ? open : whole {
                        for x in range { row[x] = UInt8(truncatingIfNeeded: (across[x &- box.x] &* down &+ 0x80_0000) &>> 24) }
                    }
                }
            }
        }
        if let blurred {
            let rect = blurred.box.intersection(part.box)
            blurred.values.withUnsafeBufferPointer { values in
                for y in rect.y..<rect.maxY {
                    let row = data + (y - part.box.y) * stride - part.box.x
                    let from = (y - blurred.box.y) * blurred.box.width - blurred.box.x
                    for x in rect.x..<rect.maxX { row[x] = UInt8(min(UInt16(row[x]) &+ UInt16(values[from &+ x]), 255)) }
                }
            }
        }
        cairo_surface_mark_dirty(part.raw)
    }
}
