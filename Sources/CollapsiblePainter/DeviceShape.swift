import CCairo
import CollapsibleCore

/// A shape in device pixels: its frame, and its corner radius, path and line width multiplied by the scale.
struct DeviceShape {
    var frame: Rect
    var kind: ShapeKind
    var paint: ShapePaint

    /// What it is filled or stroked with, over its frame.
    var source: DevicePaint
    /// A material's blur of what lies behind; nil for any other paint.
    var backdrop: MaterialBackdrop?

    init(_ kind: ShapeKind, _ paint: ShapePaint, in frame: Rect, scale s: Double) {
        self.frame = frame
        switch kind {
        case .roundedRectangle(let radius, let style): self.kind = .roundedRectangle(cornerRadius: radius * s, style: style)
        case .path(let path): self.kind = .path(path.scaled(by: s))
        default: self.kind = kind
        }
        if case .stroke(let shown, var style) = paint {
            style.lineWidth *= s
            style.dash = style.dash.map { $0 * s }
            style.dashPhase *= s
            self.paint = .stroke(shown, style)
        } else {
            self.paint = paint
        }
        source = DevicePaint(paint.paint, over: frame, scale: s)
        backdrop = MaterialBackdrop(paint.paint, scale: s)
    }

    /// What it can touch: the outline's box, and as much of the line as may lie outside it; nil
    /// for a path with nothing to draw.
    var bounds: Rect? {
        guard case .path(let path) = kind else { return paint.outset(frame, byHalfLines: { _ in 1 }) }
        return path.controlBounds.map { paint.outset(pathBox: $0.offsetBy(Point(x: frame.minX, y: frame.minY))) }
    }

    /// How far the outline is rounded in from each corner of the frame.
    var cornerRadius: Double {
        let half = max(min(frame.width, frame.height) / 2, 0)
        switch kind {
        case .rectangle: return 0
        case .roundedRectangle(let radius, _): return min(max(radius, 0), half)
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
        guard case .rectangle = kind, case .fill(let paint, let style) = paint, style.isAntialiased else { return false }
        return paint.isOpaque
    }

    /// Filled or stroked with its paint, if it paints anything: a small rounded fill through the
    /// coverage of one like it filled before.
    func draw(on cr: OpaquePointer, through coverages: Coverages) {
        guard source.set(on: cr), !coverages.fill(self, on: cr) else { return }
        paint.draw(on: cr) { addOutline(on: cr) }
    }

    /// Narrows the clip of `cr`, which the caller saved, to the outline, by
    /// the fill rule and smoothing of its fill.
    func clip(on cr: OpaquePointer) {
        if case .fill(_, let style) = paint {
            cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        }
        addOutline(on: cr)
        cairo_clip(cr)
    }

    /// The outline as SwiftUI's shapes have it: the circle the largest one centred in the frame,
    /// a continuous corner the curves of the path SwiftUI gives it.
    func addOutline(on cr: OpaquePointer) {
        let f = frame, r = cornerRadius
        switch kind {
        case .path(let path):
            path.add(on: cr, at: Point(x: f.minX, y: f.minY))
        case .roundedRectangle(_, .continuous):
            Path(roundedRect: Rect(x: 0, y: 0, width: f.width, height: f.height), cornerRadius: r, style: .continuous)
                .add(on: cr, at: Point(x: f.minX, y: f.minY))
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

extension ShapePaint {
    /// `box`, and for a stroke so many halves of its line around it as `count` says for its style.
    func outset(_ box: Rect, byHalfLines count: (StrokeStyle) -> Double) -> Rect {
        guard case .stroke(_, let style) = self else { return box }
        let reach = style.lineWidth / 2 * count(style)
        return box.insetBy(dx: -reach, dy: -reach)
    }

    /// What a path whose points and control points lie in `box` can touch: a miter join reaches
    /// up to the miter limit (10 where it is no number, as drawn) times half the line from its
    /// corner; a square cap, half the line on a diagonal.
    func outset(pathBox box: Rect) -> Rect {
        outset(box, byHalfLines: { max($0.lineJoin == .miter ? $0.drawnMiterLimit : 1, 2.0.squareRoot()) })
    }

    /// Cairo's defaults are SwiftUI's: the nonzero rule, miter joins up to a limit of 10, butt
    /// caps, no dashes, smooth edges. A style that differs is set for this drawing alone. The
    /// source is set already; `addOutline` adds the outline to cairo's path.
    func draw(on cr: OpaquePointer, outline addOutline: () -> Void) {
        switch self {
        case .fill(_, let style):
            let plain = style == FillStyle()
            if !plain {
                cairo_save(cr)
                cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_set_antialias(cr, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            }
            addOutline()
            cairo_fill(cr)
            if !plain { cairo_restore(cr) }
        case .stroke(_, let style):
            guard style.lineWidth > 0, style.lineWidth.isFinite else { return }
            let plain = style == StrokeStyle(lineWidth: style.lineWidth)
            if !plain {
                cairo_save(cr)
                let cap: cairo_line_cap_t = switch style.lineCap {
                case .butt: CAIRO_LINE_CAP_BUTT
                case .round: CAIRO_LINE_CAP_ROUND
                case .square: CAIRO_LINE_CAP_SQUARE
                }
                let join: cairo_line_join_t = switch style.lineJoin {
                case .miter: CAIRO_LINE_JOIN_MITER
                case .round: CAIRO_LINE_JOIN_ROUND
                case .bevel: CAIRO_LINE_JOIN_BEVEL
                }
                cairo_set_line_cap(cr, cap)
                cairo_set_line_join(cr, join)
                cairo_set_miter_limit(cr, style.drawnMiterLimit)
                // A pattern cairo would refuse, and so stop drawing, is a solid line, as the views have it.
                if !style.isSolid, style.dashPhase.isFinite {
                    cairo_set_dash(cr, style.dash, Int32(style.dash.count), style.dashPhase)
                }
            }
            cairo_set_line_width(cr, style.lineWidth)
            addOutline()
            cairo_stroke(cr)
            if !plain { cairo_restore(cr) }
        }
    }
}

extension StrokeStyle {
    /// A limit that is not a number is cairo's, and SwiftUI's, 10.
    var drawnMiterLimit: Double { miterLimit.isFinite ? miterLimit : 10 }
}
