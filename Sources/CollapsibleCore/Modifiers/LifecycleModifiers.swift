/// `onAppear` and `onDisappear`: actions run after the update that brings
/// the view into the tree, or takes it out, before the frame that shows it.
public struct _AppearanceActionModifier: _PrimitiveModifier {
    var appear: (() -> Void)?
    var disappear: (() -> Void)?

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.observeLifecycle(.appearance(appear: appear, disappear: disappear), at: id)
        return context.wrap(content, at: id, in: LifecycleNode())
    }
}

/// `onChange(of:)`: an action run after an update in which the value differs
/// from the one of the update before.
public struct _ValueActionModifier<Value: Equatable>: _PrimitiveModifier {
    var watch: ChangeWatch

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.observeLifecycle(.change(watch), at: id)
        return context.wrap(content, at: id, in: LifecycleNode())
    }
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _AppearanceActionModifier> {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }

    /// iOS 17's form: the old value and the new; with `initial`, also
    /// once when the view appears, with the value as both.
    public func onChange<Value: Equatable>(of value: Value, initial: Bool = false,
                                           _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void)
        -> ModifiedContent<Self, _ValueActionModifier<Value>> {
        modifier(_ValueActionModifier(watch: ChangeWatch(value, initial: initial, action: action)))
    }

    public func onChange<Value: Equatable>(of value: Value, initial: Bool = false, _ action: @escaping () -> Void)
        -> ModifiedContent<Self, _ValueActionModifier<Value>> {
        modifier(_ValueActionModifier(watch: ChangeWatch(value, initial: initial) { _, _ in action() }))
    }

    /// iOS 14's form, handed the new value.
    @_disfavoredOverload
    public func onChange<Value: Equatable>(of value: Value, perform action: @escaping (_ newValue: Value) -> Void)
        -> ModifiedContent<Self, _ValueActionModifier<Value>> {
        modifier(_ValueActionModifier(watch: ChangeWatch(value, initial: false) { _, new in action(new) }))
    }
}

/// Where a life-cycle action was set: to layout, drawing and assistive
/// tools, a plain wrapper.
struct LifecycleNode: NodeKind {
}
