/// `fixedSize(horizontal:vertical:)`: the content is offered nothing on the
/// axes named, and so takes its ideal size there, whatever the views around
/// offer: a `Text` on one line, broken only at its line breaks.
public struct _FixedSizeLayout: _PrimitiveModifier {
    var horizontal, vertical: Bool

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: .fixedSize(horizontal: horizontal, vertical: vertical))
    }
}

extension View {
    public func fixedSize() -> ModifiedContent<Self, _FixedSizeLayout> {
        fixedSize(horizontal: true, vertical: true)
    }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FixedSizeLayout> {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
}

extension ProposedSize {
    /// What a fixed-size view offers its content: nothing on the axes it fixes.
    func fixing(horizontal: Bool, vertical: Bool) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : width, height: vertical ? nil : height)
    }
}
