/// SwiftUI's `Spacer`: in a stack, as long along the stack as it is
/// offered, and never shorter than `minLength`; across it, nothing. It
/// takes its axis from the stack it is in; outside any, it takes both.
public struct Spacer: _PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        // SwiftUI's spacing between two views where nothing says otherwise.
        let least = minLength.map { $0.isFinite ? max($0, 0) : 0 } ?? 8
        return [_ViewNode(id, SpacerNode(axis: context.stackAxis, minLength: least))]
    }
}

struct SpacerNode: NodeKind {
    /// The stack's axis; nil outside a stack.
    var axis: Axis?
    var minLength: Double

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        func along(_ offered: Double?) -> Double { max(offered ?? minLength, minLength) }
        switch axis {
        case .horizontal?: return Size(width: along(proposal.width), height: 0)
        case .vertical?: return Size(width: 0, height: along(proposal.height))
        case nil: return Size(width: along(proposal.width), height: along(proposal.height))
        }
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {}

    /// A stack offers a spacer what the others leave, as SwiftUI's does.
    func layoutPriority(children: [_ViewNode]) -> Double { -.infinity }

    /// A spacer sits flush with its neighbours along its axis.
    func spacing(children: [_ViewNode], in pass: inout LayoutPass) -> ViewSpacing {
        switch axis {
        case .horizontal?: ViewSpacing(top: nil, leading: 0, bottom: nil, trailing: 0)
        case .vertical?: ViewSpacing(top: 0, leading: nil, bottom: 0, trailing: nil)
        case nil: .zero
        }
    }

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] { [] }
}
