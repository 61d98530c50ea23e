/// `onSubmit(of:_:)`: `action` runs when Return is pressed in a text field
/// inside, after the actions of the fields' own `onSubmit`s further in, as
/// SwiftUI runs every one on the way out.
extension View {
    public func onSubmit(of triggers: SubmitTriggers = .text,
                         _ action: @escaping () -> Void) -> ModifiedContent<Self, _SubmitActionModifier> {
        modifier(_SubmitActionModifier(triggers: triggers, action: action))
    }
}

public struct _SubmitActionModifier: _PrimitiveModifier {
    var triggers: SubmitTriggers
    var action: () -> Void

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        guard triggers.contains(.text) else { return content._resolve(in: &context, at: id) }
        let outer = context.environment.submitAction
        return context.changingEnvironment({ [action] in $0.submitAction = { action(); outer() } }) {
            $0.wrap(content, at: id, in: EnvironmentNode())
        }
    }
}

extension EnvironmentValues {
    var submitAction: () -> Void {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

private struct SubmitActionKey: EnvironmentKey {
    static var defaultValue: () -> Void { {} }
}
