/// SwiftUI's `PlaceholderContentView`: the view an animator modifier is
/// applied to, handed to its content closure to be modified there.
public struct PlaceholderContentView<Content: View>: _PrimitiveView {
    private let content: Content

    init(_ content: Content) { self.content = content }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        content._resolve(in: &context, at: id)
    }
}
