/// SwiftUI's `DismissAction`, read as `@Environment(\.dismiss)`: called,
/// it dismisses the presentation the view is in (a sheet, a full-screen
/// cover, a popover), or pops the screen a navigation stack pushed; where
/// the view is in neither, it does nothing, as SwiftUI's does.
public struct DismissAction {
    private let perform: () -> Void

    /// What presents or pushes a view hands it the way back: the seam a
    /// presentation or a navigation stack sets for the views inside it.
    init(_ perform: @escaping () -> Void) {
        self.perform = perform
    }

    public func callAsFunction() {
        perform()
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Dismisses the presentation the view is in; set by what presents it.
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is in a presentation or a pushed screen now shown.
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
