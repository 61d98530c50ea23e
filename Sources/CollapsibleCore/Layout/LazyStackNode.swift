/// A lazy stack's rows along its axis: only those made, each where the
/// rows before it, measured or estimated, put it, and the stack as long as
/// all of them. It measures each row it places, which corrects the
/// estimate of the rows not made. Assistive tools see a group.
struct LazyStackNode: NodeKind {
    let axis: Axis
    let alignment: Alignment
    /// The row each child belongs to.
    let rows: [Int]
    let sizes: LazyRowSizes
    /// The scroll view whose content holds the stack.
    let scroller: ViewID

    private func rowProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
    }

    private func along(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    private func across(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }

    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? { nil }

    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        let offer = rowProposal(proposal)
        var widest = 0.0
        for (row, length) in measure(children, offer, in: &pass) {
            sizes.measured(row, length.along, at: offer)
            widest = max(widest, length.across)
        }
        let total = sizes.total(at: offer)
        return axis == .vertical ? Size(width: widest, height: total) : Size(width: total, height: widest)
    }

    /// Each row made, with its length along the stack and across it: the
    /// nodes of one row one after the other.
    private func measure(_ children: [_ViewNode], _ offer: ProposedViewSize, in pass: inout LayoutPass) -> [(Int, (along: Double, across: Double))] {
        var measured: [(Int, (along: Double, across: Double))] = []
        for (child, row) in zip(children, rows) where child.kind.takesSpace {
            let size = pass.size(of: child, offer)
            if let last = measured.last, last.0 == row {
                measured[measured.count - 1].1 = (last.1.along + sizes.spacing + along(size), max(last.1.across, across(size)))
            } else {
                measured.append((row, (along(size), across(size))))
            }
        }
        return measured
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        if let content = pass.frames[ScrollViewNode.contentID(of: scroller)] {
            sizes.origin = axis == .vertical ? bounds.y - content.y : bounds.x - content.x
        }
        sizes.placed(at: rowProposal(proposal))
        let offer = rowProposal(ProposedViewSize(width: bounds.width, height: bounds.height))
        var next: (row: Int, at: Double)?
        for (child, row) in zip(children, rows) {
            let size = pass.size(of: child, offer)
            let start = next.flatMap { $0.row == row ? $0.at : nil } ?? sizes.start(of: row)
            next = (row, start + along(size) + sizes.spacing)
            let origin: Point
            switch axis {
            case .vertical:
                let x = alignment.origin(of: size, in: Rect(x: bounds.x, y: 0, width: bounds.width, height: size.height)).x
                origin = Point(x: x, y: bounds.y + start)
            case .horizontal:
                let y = alignment.origin(of: size, in: Rect(x: 0, y: bounds.y, width: size.width, height: bounds.height)).y
                origin = Point(x: bounds.x + start, y: y)
            }
            pass.place(child, offer, at: origin)
        }
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        walk.group(node, said: said)
    }
}
