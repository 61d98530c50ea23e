/// SwiftUI's `Shape`: an outline made for the frame it is given, which it
/// takes whole. It fills it with the foreground colour unless told `fill`
/// or `stroke`. Its `animatableData` moves as any `Animatable`'s does.
public protocol Shape: _PrimitiveView, Animatable {
    func path(in rect: CGRect) -> Path
}

/// The shapes the painter draws by their kind, not by a path.
protocol BuiltInShape: Shape {
    var kind: ShapeKind { get }
}

extension Shape {
    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        [_ViewNode(id, ShapeNode(outline: outline(in: &context, at: id), paint: .fill(context.environment.foregroundColor ?? .primary)))]
    }

    /// The outline as drawn now: the shape with its data as on screen.
    func outline(in context: inout _ResolveContext, at id: ViewID) -> ShapeOutline {
        if let builtIn = self as? any BuiltInShape { return .kind(builtIn.kind) }
        var shown = self
        if AnimatableData.self != EmptyAnimatableData.self {
            shown.animatableData = context.animatable(animatableData, at: id)
        }
        return .path { shown.path(in: $0) }
    }

    public func fill(_ color: Color) -> _ShapeView<Self> { _ShapeView(shape: self, style: .fill(color)) }

    public func fill() -> _ShapeView<Self> { _ShapeView(shape: self, style: .fill(nil)) }

    /// Centred on the outline, as SwiftUI's: half the line lies outside the frame.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: .stroke(color, lineWidth: lineWidth))
    }

    /// In the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: .stroke(nil, lineWidth: lineWidth))
    }

    /// The part of the outline from `from` to `to` of its length.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: from, endFraction: to)
    }
}

/// A shape filled or stroked; a nil colour is the foreground colour.
public struct _ShapeView<Content: Shape>: _PrimitiveView {
    public var shape: Content
    var style: Style

    enum Style {
        case fill(Color?)
        case stroke(Color?, lineWidth: Double)
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let foreground = context.environment.foregroundColor ?? .primary
        let paint: ShapePaint
        switch style {
        case .fill(let color): paint = .fill(color ?? foreground)
        case .stroke(let color, let width): paint = .stroke(color ?? foreground, lineWidth: width)
        }
        return [_ViewNode(id, ShapeNode(outline: shape.outline(in: &context, at: id), paint: paint))]
    }
}

/// `trim(from:to:)`: the part of a shape's outline between two fractions of
/// its length, which move as the shape's data.
public struct _TrimmedShape<Content: Shape>: Shape {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(startFraction, endFraction) }
        set { (startFraction, endFraction) = (newValue.first, newValue.second) }
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

/// SwiftUI's `InsettableShape`: a shape that can be drawn inset, as
/// `strokeBorder` draws it, its line wholly inside the frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The line inside the frame, its outer edge on the frame's.
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> _ShapeView<InsetShape> {
        inset(by: lineWidth / 2).stroke(color, lineWidth: lineWidth)
    }

    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<InsetShape> {
        inset(by: lineWidth / 2).stroke(lineWidth: lineWidth)
    }
}

/// A built-in shape drawn in its frame inset on every side.
public struct _Inset<Content: BuiltInInsettable>: InsettableShape {
    var shape: Content
    var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public func inset(by amount: CGFloat) -> _Inset<Content> { _Inset(shape: shape, amount: self.amount + amount) }
}

/// The built-in shapes that inset themselves.
public protocol BuiltInInsettable: InsettableShape {}

public struct Rectangle: BuiltInShape, BuiltInInsettable {
    public init() {}
    var kind: ShapeKind { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(shape: self, amount: amount) }
}

public struct RoundedRectangle: BuiltInShape, BuiltInInsettable {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    var kind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(max(cornerRadius, 0), min(rect.width, rect.height) / 2), style: .circular)
    }
    public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> { _Inset(shape: self, amount: amount) }
}

public struct Circle: BuiltInShape, BuiltInInsettable {
    public init() {}
    var kind: ShapeKind { .circle }
    /// The largest circle centred in the frame.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(shape: self, amount: amount) }
}

public struct Capsule: BuiltInShape, BuiltInInsettable {
    public init() {}
    var kind: ShapeKind { .capsule }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular)
    }
    public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(shape: self, amount: amount) }
}

/// A colour as a view fills the frame it is given, as SwiftUI's does.
extension Color: _PrimitiveView {
    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        [_ViewNode(id, ShapeNode(outline: .kind(.rectangle), paint: .fill(self)))]
    }
}
