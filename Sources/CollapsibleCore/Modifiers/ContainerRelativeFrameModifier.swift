/// `containerRelativeFrame`: a frame whose length on the axes named is
/// worked out from the nearest container's (the window's, or that of a
/// view that is one, `LayoutPass.withinContainer`), and the content placed
/// in it by `alignment`; on the other axes the content's own.
public struct _ContainerRelativeFrameModifier: _PrimitiveModifier {
    var axes: Axis.Set
    var alignment: Alignment
    var length: (CGFloat, Axis) -> CGFloat

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: ContainerRelativeFrameNode(axes: axes, alignment: alignment, length: length))
    }
}

extension View {
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
        -> ModifiedContent<Self, _ContainerRelativeFrameModifier> {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// `count` columns (or rows) of the container, `spacing` apart; the
    /// view `span` of them and the spacing between. A count or span below
    /// one is one.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> ModifiedContent<Self, _ContainerRelativeFrameModifier> {
        let (count, span) = (Double(max(count, 1)), Double(max(span, 1)))
        let spacing = spacing.isFinite ? spacing : 0
        return modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            (length - spacing * (count - 1)) / count * span + spacing * (span - 1)
        })
    }

    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat)
        -> ModifiedContent<Self, _ContainerRelativeFrameModifier> {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

/// A fixed frame whose lengths come from the container's: offered
/// nothing about the window, the view's proposal stands for it.
struct ContainerRelativeFrameNode: NodeKind {
    var axes: Axis.Set
    var alignment: Alignment
    var length: (CGFloat, Axis) -> CGFloat

    private func frame(_ proposal: ProposedViewSize, in pass: LayoutPass) -> FrameNode {
        func fixed(_ axis: Axis) -> Double? {
            guard axes.contains(axis), let container = pass.containerSize?[axis] ?? proposal[axis] else { return nil }
            let made = length(container, axis)
            return made.isFinite ? max(made, 0) : nil
        }
        return FrameNode(width: fixed(.horizontal), height: fixed(.vertical), alignment: alignment)
    }

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        frame(proposal, in: pass).size(fitting: proposal, children: children, in: &pass)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        frame(proposal, in: pass).place(children, in: bounds, offered: proposal, pass: &pass)
    }

    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? {
        frame(proposal, in: pass).explicitGuide(guide, children: children, proposal: proposal, in: &pass)
    }
}
