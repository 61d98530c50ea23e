/// SwiftUI's result builder for views: several children, `if`, `if`/`else`.
@resultBuilder
public enum ViewBuilder {
    // Each expression goes through here first, which keeps the type
    // checker's work per child small.
    public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    @_disfavoredOverload
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }

    /// The branch of `if #available`: every version is available here, and
    /// the erased type keeps the block's type from naming newer views.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: consuming TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(.trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: consuming FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(.falseContent(second))
    }
}

/// The children of a builder block, each at its own slot.
public struct TupleView<each Content: View>: _PrimitiveView {
    public var value: (repeat each Content)

    public init(_ value: repeat each Content) { self.value = (repeat each value) }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        var nodes: [_ViewNode] = [], slot = 0
        for child in repeat each value {
            nodes += child._resolve(in: &context, at: id.child(slot))
            slot += 1
        }
        return nodes
    }
}

/// One branch of an `if`/`else`. The branch is part of the identity: when
/// it flips, the views under it are new ones, with fresh state, and in an
/// animated change the one goes and the other comes by their transitions.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    public let storage: Storage

    public init(_ storage: Storage) { self.storage = storage }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        switch storage {
        // The branch that leaves stays in the tree while it goes, in its place.
        case .trueContent(let content):
            context.transitionScope(id.branch(0)) { content._resolve(in: &$0, at: id.branch(0)) }
                + context.transitionScope(id.branch(1), nil)
        case .falseContent(let content):
            context.transitionScope(id.branch(0), nil)
                + context.transitionScope(id.branch(1)) { content._resolve(in: &$0, at: id.branch(1)) }
        }
    }
}

/// A lone `if`: its view, or nothing.
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("an optional view is drawn by the framework and has no body") }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let scope = id.branch(0)
        return context.transitionScope(scope, map { content in { content._resolve(in: &$0, at: scope) } })
    }
}
