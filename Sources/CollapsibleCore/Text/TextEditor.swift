/// SwiftUI's `TextEditor`: a long text the user types, in lines wrapped at
/// its width, taking all the room it is offered and scrolling its lines to
/// keep the caret in sight. Return types a line break, Up and Down move a
/// line, Page Up and Page Down a screen. Drawn as iOS draws its text view:
/// the system background (gone with `scrollContentBackground(.hidden)`),
/// the text inset 8 points above and below and 5 at either side.
public struct TextEditor: _PrimitiveView {
    let text: Binding<String>

    public init(text: Binding<String>) {
        self.text = text
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        TextAreaField(text: text, kind: .editor)._resolve(in: &context, at: id)
    }
}
