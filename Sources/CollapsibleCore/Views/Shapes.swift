/// SwiftUI's built-in shapes. A shape takes whatever size it is offered and
/// fills it with the foreground colour unless told `fill` or `stroke`. The
/// outline is one of the painter's, so a shape of one's own cannot be made.
public protocol Shape: _PrimitiveView {
    var _kind: ShapeKind { get }
}

extension Shape {
    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        [_ViewNode(id, ShapeNode(outline: _kind, paint: .fill(context.environment.foregroundColor ?? .primary)))]
    }

    public func fill(_ color: Color) -> _ShapeView<Self> { _ShapeView(shape: self, paint: .fill(color)) }

    /// Centred on the outline, as SwiftUI's: half the line lies outside the frame.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(color, lineWidth: lineWidth))
    }

    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> { stroke(.primary, lineWidth: lineWidth) }
}

/// A shape filled or stroked.
public struct _ShapeView<Content: Shape>: _PrimitiveView {
    public var shape: Content
    public var paint: ShapePaint

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        [_ViewNode(id, ShapeNode(outline: shape._kind, paint: paint))]
    }
}

public struct Rectangle: Shape {
    public init() {}
    public var _kind: ShapeKind { .rectangle }
}

public struct RoundedRectangle: Shape {
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    public var _kind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
}

public struct Circle: Shape {
    public init() {}
    public var _kind: ShapeKind { .circle }
}

public struct Capsule: Shape {
    public init() {}
    public var _kind: ShapeKind { .capsule }
}

/// A colour as a view fills the frame it is given, as SwiftUI's does.
extension Color: _PrimitiveView {
    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        [_ViewNode(id, ShapeNode(outline: .rectangle, paint: .fill(self)))]
    }
}

/// A shape, or a colour as a view: it takes whatever size it is offered and
/// draws its outline in it. Assistive tools are told of it only when a
/// modifier names it or makes it a button.
struct ShapeNode: NodeKind {
    var outline: ShapeKind
    /// nil fills it with the primary colour.
    var paint: ShapePaint?

    func size(fitting proposal: ProposedSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        proposal.orDefault
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedSize, pass: inout LayoutPass) {}

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        presentation.addLeaf(node.id, .shape(outline, paint ?? .fill(.primary)), in: scope)
    }

    func elements(of node: _ViewNode, said: AccessibilityElements.Said, in walk: AccessibilityElements) -> [AccessibilityElement] {
        guard said.isButton || said.label != nil else { return [] }
        return [AccessibilityElement(id: node.id, role: said.isButton ? .button : .label, label: said.label ?? "",
                                     frame: walk.frame(of: node))]
    }
}
