/// SwiftUI's `Path`: an outline of lines and Bézier curves, in the
/// coordinates of the frame it is drawn in, (0, 0) at its top left.
public struct Path: Equatable, Sendable {
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) { append(.move(to: point)) }

    public mutating func addLine(to point: CGPoint) { append(.line(to: point)) }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() { append(.closeSubpath) }

    /// Lines from the first point through the others; none for no points.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        append([.move(to: first)] + lines.dropFirst().map { .line(to: $0) })
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append([.move(to: CGPoint(x: rect.minX, y: rect.minY)), .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
                .line(to: CGPoint(x: rect.maxX, y: rect.maxY)), .line(to: CGPoint(x: rect.minX, y: rect.maxY)),
                .closeSubpath], transform: transform)
    }

    /// Four cubic arcs, as Core Graphics draws an ellipse: each quarter's
    /// control points lie `quarterArcControl` of the radius along the tangents.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let k = Path.quarterArcControl
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        append([
            .move(to: CGPoint(x: cx + rx, y: cy)),
            .curve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry)),
            .curve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry)),
            .curve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry)),
            .curve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry)),
            .closeSubpath,
        ], transform: transform)
    }

    /// How far along its tangents a cubic's control points lie, in radii,
    /// when it draws a quarter of a circle.
    static let quarterArcControl = 0.5522847498307936

    /// Adds `added`, moved by `transform`, or nothing if a point of it is
    /// not a finite number: Core Graphics ignores a point that is not a
    /// number, and one at infinity has no outline, length or bounds.
    mutating func append(_ added: [Element], transform: CGAffineTransform = .identity) {
        let moved = transform.isIdentity ? added : added.map { $0.applying(transform) }
        guard moved.allSatisfy(\.isFinite) else { return }
        elements += moved
    }

    /// Adds one element, or nothing if a point of it is not a finite number,
    /// with no array made for it: a path is mostly built an element at a time.
    /// A path's first element makes room for a few: grown from one, the
    /// array of a triangle or a rectangle is made three times over.
    private mutating func append(_ element: Element) {
        guard element.isFinite else { return }
        if elements.capacity == 0 { elements.reserveCapacity(Self.firstRoom) }
        elements.append(element)
    }

    /// Room for a triangle or a four-sided outline drawn an element at a
    /// time: a move, up to three lines and a close.
    private static let firstRoom = 5
}

extension Path.Element {
    func applying(_ t: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let p): .move(to: p.applying(t))
        case .line(let p): .line(to: p.applying(t))
        case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2): .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }

    var isFinite: Bool {
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        return switch self {
        case .move(let p), .line(let p): finite(p)
        case .quadCurve(let p, let c): finite(p) && finite(c)
        case .curve(let p, let c1, let c2): finite(p) && finite(c1) && finite(c2)
        case .closeSubpath: true
        }
    }
}
