/// A row with swipe actions: the row over the buttons of the edge its swipe
/// shows, as UITableView draws a swiped row. The buttons are made only
/// while a swipe shows them, so that no hidden button takes the keyboard's
/// focus or is told to assistive tools; the row slides over them, and what
/// slides past the row's place is cut off.
struct ListRowSwipeNode: NodeKind {
    let handle: ListRowSwipeHandle
    /// The edge whose buttons are its first children, the row after them.
    let revealed: HorizontalEdge?

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        let swipe = TapAction(perform: {}, disclosure: nil, control: .swipedRow(handle))
        let drawn = presentation.addTap(node.id, swipe, on: node.children, in: scope)
        return presentation.addFramedGroup(node.id, in: scope, drawn) { [handle] frame in
            handle.shown == 0 ? nil : .clip(.rectangle, frame: frame)
        }
    }

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        guard let row = children.last else { return Size(width: 0, height: 0) }
        return pass.size(of: row, proposal)
    }

    /// The row in the bounds; each button as wide as it asks, as tall as
    /// the row, from the edge inward: the first nearest the edge, as iOS
    /// puts it.
    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        guard let row = children.last else { return }
        pass.place(row, ProposedViewSize(width: bounds.width, height: bounds.height), at: Point(x: bounds.minX, y: bounds.minY))
        var edge = revealed == .leading ? bounds.minX : bounds.maxX
        for button in children.dropLast() {
            let asked = ProposedViewSize(width: nil, height: bounds.height)
            // Whole points, so that the row resting open meets them on the pixel grid.
            let width = pass.size(of: button, asked).width.rounded(.up)
            if revealed == .trailing { edge -= width }
            pass.place(button, ProposedViewSize(width: width, height: bounds.height), at: Point(x: edge, y: bounds.minY))
            if revealed == .leading { edge += width }
        }
        // The pointer's swipe rests open as wide as they are.
        handle.revealedWidth = abs(edge - (revealed == .leading ? bounds.minX : bounds.maxX))
    }
}

/// A swipe action's button as iOS draws it: its title in white on its
/// tint, gray where none is set, red where its role is destructive, as
/// tall as the row and no narrower than UIKit's.
struct SwipeActionButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.white)
            .padding(.horizontal, 15)
            .frame(minWidth: 74, maxWidth: .infinity, maxHeight: .infinity)
            .background(SwipeActionFill(role: configuration.role))
    }
}

/// The fill behind a swipe action's title.
private struct SwipeActionFill: ShapeStyle {
    var role: ButtonRole?

    func _paint(in environment: EnvironmentValues) -> Paint {
        role == .destructive ? .color(.red) : environment.tintPaint ?? .color(.gray)
    }
}

extension _ResolveContext {
    /// The edge whose buttons the swipe of the row `id` shows, if any: the
    /// row is made again as a swipe shows another edge or none.
    mutating func swipedEdge(of id: ViewID) -> HorizontalEdge? {
        read(.press, id)
        return graph.swipedRow.flatMap { $0.row == id ? $0.edge : nil }
    }
}
