/// What a record's body is made from, and how: a view's value, a modifier
/// with the content it modifies, a button. A record keeps its source and the
/// body evaluated from it, so that it can walk the body again on its own,
/// without the body that holds it.
protocol BodySource {
    associatedtype Body
    /// The body, evaluated anew: where a view's `body` runs.
    func evaluate(at id: ViewID, in context: inout _ResolveContext) -> Body
    /// The nodes of `body`.
    func walk(_ body: Body, at id: ViewID, in context: inout _ResolveContext) -> [_ViewNode]
}
