/// The old `.animation(_:)`, which the exercise uses: every change of
/// geometry inside it moves with this animation (nil: jumps), whatever
/// caused it, but for a change made with animations disabled.
public struct _AnimationModifier: _PrimitiveModifier {
    var animation: Animation?

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.transacting(.animation(animation)) { $0.wrap(content, at: id, in: TransactionNode(step: .animation(animation))) }
    }
}

/// `.animation(_:value:)`: the animation applies only to a change made
/// while `value` changes; otherwise the change's own transaction decides.
public struct _ValueAnimationModifier<Value: Equatable>: _PrimitiveModifier {
    var animation: Animation?
    var value: Value

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        guard context.watch(value, at: id) else { return content._resolve(in: &context, at: id.child(0)) }
        return context.transacting(.animation(animation)) { $0.wrap(content, at: id, in: TransactionNode(step: .animation(animation))) }
    }
}

extension View {
    @available(*, deprecated, message: "Use animation(_:value:) instead.")
    public consuming func animation(_ animation: Animation?) -> ModifiedContent<Self, _AnimationModifier> {
        modifier(_AnimationModifier(animation: animation))
    }

    public consuming func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> ModifiedContent<Self, _ValueAnimationModifier<Value>> {
        modifier(_ValueAnimationModifier(animation: animation, value: value))
    }
}

/// `.transaction { }`: every change inside moves in the transaction as the
/// closure changes it; `.transaction(value:)` only while `value` changes.
public struct _TransactionModifier: _PrimitiveModifier {
    var transform: (inout Transaction) -> Void

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let step = TransactionStep.transform(at: id, transform)
        return context.transacting(step) { $0.wrap(content, at: id, in: TransactionNode(step: step)) }
    }
}

public struct _ValueTransactionModifier<Value: Equatable>: _PrimitiveModifier {
    var value: Value
    var transform: (inout Transaction) -> Void

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        guard context.watch(value, at: id) else { return content._resolve(in: &context, at: id.child(0)) }
        return _TransactionModifier(transform: transform)._resolve(content: content, in: &context, at: id)
    }
}

extension View {
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _TransactionModifier> {
        modifier(_TransactionModifier(transform: transform))
    }

    public func transaction<Value: Equatable>(value: Value, _ transform: @escaping (inout Transaction) -> Void)
        -> ModifiedContent<Self, _ValueTransactionModifier<Value>> {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }
}

extension _ResolveContext {
    /// Makes `content` with `step` done to the transaction in force inside it.
    mutating func transacting<Result>(_ step: TransactionStep, _ content: (inout _ResolveContext) -> Result) -> Result {
        let outer = animationScope
        animationScope = AnimationScope(steps: (outer?.steps ?? []) + [step])
        defer { animationScope = outer }
        return content(&self)
    }
}

/// The scope of an `.animation` or `.transaction` modifier: what changes
/// inside it moves in the transaction as the modifier changes it. The
/// change is the one the presentation shows, not the one the node was made
/// in: a body kept from an earlier change holds the node still.
struct TransactionNode: NodeKind {
    var step: TransactionStep
    /// That of an `.animation(_:body:)`, whose content takes the transaction outside it.
    var isBody = false

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        var inside = scope
        if isBody { inside.outsideAnimationBodies.append(scope.transaction) }
        inside.transaction = presentation.transaction(inside: scope) { $0 = step.applied(to: $0) }
        return presentation.add(node.children, in: inside)
    }
}
