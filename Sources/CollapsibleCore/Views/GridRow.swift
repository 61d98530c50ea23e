/// SwiftUI's `GridRow`: a row of a `Grid`, each view in it a cell, lined
/// up down the row by `alignment`, else the grid's. Outside a grid it is
/// its views, as a `Group` is.
public struct GridRow<Content: View>: _PrimitiveView {
    var alignment: VerticalAlignment?
    var content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        [_ViewNode(id, GridRowNode(alignment: alignment, inGrid: false), content._resolve(in: &context, at: id.child(0)))]
    }
}

/// A row: in a grid, its frame is the row's, all it is offered, and the
/// grid places its cells; outside one, a wrapper.
struct GridRowNode: NodeKind {
    var alignment: VerticalAlignment?
    var inGrid: Bool

    /// `nodes`, the subviews of a grid's layout, each row among them left
    /// to the grid.
    static func inGrid(_ nodes: [_ViewNode]) -> [_ViewNode] {
        nodes.map { row in
            guard let kind = row.kind as? GridRowNode, !kind.inGrid else { return row }
            return _ViewNode(row.id, GridRowNode(alignment: kind.alignment, inGrid: true), row.children)
        }
    }

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        inGrid ? proposal.replacingUnspecifiedDimensions(by: .zero) : pass.size(ofTogether: children, proposal)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        guard !inGrid else { return }
        pass.placeTogether(children, offered: proposal, in: bounds, alignment: .center)
    }
}
