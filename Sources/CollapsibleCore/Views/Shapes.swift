/// SwiftUI's `Shape`: an outline made for the frame it is given, which it
/// takes whole. It fills it with the foreground colour unless told `fill`
/// or `stroke`. Its `animatableData` moves as any `Animatable`'s does.
public protocol Shape: _PrimitiveView, Animatable {
    func path(in rect: CGRect) -> Path

    /// The kind the painter draws the shape by, not by a path: the
    /// framework's rectangles, circles and capsules have one, a shape of
    /// one's own none. A requirement rather than a cast to a protocol of
    /// their own, which asks the runtime for a conformance at every shape
    /// made.
    var _builtInKind: ShapeKind? { get }
}

extension Shape {
    public var _builtInKind: ShapeKind? { nil }

    /// Filled with the foreground, as SwiftUI's shapes are unless told otherwise.
    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(FillStyle()))._resolve(in: &context, at: id)
    }

    /// The outline as drawn now: the shape with its data as on screen.
    func outline(in context: inout _ResolveContext, at id: ViewID) -> ShapeOutline {
        if let kind = _builtInKind { return .kind(kind) }
        return pathOutline(in: &context, at: id)
    }

    /// The outline of a shape with no kind of its own, as a path: apart, so
    /// that a shape with a kind asks the runtime for no metadata of the
    /// values this one makes.
    private func pathOutline(in context: inout _ResolveContext, at id: ViewID) -> ShapeOutline {
        if let relative = self as? ContainerRelativeShape { return relative.containerOutline(in: &context, at: id) }
        var shown = self
        if AnimatableData.self != EmptyAnimatableData.self {
            shown.animatableData = context.animatable(animatableData, at: id)
        }
        return .path { shown.path(in: $0) }
    }

    // Inlinable, as `frame(width:height:alignment:)` is.
    @inlinable
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .fill(style))
    }

    /// In the foreground.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        fill(ForegroundStyle(), style: style)
    }

    /// Centred on the outline, as SwiftUI's: half the line lies outside the frame.
    @inlinable
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .stroke(style))
    }

    @inlinable
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// In the foreground.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> { stroke(ForegroundStyle(), style: style) }

    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The part of the outline from `from` to `to` of its length.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: from, endFraction: to)
    }
}

/// A shape filled or stroked with a style, made a paint in the
/// environment where it is drawn. A change of paint moves on screen, as
/// SwiftUI animates a colour or a gradient of the same kind.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: _PrimitiveView {
    public var shape: Content
    public var style: Style
    var drawing: Drawing

    @usableFromInline enum Drawing {
        case fill(FillStyle)
        case stroke(StrokeStyle)
    }

    @usableFromInline init(shape: Content, style: Style, drawing: Drawing) {
        (self.shape, self.style, self.drawing) = (shape, style, drawing)
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let paint = context.shownPaint(style._paint(in: context.environment), at: id)
        let shapePaint: ShapePaint
        switch drawing {
        case .fill(let style): shapePaint = .fill(paint, style)
        case .stroke(let style): shapePaint = .stroke(paint, context.drawn(style))
        }
        return [_ViewNode(id, ShapeNode(outline: shape.outline(in: &context, at: id), paint: shapePaint))]
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
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<InsetShape, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<InsetShape, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// In the foreground.
    public func strokeBorder(style: StrokeStyle) -> _ShapeView<InsetShape, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: style)
    }

    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<InsetShape, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A built-in shape drawn in its frame inset on every side.
public struct _Inset<Content: BuiltInInsettable>: InsettableShape {
    var shape: Content
    var amount: CGFloat

    public func path(in rect: CGRect) -> Path { shape._path(in: rect, insetBy: amount) }

    public func inset(by amount: CGFloat) -> _Inset<Content> { _Inset(shape: shape, amount: self.amount + amount) }
}

/// The built-in shapes that inset themselves.
public protocol BuiltInInsettable: InsettableShape {
    func _path(in rect: CGRect, insetBy amount: CGFloat) -> Path
}

extension BuiltInInsettable {
    public func _path(in rect: CGRect, insetBy amount: CGFloat) -> Path { path(in: rect.insetBy(dx: amount, dy: amount)) }
}

public struct Rectangle: BuiltInInsettable {
    public init() {}
    public var _builtInKind: ShapeKind? { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(shape: self, amount: amount) }
}

public struct RoundedRectangle: BuiltInInsettable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public var cornerRadius: CGFloat { cornerSize.width }

    public var _builtInKind: ShapeKind? { .roundedRectangle(cornerRadius: cornerRadius, style: style) }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(max(cornerRadius, 0), min(rect.width, rect.height) / 2), style: style)
    }
    public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> { _Inset(shape: self, amount: amount) }

    /// Corners concentric with the shape's own, as SwiftUI insets it: a
    /// line inside the frame meets the fill's edge.
    public func _path(in rect: CGRect, insetBy amount: CGFloat) -> Path {
        RoundedRectangle(cornerSize: CGSize(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0)), style: style)
            .path(in: rect.insetBy(dx: amount, dy: amount))
    }
}

public struct Circle: BuiltInInsettable {
    public init() {}
    public var _builtInKind: ShapeKind? { .circle }
    /// The largest circle centred in the frame.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(shape: self, amount: amount) }
}

/// Its ends are half circles in either style: a continuous corner of half
/// the shorter side has no room for its curve, and is a circle's.
public struct Capsule: BuiltInInsettable {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public var _builtInKind: ShapeKind? { .capsule }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular)
    }
    public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(shape: self, amount: amount) }
}

/// A colour as a view fills the frame it is given, as SwiftUI's does.
extension Color: _PrimitiveView {}
