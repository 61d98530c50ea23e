/// `frame(width:height:alignment:)`: fixes the axes it names; nil leaves
/// that axis to the content.
public struct _FrameLayout: _PrimitiveModifier {
    var width, height: CGFloat?
    var alignment: Alignment

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: .frame(width: width, height: height, alignment: alignment))
    }
}

public struct _PaddingLayout: _PrimitiveModifier {
    var insets: EdgeInsets

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: .padding(insets))
    }
}

/// `overlay` and `background`: another view the size of this one, over or
/// under it. The view modified still decides the size.
public struct _LayerModifier<Layer: View>: _PrimitiveModifier {
    var layer: Layer
    var order: _ViewNode.LayerOrder
    var alignment: Alignment

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let primary = content._resolve(in: &context, at: id.child(0))
        return primary.enumerated().map { index, node in
            let nodeID = primary.count == 1 ? id : id.element(index)
            let layered = layer._resolve(in: &context, at: nodeID.child(1))
            return _ViewNode(nodeID, .layer(order, alignment), [node] + layered)
        }
    }
}

public struct _ShadowEffect: _PrimitiveModifier {
    var shadow: Shadow

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: .shadow(shadow))
    }
}

public struct _OpacityEffect: _PrimitiveModifier {
    var opacity: Double

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: .opacity(min(max(opacity.isNaN ? 1 : opacity, 0), 1)))
    }
}

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        // SwiftUI warns of a negative or non-finite dimension and lays out
        // the nearest sound one: none, or 0.
        func sound(_ length: CGFloat?) -> CGFloat? { length.flatMap { $0.isFinite ? max($0, 0) : nil } }
        return modifier(_FrameLayout(width: sound(width), height: sound(height), alignment: alignment))
    }

    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(insets: insets))
    }

    /// nil is SwiftUI's default padding, 16 on every platform.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        // Negative padding pulls the edges in, as in SwiftUI; a non-finite one is none.
        let l = length.map { $0.isFinite ? $0 : 0 } ?? 16
        return padding(EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                  bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> { padding(.all, length) }

    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self, _LayerModifier<Overlay>> {
        modifier(_LayerModifier(layer: overlay, order: .overlay, alignment: alignment))
    }

    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<Self, _LayerModifier<Background>> {
        modifier(_LayerModifier(layer: background, order: .background, alignment: alignment))
    }

    /// So that `.background(.gray)` finds the colour.
    public func background(_ color: Color) -> ModifiedContent<Self, _LayerModifier<Color>> {
        modifier(_LayerModifier(layer: color, order: .background, alignment: .center))
    }

    /// SwiftUI's default shadow colour is black at 33 %, in both schemes.
    public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _ShadowEffect> {
        modifier(_ShadowEffect(shadow: Shadow(color: color, radius: max(radius, 0), offset: Point(x: x, y: y))))
    }

    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
        modifier(_OpacityEffect(opacity: opacity))
    }
}
