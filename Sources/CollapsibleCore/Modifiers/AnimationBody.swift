/// `.animation(_:body:)`: the animation applies to what the modifiers in
/// `body` change, and not to the view they modify, which moves as the
/// transaction outside says.
public struct _AnimationBody<Content: View, Modified: View>: _PrimitiveView {
    let animation: Animation?
    let content: Content
    let modifiers: (PlaceholderContentView<Content>) -> Modified

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let inside = modifiers(PlaceholderContentView(_OutsideAnimationBody(content: content, scope: context.animationScope)))
        let step = TransactionStep.animation(animation)
        return context.transacting(step) { $0.wrap(inside, at: id, in: TransactionNode(step: step, isBody: true)) }
    }
}

/// The view an `.animation(_:body:)` modifies, made in the transaction in
/// force outside the modifier.
struct _OutsideAnimationBody<Content: View>: _PrimitiveView {
    let content: Content
    let scope: AnimationScope?

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let inside = context.animationScope
        context.animationScope = scope
        defer { context.animationScope = inside }
        return context.wrap(content, at: id, in: OutsideAnimationBodyNode())
    }
}

/// Draws its content in the transaction of the drawing scope outside the
/// nearest `.animation(_:body:)`.
struct OutsideAnimationBodyNode: NodeKind {
    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        var outside = scope
        if let transaction = outside.outsideAnimationBodies.popLast() { outside.transaction = transaction }
        return presentation.add(node.children, in: outside)
    }
}

extension View {
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: @escaping (PlaceholderContentView<Self>) -> V) -> _AnimationBody<Self, V> {
        _AnimationBody(animation: animation, content: self, modifiers: body)
    }
}
