/// A view that is `Animatable` is made with its data as on screen: at
/// every frame of a motion its body is evaluated again with the data in
/// between, as SwiftUI animates such a view.
extension View where Self: Animatable {
    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.body(of: AnimatableViewBodySource(view: self), at: id)
    }
}

/// An animatable view's body, made with its data as on screen.
struct AnimatableViewBodySource<Value: View & Animatable>: BodySource {
    var view: Value

    func evaluate(at id: ViewID, in context: inout _ResolveContext) -> Value.Body {
        var shown = context.link(view, at: id)
        if Value.AnimatableData.self != EmptyAnimatableData.self {
            shown.animatableData = context.animatable(view.animatableData, at: id)
        }
        return context.tracking(.body) { shown.body }
    }

    func walk(_ body: Value.Body, at id: ViewID, in context: inout _ResolveContext) -> [_ViewNode] {
        body._resolve(in: &context, at: id.child(0))
    }
}
