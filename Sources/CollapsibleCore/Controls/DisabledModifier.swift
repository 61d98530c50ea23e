/// `disabled(_:)`: the controls inside take no tap, no key and no focus,
/// and are drawn dimmed. `disabled(false)` inside a disabled view enables
/// nothing, as SwiftUI's does.
public struct _DisabledModifier: _PrimitiveModifier {
    var disabled: Bool

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let disabled = disabled
        return context.changingEnvironment({ if disabled { $0.isEnabled = false } }) { $0.wrap(content, at: id, in: EnvironmentNode()) }
    }
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether the controls here work: false inside `disabled(true)`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _DisabledModifier> {
        modifier(_DisabledModifier(disabled: disabled))
    }
}

extension _ResolveContext {
    /// A control's nodes: `drawn` taking `tap` where controls work here;
    /// inside `disabled(true)`, dimmed and taking none.
    mutating func control(_ drawn: some View, at id: ViewID, tap: TapAction) -> [_ViewNode] {
        guard environment.isEnabled else { return wrap(drawn.opacity(0.35), at: id, in: DisabledControlNode(action: tap)) }
        return wrap(drawn, at: id, in: TapNode(action: tap))
    }
}

/// A disabled control: drawn, taking no tap, and told to assistive tools
/// as the control it is, which the keyboard does not reach.
struct DisabledControlNode: NodeKind {
    var action: TapAction

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        TapNode(action: action).elements(of: node, said: said, in: walk).map { element in
            var element = element
            element.isFocusable = false
            element.isEnabled = false
            return element
        }
    }
}
