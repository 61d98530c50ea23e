/// What the content of a sheet asks of the sheet around it, as SwiftUI's
/// presentation modifiers pass it up: its detents, its drag indicator,
/// whether it refuses to be dismissed but by its own buttons. Kept for the
/// presentation while it is shown, so that a body inside it kept as it was
/// leaves them as they were set.
final class PresentationSettings {
    var detents: Set<PresentationDetent> = [.large]
    var dragIndicator: Visibility = .automatic
    var interactiveDismissDisabled = false
}

private struct PresentationSettingsKey: EnvironmentKey {
    static var defaultValue: PresentationSettings? { nil }
}

extension EnvironmentValues {
    /// The settings of the presentation the view is in; nil in the window.
    var presentationSettings: PresentationSettings? {
        get { self[PresentationSettingsKey.self] }
        set { self[PresentationSettingsKey.self] = newValue }
    }
}

/// `presentationDetents(_:)`, `presentationDragIndicator(_:)` and
/// `interactiveDismissDisabled(_:)`: set for the presentation the view is
/// in; outside any, nothing.
public struct _PresentationSettingModifier: _PrimitiveModifier {
    var set: (PresentationSettings) -> Void

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.environment.presentationSettings.map(set)
        return content._resolve(in: &context, at: id.child(0))
    }
}

extension View {
    /// The heights the sheet rests at; it opens at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _PresentationSettingModifier> {
        modifier(_PresentationSettingModifier { $0.detents = detents.isEmpty ? [.large] : detents })
    }

    /// Whether the sheet shows the grabber at its top; automatic, where it
    /// rests at more than one height.
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _PresentationSettingModifier> {
        modifier(_PresentationSettingModifier { $0.dragIndicator = visibility })
    }

    /// Whether the sheet refuses Escape and a click outside, leaving its
    /// dismissal to its own buttons.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _PresentationSettingModifier> {
        modifier(_PresentationSettingModifier { $0.interactiveDismissDisabled = isDisabled })
    }
}
