/// `clipShape(_:style:)` and `cornerRadius(_:)`: the view drawn only inside
/// a shape's outline in its frame, by the style's fill rule: an outline
/// that crosses itself clips out its holes with `eoFill`. As in SwiftUI,
/// what the clip cuts away is still hit: `contentShape` bounds the hits.
public struct _ClipEffect<ClipShape: Shape>: _PrimitiveModifier {
    var shape: ClipShape
    var style = FillStyle()
    var reach = Presentation.FramedGroup.Reach.drawing

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: ClipNode(outline: shape.outline(in: &context, at: id), style: style, reach: reach))
    }
}

extension View {
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _ClipEffect<S>> {
        modifier(_ClipEffect(shape: shape, style: style))
    }

    /// A clip to a rounded rectangle, as SwiftUI's.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _ClipEffect<RoundedRectangle>> {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// A clip to the view's frame.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _ClipEffect<Rectangle>> {
        clipShape(Rectangle())
    }

    /// A clip to the view's frame that cuts away hits too: a container's
    /// viewport, as a UIKit view's bounds are for the views it holds.
    func clippedWithHits() -> ModifiedContent<Self, _ClipEffect<Rectangle>> {
        modifier(_ClipEffect(shape: Rectangle(), reach: .drawingAndHits))
    }
}

/// Draws its content clipped to the outline in its frame as drawn at each frame.
struct ClipNode: NodeKind {
    var outline: ShapeOutline
    var style: FillStyle
    var reach: Presentation.FramedGroup.Reach

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let children = presentation.add(node.children, in: scope)
        return presentation.addFramedGroup(node.id, in: scope, children, reach: reach) { [outline, style] frame in
            outline.clip(in: frame, style: style)
        }
    }
}

extension ShapeOutline {
    /// A clip to the outline laid over `frame`, by `style`'s fill rule.
    func clip(in frame: Rect, style: FillStyle) -> Effect {
        switch self {
        case .kind(let builtIn): .clip(builtIn, frame: frame, style: style)
        case .path(let path): .clip(.path(path(CGRect(x: 0, y: 0, width: frame.width, height: frame.height))), frame: frame, style: style)
        }
    }
}
