/// SwiftUI's `LayoutSubview`: one view a `Layout` arranges, which it asks
/// for sizes and places.
public struct LayoutSubview: Equatable {
    let node: _ViewNode
    /// Its place among the layout's subviews.
    let index: Int
    let call: LayoutCall

    /// The size the subview chooses when offered `proposal`. A length that
    /// is no number is taken as none said, and one below zero as zero.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let proposal = sound(proposal)
        return call.measuring("sizeThatFits") { $0.size(of: node, proposal) } ?? .zero
    }

    /// The subview's size offered `proposal`, with the guides it sets.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let proposal = sound(proposal)
        return call.measuring("dimensions(in:)") { $0.dimensions(of: node, proposal) }
            ?? ViewDimensions(width: 0, height: 0, explicit: [:])
    }

    /// Where `guide` runs in the subview offered `proposal`, from its top
    /// leading corner: what a built-in stack lines its subviews up by.
    func guide(_ guide: AlignmentGuide, _ proposal: ProposedViewSize) -> Double {
        call.measuring("an alignment guide") { $0.guide(guide, of: node, proposal) } ?? 0
    }

    /// Puts the subview's `anchor` at `position`, offered `proposal`. The
    /// last place given counts; a subview given none sits at the centre of
    /// the layout, offered what the layout was, as in SwiftUI. A position
    /// that is no finite number leaves the subview there too, with a line.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        guard index < call.placements.count else {
            return call.warn(about: "place", "a subview of the layout at \(call.id) was placed outside placeSubviews; it stays where it was placed last")
        }
        guard position.x.isFinite, position.y.isFinite, anchor.x.isFinite, anchor.y.isFinite else {
            return call.warn(about: "position", "a subview of the layout at \(call.id) was placed at (\(position.x), \(position.y)) by the anchor (\(anchor.x), \(anchor.y)); it sits at the layout's centre")
        }
        let proposal = sound(proposal)
        // A corner at the subview's top leading one, as most layouts place
        // theirs, needs no size to find its origin.
        let size = anchor == .topLeading ? CGSize.zero : sizeThatFits(proposal)
        call.placements[index] = (Point(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height), proposal)
    }

    /// The subview's `layoutPriority`; a `Spacer`'s is the lowest there is.
    public var priority: Double {
        let priority = node.kind.layoutPriority(children: node.children)
        return priority.isNaN ? 0 : priority
    }

    /// The space the subview likes beside each of its edges.
    public var spacing: ViewSpacing {
        call.measuring("spacing") { $0.spacing(of: node) } ?? ViewSpacing()
    }

    /// The value the subview sets for `key`, else the key's default.
    public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        node.kind.layoutValue(ObjectIdentifier(key), children: node.children) as? Key.Value ?? Key.defaultValue
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }

    /// `proposal` with a length that is no number taken as none, told once.
    private func sound(_ proposal: ProposedViewSize) -> ProposedViewSize {
        guard proposal.width?.isNaN == true || proposal.height?.isNaN == true else { return proposal }
        call.warn(about: "NaN", "the layout at \(call.id) offered a subview a size that is no number; the subview takes it as no size said")
        return ProposedViewSize(width: proposal.width.flatMap { $0.isNaN ? nil : $0 },
                                height: proposal.height.flatMap { $0.isNaN ? nil : $0 })
    }
}
