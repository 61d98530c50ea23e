/// SwiftUI's `ViewModifier`: a view made around the content it is applied
/// to. The framework's own modifiers are primitive: each is a node of its own.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body

    /// The nodes of `content` with this modifier applied.
    func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode]
}

extension ViewModifier {
    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        _resolveBody(content: content, in: &context, at: id)
    }

    /// The modifier's body around `content`, evaluated again only when a
    /// dynamic property it read changed, or the modifier, its content or
    /// the environment differ. A modifier's own `@State` is kept for its
    /// place, as a view's is.
    func _resolveBody<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.body(of: ModifierBodySource(modifier: self, content: content), at: id)
    }
}

extension ViewModifier where Self: Animatable {
    /// An animatable modifier's body is made with its data as on screen:
    /// at every frame of a motion, the data in between, its body alone
    /// evaluated again.
    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.body(of: AnimatableModifierBodySource(modifier: self, content: content), at: id)
    }
}

/// A modifier's body, made with the content it modifies, which the body
/// takes through `content`.
struct ModifierBodySource<Modifier: ViewModifier, Content: View>: BodySource {
    var modifier: Modifier
    var content: Content

    func evaluate(at id: ViewID, in context: inout _ResolveContext) -> Modifier.Body {
        let linked = context.link(modifier, at: id)
        return context.tracking(.body) { linked.body(content: _ViewModifier_Content()) }
    }

    func walk(_ body: Modifier.Body, at id: ViewID, in context: inout _ResolveContext) -> [_ViewNode] {
        context.modifying(content, at: id.child(0)) { body._resolve(in: &$0, at: id.child(1)) }
    }
}

/// An animatable modifier's body, made with its data as on screen.
struct AnimatableModifierBodySource<Modifier: ViewModifier & Animatable, Content: View>: BodySource {
    var modifier: Modifier
    var content: Content

    func evaluate(at id: ViewID, in context: inout _ResolveContext) -> Modifier.Body {
        var shown = context.link(modifier, at: id)
        shown.animatableData = context.animatable(modifier.animatableData, at: id)
        return context.tracking(.body) { shown.body(content: _ViewModifier_Content()) }
    }

    func walk(_ body: Modifier.Body, at id: ViewID, in context: inout _ResolveContext) -> [_ViewNode] {
        context.modifying(content, at: id.child(0)) { body._resolve(in: &$0, at: id.child(1)) }
    }
}

/// The framework's own modifiers have no body.
public protocol _PrimitiveModifier: ViewModifier where Body == Never {}

extension _PrimitiveModifier {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is applied by the framework and has no body") }
}

/// What a `ViewModifier`'s body is given: the view it modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {
    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.modifiedContent()
    }
}

/// A view with a modifier applied, SwiftUI's `ModifiedContent`. Modifiers
/// apply in the order written: each wraps the view made so far.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: _PrimitiveView {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        modifier._resolve(content: content, in: &context, at: id)
    }
}

extension View {
    // Inlinable, as `frame(width:height:alignment:)` is, and so that the
    // inlinable modifiers built on it ask no metadata of the runtime.
    @inlinable
    public consuming func modifier<Modifier: ViewModifier>(_ modifier: consuming Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension _ResolveContext {
    /// `content`'s nodes, each wrapped in a node of `kind`. A modifier on
    /// several views, as on a `ForEach`, applies to each of them.
    mutating func wrap<C: View>(_ content: C, at id: ViewID, in kind: some NodeKind) -> [_ViewNode] {
        let nodes = content._resolve(in: &self, at: id.child(0))
        if nodes.count == 1 { return [_ViewNode(id, kind, nodes)] }
        return nodes.enumerated().map { _ViewNode(id.element($0.offset), kind, [$0.element]) }
    }
}
