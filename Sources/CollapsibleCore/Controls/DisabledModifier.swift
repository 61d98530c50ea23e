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
