/// SwiftUI's `EditMode`: whether the views inside let their content be
/// edited; a list in edit mode shows a delete button at each row that can
/// be deleted.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    /// SwiftUI's `editMode`: the edit mode of the views inside, which
    /// `EditButton` toggles; nil where no view above sets it.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}
