// `background` and `overlay` in a style: a shape, or the view's frame,
// filled behind or over the view and the view's size, as
// `background(_:in:fillStyle:)`, `background(_:ignoresSafeAreaEdges:)` and
// their overlays are in SwiftUI.

extension View {
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _LayerModifier<_ShapeView<T, S>>> {
        background(shape.fill(style, style: fillStyle))
    }

    /// The shape in the background style, the system's background.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _LayerModifier<_ShapeView<T, BackgroundStyle>>> {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// The view's frame filled with `style`. The safe area's insets are
    /// none here, as a `GeometryReader` reads them: the edges change nothing.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, _LayerModifier<_ShapeView<Rectangle, S>>> {
        background(style, in: Rectangle())
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _LayerModifier<_ShapeView<T, S>>> {
        overlay(shape.fill(style, style: fillStyle))
    }

    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> ModifiedContent<Self, _LayerModifier<_ShapeView<Rectangle, S>>> {
        overlay(style, in: Rectangle())
    }
}
