import CCairo
import CollapsibleCore

extension Path {
    /// The path `s` times larger, without its elements that have a coordinate that is not a finite
    /// number: such an element has no place to draw, and cairo's fixed-point coordinates would make
    /// one up. The others draw as if it were not there.
    func scaled(by s: Double) -> Path {
        func scaled(_ p: CGPoint) -> CGPoint? {
            let q = CGPoint(x: p.x * s, y: p.y * s)
            return q.x.isFinite && q.y.isFinite ? q : nil
        }
        return Path { path in
            for element in elements {
                switch element {
                case .move(let p):
                    if let p = scaled(p) { path.move(to: p) }
                case .line(let p):
                    if let p = scaled(p) { path.addLine(to: p) }
                case .quadCurve(let p, let c):
                    if let p = scaled(p), let c = scaled(c) { path.addQuadCurve(to: p, control: c) }
                case .curve(let p, let c1, let c2):
                    if let p = scaled(p), let c1 = scaled(c1), let c2 = scaled(c2) { path.addCurve(to: p, control1: c1, control2: c2) }
                case .closeSubpath:
                    path.closeSubpath()
                }
            }
        }
    }

    /// The box of its points and control points, which holds its curves; nil when it draws
    /// nothing. A line or curve with no point before it starts at (0, 0), as when drawn.
    var controlBounds: Rect? {
        var box: (x0: Double, y0: Double, x1: Double, y1: Double)?
        func include(_ p: CGPoint) {
            guard let b = box else { return box = (p.x, p.y, p.x, p.y) }
            box = (min(b.x0, p.x), min(b.y0, p.y), max(b.x1, p.x), max(b.y1, p.y))
        }
        for element in elements {
            switch element {
            case .move(let p):
                include(p)
            case .line(let p):
                if box == nil { include(CGPoint(x: 0, y: 0)) }
                include(p)
            case .quadCurve(let p, let c):
                if box == nil { include(CGPoint(x: 0, y: 0)) }
                include(c)
                include(p)
            case .curve(let p, let c1, let c2):
                if box == nil { include(CGPoint(x: 0, y: 0)) }
                include(c1)
                include(c2)
                include(p)
            case .closeSubpath:
                break
            }
        }
        return box.map { Rect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0, height: $0.y1 - $0.y0) }
    }

    /// Adds the path to cairo's, moved by `origin`. A quadratic curve is the cubic through the
    /// same points, its control points two thirds of the way to the quadratic's.
    func add(on cr: OpaquePointer, at origin: CGPoint) {
        func start() {
            if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, origin.x, origin.y) }
        }
        for element in elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, origin.x + p.x, origin.y + p.y)
            case .line(let p):
                start()
                cairo_line_to(cr, origin.x + p.x, origin.y + p.y)
            case .quadCurve(let p, let c):
                start()
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                let cx = origin.x + c.x, cy = origin.y + c.y, x = origin.x + p.x, y = origin.y + p.y
                cairo_curve_to(cr, x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0), x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)
            case .curve(let p, let c1, let c2):
                start()
                cairo_curve_to(cr, origin.x + c1.x, origin.y + c1.y, origin.x + c2.x, origin.y + c2.y, origin.x + p.x, origin.y + p.y)
            case .closeSubpath:
                cairo_close_path(cr)
            }
        }
    }
}
