/// A view of code that the program loads anew while it runs, as a
/// playground loads each save of a learner's file: shown at the same place
/// whatever its type, so that the view of the new code takes the place of
/// the old one's, with what that one kept where its types did not change
/// (see `CarriedState`). `code` numbers the loads: a new number is a new
/// load.
public struct _ReloadedView: _PrimitiveView {
    private let content: any View
    private let code: Int

    public init(_ content: any View, code: Int) {
        self.content = content
        self.code = code
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.store.show(code: code)
        return content._resolve(in: &context, at: id.child(0))
    }
}
