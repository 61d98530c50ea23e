/// SwiftUI's `LabeledContent`: a label and a value on one line, the label
/// leading and the value trailing in the secondary colour, as a form's
/// row shows a setting. Assistive tools read the label, then the value.
public struct LabeledContent<Label: View, Content: View>: _PrimitiveView {
    var label: Label
    var content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        HStack {
            label
            Spacer()
            content.foregroundStyle(Color(.secondaryLabel))
        }
        ._resolve(in: &context, at: id)
    }
}

extension LabeledContent where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
