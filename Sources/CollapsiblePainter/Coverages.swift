import CCairo
import CollapsibleCore

/// The coverage of the small rounded shapes a painter filled, each kept by its outline, its size
/// and where its frame falls within a pixel. cairo rasterises a curve again at every fill, which
/// is most of what a small circle costs; a shape at rest lies on the pixel grid and one that moves
/// passes through a few fractions of a pixel, so the same coverage comes back frame after frame,
/// and laying the colour through it is a few times cheaper than filling the outline.
final class Coverages {
    private var masks: [Key: A8Surface] = [:]

    /// An outline, its size and its frame's fraction of a pixel.
    private struct Key: Hashable {
        var outline: Outline
        var width, height, cornerRadius: Double
        var fractionX, fractionY: Double
    }

    /// How the outline is drawn: a circle is one arc, the rounded corners four.
    private enum Outline: Hashable {
        case circle, circularCorners, continuousCorners
    }

    /// A shape larger than this across or down is filled as it is: its coverage would take more
    /// memory and time to lay than its outline takes to rasterise.
    private static let largest = 128.0
    /// The coverages kept at most; past them the painter starts again.
    private static let kept = 512

    /// Fills `shape` with the source of `cr` through its coverage, and says whether it did: only a
    /// plain fill in a colour of a small rounded shape, drawn through a transform that moves by
    /// whole pixels alone, so that its coverage is the same wherever it lies.
    func fill(_ shape: DeviceShape, on cr: OpaquePointer) -> Bool {
        guard case .fill(_, let style) = shape.paint, style == FillStyle(), case .color = shape.source.paint,
              let outline = Self.outline(of: shape), Self.movesByWholePixels(cr) else { return false }
        let frame = shape.frame
        guard frame.width > 0, frame.height > 0, frame.width <= Self.largest, frame.height <= Self.largest,
              frame.minX.isFinite, frame.minY.isFinite else { return false }
        let x = frame.minX.rounded(.down), y = frame.minY.rounded(.down)
        let key = Key(outline: outline, width: frame.width, height: frame.height, cornerRadius: shape.cornerRadius,
                      fractionX: frame.minX - x, fractionY: frame.minY - y)
        guard let mask = masks[key] ?? made(key, of: shape) else { return false }
        cairo_mask_surface(cr, mask.raw, x, y)
        return true
    }

    private static func outline(of shape: DeviceShape) -> Outline? {
        switch shape.kind {
        case .circle: .circle
        case .capsule, .roundedRectangle(_, .circular): shape.cornerRadius > 0 ? .circularCorners : nil
        case .roundedRectangle(_, .continuous): shape.cornerRadius > 0 ? .continuousCorners : nil
        case .rectangle, .path: nil
        }
    }

    /// Whether `cr` draws through a move by whole pixels alone, which puts a fraction of a pixel
    /// in its coordinates on the same fraction of a device pixel.
    private static func movesByWholePixels(_ cr: OpaquePointer) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return matrix.xx == 1 && matrix.yy == 1 && matrix.xy == 0 && matrix.yx == 0
            && matrix.x0 == matrix.x0.rounded() && matrix.y0 == matrix.y0.rounded()
    }

    /// The coverage of `shape`'s outline at the key's fraction of a pixel, from its first pixel
    /// on, kept; nil where cairo cannot make it.
    private func made(_ key: Key, of shape: DeviceShape) -> A8Surface? {
        let box = DeviceRect(x: 0, y: 0, width: Int((key.fractionX + key.width).rounded(.up)),
                             height: Int((key.fractionY + key.height).rounded(.up)))
        guard let mask = try? A8Surface(box) else { return nil }
        let cr = cairo_create(mask.raw)!
        defer { cairo_destroy(cr) }
        var placed = shape
        placed.frame = Rect(x: key.fractionX, y: key.fractionY, width: key.width, height: key.height)
        placed.addOutline(on: cr)
        cairo_fill(cr)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(mask.raw)
        if masks.count >= Self.kept { masks.removeAll() }
        masks[key] = mask
        return mask
    }
}
