/// SwiftUI's `TextField`: text the user types, written through its
/// binding at each keystroke. The title is its placeholder while it is
/// empty, unless a prompt is given, and names it to assistive tools. Along
/// `.horizontal` it is one line scrolled sideways; along `.vertical` its
/// lines wrap and it grows with them, up to its line limit, past which
/// they scroll; Return types a line break there, as on iOS.
public struct TextField<Label: View>: _PrimitiveView {
    let text: Binding<String>
    let prompt: Text?
    let axis: Axis
    let label: Label
    var editingChanged: ((Bool) -> Void)?
    var commit: (() -> Void)?
    /// A field of a value through a format (see the SwiftUI module's
    /// `TextField(_:value:format:)`), which Foundation makes: what is shown.
    var formatted: AnyView?

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.label = label()
    }

    /// A field made of another view that shows it, with the same label.
    public init<Content: View>(_formatted content: Content, @ViewBuilder label: () -> Label) {
        self.init(text: .constant(""), label: label)
        formatted = AnyView(content)
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        if let formatted { return formatted._resolve(in: &context, at: id) }
        let title = label as? Text, placeholder = prompt ?? title
        switch axis {
        case .horizontal:
            return TextInputField(text: text, placeholder: placeholder, title: title, isSecure: false, editingChanged: editingChanged,
                                  commit: commit)._resolve(in: &context, at: id)
        case .vertical: return TextAreaField(text: text, kind: .field(placeholder: placeholder, title: title))._resolve(in: &context, at: id)
        }
    }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis = .horizontal) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis = .horizontal) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }

    /// SwiftUI's older field: `onEditingChanged` hears true when it takes
    /// the keyboard's focus and false when it loses it, `onCommit` runs at Return.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self = TextField(text: text, prompt: nil) { Text(title) }._editing(changed: onEditingChanged, commit: onCommit)
    }
}

extension TextField {
    /// The field, with `changed` hearing when it takes the focus (true) and
    /// loses it (false), and `commit` run at Return.
    public func _editing(changed: @escaping (Bool) -> Void, commit: @escaping () -> Void) -> TextField {
        var field = self
        field.editingChanged = changed
        field.commit = commit
        return field
    }
}
