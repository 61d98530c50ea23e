/// A view a style is handed as a part of its control, its type let go: a
/// button's or a toggle's label, a progress view's or a gauge's labels.
public struct _StyleLabel: _PrimitiveView {
    let content: any View

    init(_ content: any View) { self.content = content }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        content._resolve(in: &context, at: id)
    }
}
