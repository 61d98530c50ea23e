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

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.label = label()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let placeholder = prompt ?? (label as? Text)
        switch axis {
        case .horizontal: return TextInputField(text: text, placeholder: placeholder, isSecure: false)._resolve(in: &context, at: id)
        case .vertical: return TextAreaField(text: text, kind: .field(placeholder: placeholder))._resolve(in: &context, at: id)
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
}
