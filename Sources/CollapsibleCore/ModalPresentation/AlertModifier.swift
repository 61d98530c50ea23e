/// `alert(_:isPresented:actions:message:)`, `alert(_:isPresented:presenting:actions:message:)`
/// and `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`:
/// while the binding holds true, an alert in the middle of the dimmed
/// window (a dialog, from its bottom, as iOS's action sheet), its buttons
/// one under the other; a button runs its action and dismisses it, and
/// Escape dismisses it. An alert with no actions has an OK button, as
/// SwiftUI gives it.
public struct _AlertModifier<Actions: View, Message: View>: _PrimitiveModifier {
    var title: String
    var isShown: Bool
    var style: AlertStyle
    var dismiss: () -> Void
    var actions: () -> Actions
    var message: () -> Message

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.present(style == .alert ? .alert : .confirmationDialog, titled: title, from: id, dismiss: dismiss) { _ in
            isShown ? AlertLayer(title: title, style: style, dismiss: dismiss, actions: actions(), message: message()) : nil
        }
        return content._resolve(in: &context, at: id.child(0))
    }
}

extension View {
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                          @ViewBuilder actions: @escaping () -> A,
                                                          @ViewBuilder message: @escaping () -> M)
        -> ModifiedContent<Self, _AlertModifier<A, M>> {
        modifier(_AlertModifier(title: String(title), isShown: isPresented.wrappedValue, style: .alert,
                                dismiss: { isPresented.wrappedValue = false }, actions: actions, message: message))
    }

    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A)
        -> ModifiedContent<Self, _AlertModifier<A, EmptyView>> {
        alert(title, isPresented: isPresented, actions: actions) { EmptyView() }
    }

    /// Presented while the binding holds true and `data` holds a value,
    /// which the actions and the message are made from.
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                             @ViewBuilder actions: @escaping (T) -> A,
                                                             @ViewBuilder message: @escaping (T) -> M)
        -> ModifiedContent<Self, _AlertModifier<A?, M?>> {
        modifier(_AlertModifier(title: String(title), isShown: isPresented.wrappedValue && data != nil, style: .alert,
                                dismiss: { isPresented.wrappedValue = false },
                                actions: { data.map(actions) }, message: { data.map(message) }))
    }

    /// An action sheet: its buttons in a panel at the bottom of the
    /// window, with a Cancel button where the actions have none. The title
    /// shows where `titleVisibility` is visible.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                       titleVisibility: Visibility = .automatic,
                                                                       @ViewBuilder actions: @escaping () -> A,
                                                                       @ViewBuilder message: @escaping () -> M)
        -> ModifiedContent<Self, _AlertModifier<A, M>> {
        modifier(_AlertModifier(title: titleVisibility == .visible ? String(title) : "", isShown: isPresented.wrappedValue,
                                style: .confirmationDialog, dismiss: { isPresented.wrappedValue = false },
                                actions: actions, message: message))
    }

    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                              titleVisibility: Visibility = .automatic,
                                                              @ViewBuilder actions: @escaping () -> A)
        -> ModifiedContent<Self, _AlertModifier<A, EmptyView>> {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions) { EmptyView() }
    }
}

enum AlertStyle: Equatable {
    case alert, confirmationDialog
}

private struct PresentationButtonActionKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
    /// What a button runs after its action: an alert's dismissal.
    var presentationButtonAction: (() -> Void)? {
        get { self[PresentationButtonActionKey.self] }
        set { self[PresentationButtonActionKey.self] = newValue }
    }
}
