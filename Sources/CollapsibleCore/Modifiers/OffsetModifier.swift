/// `offset(x:y:)`: the view drawn moved, where layout leaves its frame;
/// what is around it does not move. The offset is animatable data, as
/// SwiftUI's, so a view coming in with an offset transition moves too.
public struct _OffsetEffect: _PrimitiveModifier {
    var offset: CGSize

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        var offset = offset
        if !offset.width.isFinite || !offset.height.isFinite {
            context.warn("offset(x: \(offset.width), y: \(offset.height)): a view can only be moved by a finite distance; it stays in place")
            offset = CGSize(width: 0, height: 0)
        }
        let shown = context.animatable(AnimatablePair(offset.width, offset.height), at: id)
        return context.wrap(content, at: id, in: OffsetNode(offset: CGSize(width: shown.first, height: shown.second)))
    }
}

extension View {
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetEffect> {
        modifier(_OffsetEffect(offset: offset))
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetEffect> {
        offset(CGSize(width: x, height: y))
    }
}

/// Lays its content out in its own frame, then moved.
struct OffsetNode: NodeKind {
    var offset: CGSize

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        let moved = Rect(x: bounds.x + offset.width, y: bounds.y + offset.height, width: bounds.width, height: bounds.height)
        pass.placeTogether(children, offered: proposal, in: moved, alignment: .center)
    }
}
