/// SwiftUI's `View`: a value that describes a piece of the interface, made
/// of other views through its `body`, down to the views the framework draws.
///
/// Not `@MainActor`, as SwiftUI's is: that attribute lives in the
/// `_Concurrency` module, which this program leaves out.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// The views this one stands for, as the framework lays them out and
    /// draws them. A view made of others evaluates its `body`; the views the
    /// framework draws say what they are.
    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode]
}

extension View {
    /// A view's body is evaluated again only when a dynamic property it read
    /// changed or its value or environment differ (see `ViewGraph`).
    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.body(of: ViewBodySource(view: self), at: id)
    }
}

/// A view made of others: its `body`, evaluated with its dynamic properties
/// linked to its place.
struct ViewBodySource<Value: View>: BodySource {
    var view: Value

    func evaluate(at id: ViewID, in context: inout _ResolveContext) -> Value.Body {
        let linked = context.link(view, at: id)
        return context.tracking(.body) { linked.body }
    }

    func walk(_ body: Value.Body, at id: ViewID, in context: inout _ResolveContext) -> [_ViewNode] {
        body._resolve(in: &context, at: id.child(0))
    }
}

/// The views the framework draws itself have no body.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is drawn by the framework and has no body") }
}

extension Never: View {
    public var body: Never { self }
    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        fatalError("no value of Never exists")
    }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: _PrimitiveView {
    public init() {}
    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] { [] }
}
