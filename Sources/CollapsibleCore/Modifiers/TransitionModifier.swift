/// SwiftUI's `AnyTransition`: how a view comes in and goes out when an
/// animated change inserts or removes it. A transition is a modifier in two
/// states: active, as the view is before it comes in and once it has gone,
/// and its identity, while it is in.
public struct AnyTransition {
    /// The view with the transition's modifier around it, active or not,
    /// as it comes in and as it goes.
    let insertion: (_ content: any View, _ active: Bool) -> any View
    let removal: (_ content: any View, _ active: Bool) -> any View
    /// The animation it moves with, where it names one.
    var animation: Animation??

    init(insertion: @escaping (any View, Bool) -> any View, removal: @escaping (any View, Bool) -> any View) {
        self.insertion = insertion
        self.removal = removal
    }

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

    /// The view grows from `scale` about `anchor` as it comes, and shrinks
    /// back as it goes; `.scale` from nothing.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        .modifier(active: _ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor),
                  identity: _ScaleEffect(scale: CGSize(width: 1, height: 1), anchor: anchor))
    }

    public static var scale: AnyTransition { .scale(scale: 0) }

    /// The view comes from `edge`, and goes back there, by its own size.
    public static func move(edge: Edge) -> AnyTransition {
        .modifier(active: MoveEffect(edge: edge, amount: 1), identity: MoveEffect(edge: edge, amount: 0))
    }

    /// In from the leading edge, out to the trailing one.
    public static var slide: AnyTransition {
        .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
    }

    /// In from `edge`, fading in; out to the opposite edge, fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        .asymmetric(insertion: .move(edge: edge).combined(with: .opacity),
                    removal: .move(edge: edge.opposite).combined(with: .opacity))
    }

    /// The view comes and goes with `animation`, whatever its change's.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var timed = self
        timed.animation = .some(animation)
        return timed
    }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.timed(insertion.insertion), removal: removal.timed(removal.removal))
    }

    /// Both at once: this transition's modifier inside `other`'s.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: { other.timed(other.insertion)(self.timed(self.insertion)($0, $1), $1) },
                      removal: { other.timed(other.removal)(self.timed(self.removal)($0, $1), $1) })
    }

    /// `make` with this transition's animation around what it makes.
    private func timed(_ make: @escaping (any View, Bool) -> any View) -> (any View, Bool) -> any View {
        guard let animation else { return make }
        return { content, active in TimedTransition(content: make(content, active), animation: animation) }
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
        // Made asymmetric with itself, a transition has its own animation, if any, around each side.
        let transition = AnyTransition.asymmetric(insertion: transition, removal: transition)
        switch context.takeTransitionStage() {
        case .present:
            let outer = context.transitions.around
            context.transitions.around = transition
            defer { context.transitions.around = outer }
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

/// A transition's view made with the transition's own animation: its data
/// moves with it, and so what the view inside changes as it comes.
private struct TimedTransition: _PrimitiveView {
    let content: any View
    let animation: Animation?

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.transacting(.animation(animation)) { content._resolve(in: &$0, at: id) }
    }
}

/// `move(edge:)`: the view drawn moved towards `edge` by `amount` of its
/// own size, where layout leaves its frame.
struct MoveEffect: GeometryEffect {
    var edge: Edge
    var amount: Double

    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let (x, y): (Double, Double) = switch edge {
        case .top: (0, -size.height)
        case .bottom: (0, size.height)
        case .leading: (-size.width, 0)
        case .trailing: (size.width, 0)
        }
        return ProjectionTransform(CGAffineTransform(translationX: x * amount, y: y * amount))
    }
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}
