/// SwiftUI's `TextField`: one line of text the user types, written through
/// its binding at each keystroke. The title is its placeholder while it is
/// empty, unless a prompt is given, and names it to assistive tools.
public struct TextField<Label: View>: _PrimitiveView {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        TextInputField(text: text, placeholder: prompt ?? (label as? Text), isSecure: false)._resolve(in: &context, at: id)
    }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}
