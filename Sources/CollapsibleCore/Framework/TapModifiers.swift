/// `onTapGesture`: `action` runs when a tap on the view ends, as SwiftUI's
/// `TapGesture` counts one (see `TapRecognizer`).
public struct _TapGestureModifier: _PrimitiveModifier {
    var action: () -> Void

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: .tap(TapAction(perform: action, disclosure: context.disclosure)))
    }
}

extension View {
    public func onTapGesture(perform action: @escaping () -> Void) -> ModifiedContent<Self, _TapGestureModifier> {
        modifier(_TapGestureModifier(action: action))
    }
}
