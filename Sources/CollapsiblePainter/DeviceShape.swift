import CCairo
import CollapsibleCore

/// A shape in device pixels: its frame, and its corner radius and line width multiplied by the scale.
struct DeviceShape {
    var frame: Rect
    var kind: ShapeKind
    var paint: ShapePaint

    init(_ kind: ShapeKind, _ paint: ShapePaint, in frame: Rect, scale s: Double) {
        self.frame = frame
        if case .roundedRectangle(let radius) = kind { self.kind = .roundedRectangle(cornerRadius: radius * s) } else { self.kind = kind }
        if case .stroke(let color, let width) = paint { self.paint = .stroke(color, lineWidth: width * s) } else { self.paint = paint }
    }

    /// What it can touch: the frame, and half the line outside it.
    var bounds: Rect {
        guard case .stroke(_, let width) = paint else { return frame }
        return frame.insetBy(dx: -width / 2, dy: -width / 2)
    }

    /// How far the outline is rounded in from each corner of the frame.
    var cornerRadius: Double {
        let half = max(min(frame.width, frame.height) / 2, 0)
        switch kind {
        case .rectangle: return 0
        case .roundedRectangle(let radius): return min(max(radius, 0), half)
        case .circle, .capsule: return half
        }
    }

    /// Whether it paints every pixel of its frame with an opaque colour.
    var isOpaqueFill: Bool {
        guard case .rectangle = kind, case .fill(let color) = paint else { return false }
        return color.opacity == 1
    }

    func draw(on cr: OpaquePointer) {
        switch paint {
        case .fill(let color):
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
            addOutline(on: cr)
            cairo_fill(cr)
        case .stroke(let color, let width):
            guard width > 0 else { return }
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
            cairo_set_line_width(cr, width)
            addOutline(on: cr)
            cairo_stroke(cr)
        }
    }

    /// The outline as SwiftUI's shapes have it: circular corners, and the circle the largest
    /// one centred in the frame. cairo's default joins and caps are SwiftUI's: miter, butt.
    private func addOutline(on cr: OpaquePointer) {
        let f = frame, r = cornerRadius
        switch kind {
        case .rectangle:
            cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        case .circle:
            cairo_new_sub_path(cr)
            cairo_arc(cr, f.midX, f.midY, r, 0, 2 * Double.pi)
            cairo_close_path(cr)
        case .roundedRectangle, .capsule:
            let quarter = Double.pi / 2
            cairo_new_sub_path(cr)
            cairo_arc(cr, f.maxX - r, f.minY + r, r, -quarter, 0)
            cairo_arc(cr, f.maxX - r, f.maxY - r, r, 0, quarter)
            cairo_arc(cr, f.minX + r, f.maxY - r, r, quarter, 2 * quarter)
            cairo_arc(cr, f.minX + r, f.minY + r, r, 2 * quarter, 3 * quarter)
            cairo_close_path(cr)
        }
    }
}
