/// A sheet over the window: the window dimmed behind it, as UIKit's dimming
/// view does, and the panel risen from the bottom. A click on the dimmed
/// window and Escape dismiss it, unless its content disables that.
struct SheetLayer<Content: View>: View {
    var style: SheetStyle
    var settings: PresentationSettings
    var dismiss: () -> Void
    var content: Content

    var body: some View {
        let dismissable = { [settings, dismiss] in
            if !settings.interactiveDismissDisabled { dismiss() }
        }
        ZStack {
            Backdrop(dimming: style == .sheet ? SheetGeometry.dimming : 0, tap: dismissable,
                     barrier: ModalBarrier(escape: dismissable))
            SheetPanel(style: style, settings: settings, dismiss: dismiss, content: content)
        }
    }
}

/// The sheet's panel: its background, its grabber where it shows one, and
/// the content, placed by `SheetGeometry` in the window.
struct SheetPanel<Content: View>: _PrimitiveView {
    var style: SheetStyle
    var settings: PresentationSettings
    var dismiss: () -> Void
    var content: Content

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        // The content first: what it sets of the sheet shapes the sheet.
        let inside = content._resolve(in: &context, at: id.child(2))
        let grabs = style == .sheet && (settings.dragIndicator == .visible || settings.dragIndicator == .automatic && settings.detents.count > 1)
        let shape = RoundedRectangle(cornerRadius: style == .sheet ? SheetGeometry.cornerRadius : 0)
        var children = shape.fill(Color(uiColor: SheetGeometry.background))._resolve(in: &context, at: id.child(0))
        if grabs { children += Capsule().fill(Color(uiColor: .tertiaryLabel))._resolve(in: &context, at: id.child(1)) }
        children += inside
        // A cover is no sheet to pull down.
        let handle = style == .sheet ? SheetHandle(dismiss: dismiss, isDismissable: !settings.interactiveDismissDisabled,
                                                   style: style, detents: settings.detents) : nil
        let letGo = context.letGo(of: id)
        let node = SheetPanelNode(style: style, detents: settings.detents, progress: context.environment.presentationProgress,
                                  letGo: letGo, grabs: grabs,
                                  drag: handle.map { TapAction(perform: {}, disclosure: nil, control: .sheet($0)) })
        return [_ViewNode(id, node, children)]
    }
}

struct SheetPanelNode: NodeKind {
    var style: SheetStyle
    var detents: Set<PresentationDetent>
    var progress: Double
    /// How far the pointer had pulled the panel down where it let it go to
    /// dismiss it: the panel leaves from there.
    var letGo: Double
    var grabs: Bool
    /// A sheet's, which a press on no control of its content drags down.
    var drag: TapAction?

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        guard let drag, let handle = drag.control?.sheet else { return presentation.add(node.children, in: scope) }
        let drawn = presentation.addTap(node.id, drag, on: node.children, in: scope)
        return presentation.addFramedGroup(node.id, in: scope, drawn) { _ in
            handle.shown == 0 ? nil : .transform(CGAffineTransform(translationX: 0, y: handle.shown))
        }
    }

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        guard children.count >= 2 else { return }
        let geometry = SheetGeometry(window: bounds, style: style, detents: detents)
        // Risen as far as the motion has come: from below the window's
        // bottom edge, or, let go, from where the pointer left it.
        let drop = progress * letGo + (1 - progress) * (bounds.maxY - geometry.panel.minY)
        let panel = geometry.panel.offsetBy(dx: 0, dy: drop)
        let background = geometry.background.offsetBy(dx: 0, dy: drop)
        pass.place(children[0], ProposedViewSize(width: background.width, height: background.height),
                   at: Point(x: background.x, y: background.y))
        if grabs {
            let grabber = SheetGeometry.grabber
            pass.place(children[1], ProposedViewSize(width: grabber.width, height: grabber.height),
                       at: Point(x: panel.midX - grabber.width / 2, y: panel.minY + SheetGeometry.grabberInset))
        }
        let content = children.dropFirst(grabs ? 2 : 1)
        pass.placeTogether(content, offered: ProposedViewSize(width: panel.width, height: panel.height), in: panel, alignment: .center)
    }

}

extension _ResolveContext {
    /// How far the pointer had pulled the sheet `id` down where it let it
    /// go to dismiss it; 0 for a sheet not let go. The panel is made again
    /// as it is let go.
    fileprivate mutating func letGo(of id: ViewID) -> Double {
        read(.press, id)
        return graph.sheetLetGo.flatMap { $0.sheet == id ? $0.pull : nil } ?? 0
    }
}
