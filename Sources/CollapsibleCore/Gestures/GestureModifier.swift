/// `gesture(_:including:)`, `simultaneousGesture(_:including:)` and
/// `highPriorityGesture(_:including:)`: a gesture on the view, hit where the
/// view draws, as a tap is. Of the gestures on a view and the views around
/// it, one wins a press: the first to be recognized, and of those
/// recognized by the same event, a high priority one first, the outermost
/// of them, then the innermost of the others, a button's or a tap's
/// among them. A simultaneous gesture is recognized beside whichever wins.
public struct _GestureModifier<G: Gesture>: _PrimitiveModifier {
    var gesture: G
    var mask: GestureMask
    var priority: AttachedGesture.Priority

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let gesture = gesture
        let attached = AttachedGesture(priority: priority, mask: mask) { RunningGesture(gesture._recognizer(in: $0)) }
        return context.wrap(content, at: id, in: GestureNode(action: TapAction(gesture: attached)))
    }
}

extension View {
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<Self, _GestureModifier<T>> {
        modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .normal))
    }

    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier<T>> {
        modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .simultaneous))
    }

    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> ModifiedContent<Self, _GestureModifier<T>> {
        modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .high))
    }
}

/// A view with a gesture: hit as the leaves inside it are drawn, and told
/// to assistive tools as what is inside it.
struct GestureNode: NodeKind {
    var action: TapAction

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        presentation.addTap(node.id, action, on: node.children, in: scope)
    }
}

/// A gesture as a view holds it: how it competes, and what follows a press for it.
struct AttachedGesture {
    enum Priority {
        case normal, high, simultaneous
    }

    let priority: Priority
    let mask: GestureMask
    let start: (_GestureContext) -> RunningGesture
}

/// A gesture following a press, whatever its value.
struct RunningGesture {
    /// Takes an event; says whether the gesture has claimed the press, and
    /// whether it is over.
    let handle: (_GestureEvent) -> (recognized: Bool, over: Bool)
    let cancel: () -> Void
    let deadline: () -> Double?

    init<Value>(_ recognizer: any _GestureRecognizer<Value>) {
        handle = { event in
            let phase = recognizer.handle(event)
            return (phase.isRecognized, phase.isOver)
        }
        cancel = { recognizer.cancel() }
        deadline = { recognizer.deadline }
    }
}
