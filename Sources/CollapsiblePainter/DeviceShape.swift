import CCairo
import CollapsibleCore

/// A shape in device pixels: its frame, and its corner radius, path and line width multiplied by the scale.
struct DeviceShape {
    var frame: Rect
    var kind: ShapeKind
    var paint: ShapePaint

    init(_ kind: ShapeKind, _ paint: ShapePaint, in frame: Rect, scale s: Double) {
        self.frame = frame
        switch kind {
        case .roundedRectangle(let radius): self.kind = .roundedRectangle(cornerRadius: radius * s)
        case .path(let path): self.kind = .path(path.scaled(by: s))
        default: self.kind = kind
        }
        if case .stroke(let color, let width) = paint { self.paint = .stroke(color, lineWidth: width * s) } else { self.paint = paint }
    }

    /// What it can touch: the outline's box, and as much of the line as may lie outside it; nil
    /// for a path with nothing to draw.
    var bounds: Rect? {
        guard case .path(let path) = kind else { return outset(frame, byHalfLines: 1) }
        // A miter join reaches up to the miter limit, 10, times half the line from its corner.
        return path.controlBounds.map { outset($0.offsetBy(Point(x: frame.minX, y: frame.minY)), byHalfLines: 10) }
    }

    /// `box`, and for a stroke so many halves of its line around it.
    private func outset(_ box: Rect, byHalfLines count: Double) -> Rect {
        guard case .stroke(_, let width) = paint else { return box }
        return box.insetBy(dx: -width / 2 * count, dy: -width / 2 * count)
    }

    /// How far the outline is rounded in from each corner of the frame.
    var cornerRadius: Double {
        let half = max(min(frame.width, frame.height) / 2, 0)
        switch kind {
        case .rectangle: return 0
        case .roundedRectangle(let radius): return min(max(radius, 0), half)
        case .circle, .capsule: return half
        case .path: return 0
        }
    }

    /// Whether its outline runs only across and down.
    var isRectilinear: Bool {
        if case .path = kind { return false }
        return cornerRadius == 0
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
            guard width > 0, width.isFinite else { return }
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
            cairo_set_line_width(cr, width)
            addOutline(on: cr)
            cairo_stroke(cr)
        }
    }

    /// The outline as SwiftUI's shapes have it: circular corners, and the circle the largest
    /// one centred in the frame. cairo's default joins and caps are SwiftUI's: miter, butt, and
    /// its miter limit, 10, and its nonzero fill rule too.
    func addOutline(on cr: OpaquePointer) {
        let f = frame, r = cornerRadius
        switch kind {
        case .path(let path):
            path.add(on: cr, at: Point(x: f.minX, y: f.minY))
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
