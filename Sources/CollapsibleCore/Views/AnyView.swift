/// SwiftUI's type-erased view. The wrapped view's type is part of its
/// identity: when another type comes in its place, the old view leaves by
/// its transition and the new one starts with fresh state.
public struct AnyView: _PrimitiveView {
    private let view: any View

    public init<Content: View>(_ view: Content) { self.view = view }

    /// nil when `view` is no view.
    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        self.view = view
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let view = view
        let scope = id.branch(ObjectIdentifier(type(of: view)).hashValue)
        let made = context.transitionScope(scope) { view._resolve(in: &$0, at: scope) }
        return context.withLeavingElements(of: id, present: [scope], made: [scope: made])
    }
}
