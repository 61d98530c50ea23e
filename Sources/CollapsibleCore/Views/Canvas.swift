/// SwiftUI's `Canvas`: a view that draws with its renderer, handed a
/// `GraphicsContext` and its size, and takes whatever size it is offered.
/// What the renderer draws becomes items of the display list, in the
/// canvas's own coordinates and clipped to it, which cairo paints with the
/// rest of the frame; a partial repaint redraws no more of it than changed.
/// The renderer runs when the views are made, for the size of the last
/// layout, and again whenever the canvas's body or frame changes. `opaque`,
/// `colorMode` and `rendersAsynchronously` are taken and change nothing:
/// every canvas is drawn as a non-opaque one in sRGB, with the frame.
/// Its `symbols` are views tagged with `tag(_:)`, each drawn at its own
/// size wherever the renderer draws what `resolveSymbol(id:)` finds.
public struct Canvas<Symbols: View>: _PrimitiveView {
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let frame = context.readerFrame(at: id)
        let size = CGSize(width: frame.width, height: frame.height)
        // Before its first layout a canvas has no size: nothing to draw yet.
        if size.width > 0, size.height > 0 {
            let resources = context.drawingResources
            let recording = CanvasRecording(id: id, size: size, resources: resources, symbols: CanvasSymbols(symbols, resources: resources))
            var graphics = GraphicsContext(recording)
            context.tracking(.walk) { renderer(&graphics, size) }
            recording.finish()
            return [_ViewNode(id, CanvasNode(items: recording.items, size: size))]
        }
        return [_ViewNode(id, CanvasNode(items: [], size: size))]
    }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

/// Takes whatever size it is offered, as a shape does, and draws what its
/// renderer recorded, clipped to its frame.
struct CanvasNode: NodeKind {
    var items: [DisplayItem]
    /// The size the renderer drew for.
    var size: Size

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {}

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        return presentation.addLeaf(node.id, .effect(.clip(.rectangle, frame: bounds), items), in: scope, isLocal: true)
    }
}
