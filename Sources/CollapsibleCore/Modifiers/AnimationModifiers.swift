/// The old `.animation(_:)`, which the exercise uses: every change of
/// geometry inside it moves with this animation (nil: jumps), whatever
/// caused it, but for a change made with animations disabled.
public struct _AnimationModifier: _PrimitiveModifier {
    var animation: Animation?

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.animating(animation) { $0.wrap(content, at: id, in: TransactionNode(animation: animation)) }
    }
}

/// `.animation(_:value:)`: the animation applies only to a change made
/// while `value` changes; otherwise the change's own transaction decides.
public struct _ValueAnimationModifier<Value: Equatable>: _PrimitiveModifier {
    var animation: Animation?
    var value: Value

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        guard context.watch(value, at: id) else { return content._resolve(in: &context, at: id.child(0)) }
        return context.animating(animation) { $0.wrap(content, at: id, in: TransactionNode(animation: animation)) }
    }
}

extension View {
    @available(*, deprecated, message: "Use animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _AnimationModifier> {
        modifier(_AnimationModifier(animation: animation))
    }

    public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> ModifiedContent<Self, _ValueAnimationModifier<Value>> {
        modifier(_ValueAnimationModifier(animation: animation, value: value))
    }
}

extension _ResolveContext {
    /// Makes `content` as an `.animation(animation)` modifier does: the
    /// transaction in force takes `animation`, unless it disables
    /// animations, as SwiftUI's modifier does.
    mutating func animating<Result>(_ animation: Animation?, _ content: (inout _ResolveContext) -> Result) -> Result {
        let outer = animationScope
        animationScope = AnimationScope(animation: animation)
        defer { animationScope = outer }
        return content(&self)
    }
}

/// The scope of an `.animation` modifier: what changes inside it moves
/// with `animation`, not as the change's own transaction says, unless the
/// change disables animations. The change is the one the presentation
/// shows, not the one the node was made in: a body kept from an earlier
/// change holds the node still.
struct TransactionNode: NodeKind {
    var animation: Animation?

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        var inside = scope
        inside.transaction = presentation.transaction(inside: scope) { if !$0.disablesAnimations { $0.animation = animation } }
        return presentation.add(node.children, in: inside)
    }
}
