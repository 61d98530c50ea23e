/// SwiftUI's `AnyTransition`: how a view comes in and goes out when an
/// animated change inserts or removes it. A transition is a modifier in two
/// states: active, as the view is before it comes in and once it has gone,
/// and its identity, while it is in.
public struct AnyTransition {
    /// The view with the transition's modifier around it, active or not,
    /// as it comes in and as it goes.
    let insertion: (_ content: any View, _ active: Bool) -> any View
    let removal: (_ content: any View, _ active: Bool) -> any View

    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let apply: (any View, Bool) -> any View = { content, isActive in modified(content, isActive ? active : identity) }
        return AnyTransition(insertion: apply, removal: apply)
    }

    /// SwiftUI's default: the view fades in and out.
    public static var opacity: AnyTransition {
        .modifier(active: _OpacityEffect(opacity: 0), identity: _OpacityEffect(opacity: 1))
    }

    /// The view comes and goes at once.
    public static var identity: AnyTransition {
        AnyTransition(insertion: { content, _ in content }, removal: { content, _ in content })
    }

    /// The view comes from, and goes to, this far from its place.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        .modifier(active: _OffsetEffect(offset: CGSize(width: x, height: y)), identity: _OffsetEffect(offset: CGSize(width: 0, height: 0)))
    }

    public static func offset(_ offset: CGSize) -> AnyTransition { .offset(x: offset.width, y: offset.height) }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// Both at once: this transition's modifier inside `other`'s.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: { other.insertion(self.insertion($0, $1), $1) },
                      removal: { other.removal(self.removal($0, $1), $1) })
    }
}

/// `content` with `modifier` around it, its type opened from the existential.
private func modified<V: View, M: ViewModifier>(_ content: V, _ modifier: M) -> any View {
    content.modifier(modifier)
}

/// `transition(_:)`: how the view comes and goes when a change inserts or
/// removes it; see `TransitionScopes`.
public struct _TransitionModifier: _PrimitiveModifier {
    var transition: AnyTransition

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        switch context.takeTransitionPhase() {
        case .present:
            return transition.insertion(content, false)._resolve(in: &context, at: id)
        case .inserting:
            context.startingData { _ = transition.insertion(content, true)._resolve(in: &$0, at: id) }
            return transition.insertion(content, false)._resolve(in: &context, at: id)
        case .removing:
            return transition.removal(content, true)._resolve(in: &context, at: id)
        }
    }
}

extension View {
    public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: transition))
    }
}
