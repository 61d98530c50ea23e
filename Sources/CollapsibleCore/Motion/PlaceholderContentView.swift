/// SwiftUI's `PlaceholderContentView`: the view an animator modifier or a
/// transition is applied to, handed to the closure or body that modifies it.
public struct PlaceholderContentView<Value>: _PrimitiveView {
    private let content: any View

    init(_ content: any View) { self.content = content }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        content._resolve(in: &context, at: id)
    }
}
