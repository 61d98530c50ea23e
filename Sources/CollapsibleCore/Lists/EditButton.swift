/// SwiftUI's `EditButton`: "Edit", or "Done" in bold while editing, which
/// turns the edit mode of the environment over.
public struct EditButton: _PrimitiveView {
    public init() {}

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let mode = context.environment.editMode
        let editing = mode?.wrappedValue.isEditing ?? false
        let button = Button {
            guard let mode else { return }
            withAnimation { mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active }
        } label: {
            Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : nil)
        }
        return button._resolve(in: &context, at: id)
    }
}
