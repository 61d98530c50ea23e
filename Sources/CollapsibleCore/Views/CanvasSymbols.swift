/// A canvas's symbols, each view tagged among them drawn at its own size,
/// in a host of their own: what `resolveSymbol(id:)` finds by its tag.
/// They are made with the canvas, in its colour scheme.
final class CanvasSymbols {
    private let symbols: [AnyHashable: GraphicsContext.ResolvedSymbol]

    init<Symbols: View>(_ view: Symbols, resources: DrawingResources) {
        guard !(view is EmptyView), let measure = resources.textMeasure else {
            symbols = [:]
            return
        }
        // Each at its own size, in a window as large as any may want.
        let laidOut = ZStack(alignment: .topLeading) { view.fixedSize() }
        var host = LiveView(laidOut, size: Size(width: 16384, height: 16384), measure: measure,
                            diagnostics: resources.warnings.diagnostics, isStill: true)
        host.colorScheme = resources.environment.colorScheme
        let items = host.displayList(scale: 1).items
        var found: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for (tag, node) in Self.tagged(in: host.root) {
            var inside: Set<ViewID> = []
            Self.collect(node, into: &inside)
            let frame = host.layouts.frames[node.id] ?? Rect(x: 0, y: 0, width: 0, height: 0)
            // Its own coordinates, from its top leading corner.
            let own = DisplayItem(id: node.id, frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height),
                                  content: .effect(.transform(CGAffineTransform(translationX: -frame.x, y: -frame.y)),
                                                   items.filter { inside.contains($0.id) }))
            found[tag] = GraphicsContext.ResolvedSymbol(items: [own], size: CGSize(width: frame.width, height: frame.height))
        }
        symbols = found
    }

    subscript(tag: AnyHashable) -> GraphicsContext.ResolvedSymbol? { symbols[tag] }

    /// The outermost tagged nodes, with their tags.
    private static func tagged(in node: _ViewNode) -> [(AnyHashable, _ViewNode)] {
        if let tag = (node.kind as? TagNode)?.tag { return [(tag, node)] }
        return node.children.flatMap { tagged(in: $0) }
    }

    private static func collect(_ node: _ViewNode, into ids: inout Set<ViewID>) {
        ids.insert(node.id)
        for child in node.children { collect(child, into: &ids) }
    }
}
