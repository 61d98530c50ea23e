/// SwiftUI's `Group`: views kept together with no layout of their own,
/// laid out by what holds the group, each child where it would be without it.
public struct Group<Content: View>: _PrimitiveView {
    public let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        content._resolve(in: &context, at: id.child(0))
    }
}
