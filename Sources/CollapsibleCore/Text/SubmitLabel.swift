/// SwiftUI's `SubmitLabel`: what the on-screen keyboard's Return key of
/// the fields inside says, set with `submitLabel(_:)`. A desktop keyboard
/// has no such label: it is kept in the environment, and Return submits
/// whatever it says.
public struct SubmitLabel: Hashable, Sendable {
    let title: String

    public static let done = SubmitLabel(title: "Done")
    public static let go = SubmitLabel(title: "Go")
    public static let send = SubmitLabel(title: "Send")
    public static let join = SubmitLabel(title: "Join")
    public static let route = SubmitLabel(title: "Route")
    public static let search = SubmitLabel(title: "Search")
    public static let `return` = SubmitLabel(title: "Return")
    public static let next = SubmitLabel(title: "Next")
    public static let `continue` = SubmitLabel(title: "Continue")
}

extension EnvironmentValues {
    var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

private struct SubmitLabelKey: EnvironmentKey {
    static var defaultValue: SubmitLabel { .return }
}

extension View {
    public func submitLabel(_ submitLabel: SubmitLabel) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<SubmitLabel>> {
        environment(\.submitLabel, submitLabel)
    }
}
