/// `onHover(perform:)` and `onContinuousHover(coordinateSpace:perform:)`:
/// the view hears the pointer come over it and leave, as it is drawn, and
/// a continuous one each place the pointer goes over it, once a frame. A
/// view under another that the pointer is over is hovered too, as in
/// SwiftUI; the pointer leaving the window leaves them all.
public struct _HoverModifier: _PrimitiveModifier {
    var hover: HoverAction

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: GestureNode(action: TapAction(hover: hover)))
    }
}

extension View {
    public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedContent<Self, _HoverModifier> {
        modifier(_HoverModifier(hover: HoverAction(space: nil) { action($0 != .ended) }))
    }

    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> ModifiedContent<Self, _HoverModifier> {
        modifier(_HoverModifier(hover: HoverAction(space: coordinateSpace.coordinateSpace, perform: action)))
    }

    /// SwiftUI's `pointerStyle(_:)`: the pointer's shape over the view, the
    /// innermost view's that sets one.
    public func pointerStyle(_ style: PointerStyle?) -> ModifiedContent<Self, _HoverModifier> {
        modifier(_HoverModifier(hover: HoverAction(style: style)))
    }
}

/// What a view does with the pointer over it: tells it where the pointer
/// is, in `space` (each place while it is over it, where continuous) or
/// only that it came and left, or gives the pointer its shape.
struct HoverAction {
    /// The space a continuous hover's places are in; nil for `onHover`,
    /// which hears only the pointer come and go.
    let space: CoordinateSpace?
    let perform: ((HoverPhase) -> Void)?
    /// The pointer's shape over the view; nil where it leaves it to the
    /// views around it.
    let style: PointerStyle?

    init(space: CoordinateSpace?, perform: @escaping (HoverPhase) -> Void) {
        self.space = space
        self.perform = perform
        style = nil
    }

    init(style: PointerStyle?) {
        space = nil
        perform = nil
        self.style = style
    }
}
