/// A popover in a window as large as an iPad's: a rounded box by the view
/// it comes from, its arrow pointing at it, the window around it as it
/// was, a click there or Escape dismissing it; a sheet in a smaller one.
struct PopoverLayer<Content: View>: View {
    var regular: Bool
    var anchor: ViewID
    var settings: PresentationSettings
    var dismiss: () -> Void
    var content: Content
    @Environment(\.presentationProgress) private var progress

    var body: some View {
        if regular {
            ZStack {
                Backdrop(dimming: 0, tap: dismiss, barrier: ModalBarrier(escape: dismiss))
                PopoverBox(anchor: anchor) {
                    content.padding(PopoverLayout.padding)
                }
                .opacity(progress)
            }
        } else {
            SheetLayer(style: .sheet, settings: settings, dismiss: dismiss, content: content)
        }
    }
}

/// The box and its arrow, placed by the frame of the view they point at.
struct PopoverBox<Content: View>: _PrimitiveView {
    var anchor: ViewID
    @ViewBuilder var content: Content

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let fill = Color(uiColor: PopoverLayout.background)
        let box = RoundedRectangle(cornerRadius: PopoverLayout.cornerRadius).fill(fill)
            .shadow(color: Color.black.opacity(0.15), radius: 20)
        var children = box._resolve(in: &context, at: id.child(0))
        children += PopoverArrow().fill(fill)._resolve(in: &context, at: id.child(1))
        children += content._resolve(in: &context, at: id.child(2))
        return [_ViewNode(id, PopoverBoxNode(anchor: anchor), children)]
    }
}

/// A triangle whose point is the middle of its top edge.
struct PopoverArrow: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct PopoverBoxNode: NodeKind {
    var anchor: ViewID

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        guard children.count == 3 else { return }
        let margin = PopoverLayout.margin, arrow = PopoverLayout.arrow
        let room = Size(width: max(bounds.width - 2 * margin, 0), height: max(bounds.height - 2 * margin - arrow.height, 0))
        let ideal = pass.size(of: children[2], .unspecified)
        let size = Size(width: min(ideal.width, room.width), height: min(ideal.height, room.height))
        let from = pass.frames[anchor] ?? Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        let x = min(max(from.midX - size.width / 2, bounds.minX + margin), bounds.maxX - margin - size.width)
        let y = min(from.maxY + arrow.height, bounds.maxY - margin - size.height)
        let box = Rect(x: x, y: y, width: size.width, height: size.height)
        let offer = ProposedViewSize(width: size.width, height: size.height)
        pass.place(children[0], offer, at: Point(x: box.x, y: box.y))
        pass.place(children[1], ProposedViewSize(width: arrow.width, height: arrow.height),
                   at: Point(x: from.midX - arrow.width / 2, y: box.minY - arrow.height))
        pass.placeTogether(children[2...], offered: offer, in: box, alignment: .center)
    }
}

enum PopoverLayout {
    static let cornerRadius: Double = 13
    static let padding: Double = 16
    /// The arrow's base and its height.
    static let arrow = Size(width: 26, height: 13)
    /// Between the box and the window's edges.
    static let margin: Double = 8
    static let background = UIColor.secondarySystemGroupedBackground
}
