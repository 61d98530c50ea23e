import CCairo
import CollapsibleCore

/// A shadow group's mask for cairo_mask_surface: one A8 part for each rectangle of the clip
/// (none where it shades nothing), small while the row moves. It is the blur of the group's
/// alpha. For a separable row that is the outer product of two profiles, H(x) V(y); label ink
/// poking out of the row adds G (ink (1 - H V)), which cairo draws to be blurred: blur is
/// linear, so the two add up. Any other group is drawn and blurred whole.
final class ShadowMask {
    let parts: [A8Surface?]

    /// The masks of every shadow group among `items`, in the order the groups come, each
    /// before those inside it, as the painting meets them, for the parts `clip` of `frame`, all
    /// the frame's pixels in the items' coordinates.
    static func masks(for items: [DeviceItem], in list: DeviceList, clip: [DeviceRect], of frame: DeviceRect) throws(PainterError) -> [ShadowMask?] {
        var masks: [ShadowMask?] = []
        for item in items {
            switch item.content {
            case .shape, .label, .picture, .paths: continue
            case .opacity(_, let children), .clip(_, let children):
                masks += try Self.masks(for: children, in: list, clip: clip, of: frame)
            case .transform, .blur, .composited:
                // Drawn in a painting of their own, in their own pixels, which makes their masks.
                continue
            case .shadow(let group, let children):
                masks.append(try ShadowMask(group, of: children, in: list, clip: clip, of: frame))
                masks += try Self.masks(for: children, in: list, clip: clip, of: frame)
            }
        }
        return masks
    }

    private init?(_ group: ShadowGroup, of items: [DeviceItem], in list: DeviceList, clip: [DeviceRect], of frame: DeviceRect) throws(PainterError) {
        let gaussian = group.gaussian, offset = group.offset, painted = clip.dropFirst().reduce(clip.first) { $0?.union($1) }
        guard group.isCast, let painted else { return nil }
        var profiles: SeparableProfiles?, hidden: HiddenPixels?, box = DeviceRect(x: 0, y: 0, width: 0, height: 0)
        let blurred: BlurredAlpha?
        if let row = group.row, let first = row.across.first, let last = row.across.last {
            box = Rect(x: first.lowerBound, y: row.down.lowerBound, width: last.upperBound - first.lowerBound,
                       height: row.down.upperBound - row.down.lowerBound).insetBy(dx: -gaussian.reach, dy: -gaussian.reach).pixels.intersection(painted)
            profiles = SeparableProfiles(
                box: box,
                columns: gaussian.blurredCoverage(of: row.across, pixels: box.x..<box.maxX).map { UInt32($0 * 65536) },
                rows: gaussian.blurredCoverage(of: [row.down], pixels: box.y..<box.maxY).map { UInt32($0 * 65280 + 0.5) })
            // The pixels the opaque items cover whole hide the shadow; ink on them adds nothing.
            let covered = HiddenPixels(columns: row.across.map { Intervals.wholePixels(of: $0, shift: offset.x) },
                                     rows: Intervals.wholePixels(of: row.down, shift: offset.y))
            hidden = covered
            let poking = items.compactMap { item -> Label? in
                guard case .label(let label?) = item.content else { return nil }
                let ink = label.ink.pixels
                return covered.rows.contains(ink.y - 1) && covered.rows.contains(ink.maxY)
                    && covered.columns.contains { $0.contains(ink.x - 1) && $0.contains(ink.maxX) } ? nil : label
            }
            blurred = try Self.blur(poking.map(\.ink), of: group, in: list, at: painted, of: frame) { cr, _ in
                for label in poking { label.show(on: cr) }
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
                let (top, height) = (row.down.lowerBound - offset.y, row.down.upperBound - row.down.lowerBound)
                for range in row.across { cairo_rectangle(cr, range.lowerBound - offset.x, top, range.upperBound - range.lowerBound, height) }
                cairo_fill(cr)
            }
        } else {
            blurred = try Self.blur(items.compactMap(\.bounds), of: group, in: list, at: painted, of: frame) { cr, box throws(PainterError) in
                try FramePainting.draw(items, in: list, clip: box, of: box, on: cr)
            }
        }
        box = box.union(blurred?.box ?? box)
        guard !box.isEmpty else { return nil }
        var parts: [A8Surface?] = []
        for rect in clip.map({ $0.intersection(box) }) {
            guard !rect.isEmpty else { parts.append(nil); continue }
            let part = try A8Surface(rect)
            MaskWriter.write(part, profiles: profiles, hidden: hidden, plus: blurred)
            parts.append(part)
        }
        self.parts = parts
    }

    /// What `draw` draws over `bounds`, moved by the offset, cut to what shades `frame`, the same
    /// in every part of it, blurred over `painted`. `draw` is handed the device pixels it draws,
    /// before the offset.
    private static func blur(_ bounds: [Rect], of group: ShadowGroup, in list: DeviceList, at painted: DeviceRect, of frame: DeviceRect,
                             draw: (OpaquePointer, DeviceRect) throws(PainterError) -> Void) throws(PainterError) -> BlurredAlpha? {
        guard let first = bounds.first else { return nil }
        let touched = bounds.reduce(first) { $0.union($1) }, gaussian = group.gaussian, cut = min(gaussian.radius, list.farthestBlur)
        let box = touched.insetBy(dx: -1, dy: -1).offsetBy(group.offset).pixels.intersection(frame.outset(by: cut))
        let output = box.outset(by: gaussian.radius).intersection(painted)
        guard !box.isEmpty, !output.isEmpty, !gaussian.fades(box) else { return nil }
        let coverage = try A8Surface(box), cr = cairo_create(coverage.raw)!
        defer { cairo_destroy(cr) }
        cairo_translate(cr, group.offset.x - Double(box.x), group.offset.y - Double(box.y))
        try draw(cr, Rect(x: Double(box.x) - group.offset.x, y: Double(box.y) - group.offset.y,
                          width: Double(box.width), height: Double(box.height)).pixels)
        try PainterError.check(cairo_status(cr), "drawing the shadow's \(box.width)x\(box.height) mask")
        cairo_surface_flush(coverage.raw)
        var values = [UInt8](repeating: 0, count: output.width * output.height)
        values.withUnsafeMutableBufferPointer { values in
            gaussian.blur(.alpha, coverage.data, stride: coverage.stride, over: box, into: values.baseAddress!, stride: output.width, at: output)
        }
        return BlurredAlpha(values: values, box: output)
    }
}
