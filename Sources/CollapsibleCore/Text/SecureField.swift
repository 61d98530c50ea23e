/// SwiftUI's `SecureField`: a `TextField` whose text shows as bullets, one
/// a character, and is never copied out of it.
public struct SecureField<Label: View>: _PrimitiveView {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        TextInputField(text: text, placeholder: prompt ?? (label as? Text), title: label as? Text, isSecure: true)._resolve(in: &context, at: id)
    }
}

extension SecureField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}
