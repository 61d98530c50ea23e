/// SwiftUI's `ScrollViewReader`: its content made with a proxy whose
/// `scrollTo(_:anchor:)` scrolls the scroll views inside to a view.
public struct ScrollViewReader<Content: View>: _PrimitiveView {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let proxy = ScrollViewProxy(scrolls: context.scrolls, store: context.store)
        return context.wrap(context.tracking(.walk) { content(proxy) }, at: id, in: EnvironmentNode())
    }
}
