/// SwiftUI's `GeometryReader`: it takes all the space it is offered and
/// makes its content from its own size and place, laid out from its top
/// leading corner. The content is made with the size of the last layout,
/// and made and laid out again until the two agree, before anything is
/// drawn (see `LiveView`).
public struct GeometryReader<Content: View>: _PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let proxy = context.geometryProxy(at: id)
        let made = context.stacking(along: nil) { context in
            context.tracking(.walk) { content(proxy) }._resolve(in: &context, at: id.child(0))
        }
        return [_ViewNode(id, GeometryReaderNode(id: id), made)]
    }
}

/// Takes all it is offered; its content is offered the same and placed at
/// its top leading corner.
struct GeometryReaderNode: NodeKind {
    /// The reader's own view, whose safe area the pass notes.
    let id: ViewID

    /// The reader is as large as offered, whatever its content: the
    /// content's guides stay inside it.
    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? { nil }

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        pass.placeReader(id, at: bounds)
        pass.placeTogether(children, offered: ProposedViewSize(width: bounds.width, height: bounds.height), in: bounds,
                           alignment: .topLeading)
    }
}
