/// One of the lines views are aligned by: a horizontal alignment's is an x,
/// a vertical one's a y, from the view's top leading corner.
enum AlignmentGuide: Hashable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    /// Every guide a view may set: the framework's, and each that an
    /// `alignmentGuide` named, as it was made.
    nonisolated(unsafe) static var known: [AlignmentGuide] = [
        .horizontal(.leading), .horizontal(.center), .horizontal(.trailing),
        .vertical(.top), .vertical(.center), .vertical(.bottom), .vertical(.firstTextBaseline), .vertical(.lastTextBaseline),
    ]

    var isBaseline: Bool { self == .vertical(.firstTextBaseline) || self == .vertical(.lastTextBaseline) }

    /// Makes `guide` one that dimensions tell of.
    static func know(_ guide: AlignmentGuide) {
        if !known.contains(guide) { known.append(guide) }
    }

    /// Where the guide runs in a view of `size` that sets no value of its own.
    func defaultValue(in size: Size) -> Double {
        switch self {
        case .horizontal(let alignment): alignment.key.defaultValue(in: size, along: .horizontal)
        case .vertical(let alignment): alignment.key.defaultValue(in: size, along: .vertical)
        }
    }
}

/// SwiftUI's `ViewDimensions`: a view's size and where its guides run, as
/// an `alignmentGuide`'s computation is handed them.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat
    /// The guides the view sets itself.
    let explicit: [AlignmentGuide: Double]

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? AlignmentGuide.horizontal(guide).defaultValue(in: Size(width: width, height: height))
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? AlignmentGuide.vertical(guide).defaultValue(in: Size(width: width, height: height))
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit[.horizontal(guide)] }

    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit[.vertical(guide)] }
}

extension LayoutPass {
    /// Where `guide` runs in `node` offered `proposal`, from its top leading
    /// corner: the value it sets, else the default for its size.
    mutating func guide(_ guide: AlignmentGuide, of node: _ViewNode, _ proposal: ProposedViewSize) -> Double {
        let chosen = size(of: node, proposal)
        return explicitGuide(guide, of: node, proposal) ?? guide.defaultValue(in: chosen)
    }

    /// The value of `guide` that `node` offered `proposal` sets, if any. A
    /// text sets its baselines: those are asked of any node.
    mutating func explicitGuide(_ guide: AlignmentGuide, of node: _ViewNode, _ proposal: ProposedViewSize) -> Double? {
        guard node.holdsGuides || guide.isBaseline else { return nil }
        return node.kind.explicitGuide(guide, children: node.children, proposal: proposal, in: &self)
    }

    /// The guide a wrapper's one child sets, for a wrapper that places it
    /// in its own frame: nil where it has several children.
    mutating func explicitGuide(_ guide: AlignmentGuide, ofOnly children: [_ViewNode], _ proposal: ProposedViewSize) -> Double? {
        guard children.count == 1 else { return nil }
        return explicitGuide(guide, of: children[0], proposal)
    }

    /// Where a frame puts `child`, offered `proposal`, inside `bounds`: the
    /// child's guides of `alignment`, its own where it sets them, on the
    /// frame's.
    mutating func origin(of child: _ViewNode, _ proposal: ProposedViewSize, in bounds: Rect, by alignment: Alignment) -> Point {
        let chosen = size(of: child, proposal)
        let origin = alignment.origin(of: chosen, in: bounds)
        let across = explicitGuide(.horizontal(alignment.horizontal), of: child, proposal)
            .map { $0 - AlignmentGuide.horizontal(alignment.horizontal).defaultValue(in: chosen) } ?? 0
        let down = explicitGuide(.vertical(alignment.vertical), of: child, proposal)
            .map { $0 - AlignmentGuide.vertical(alignment.vertical).defaultValue(in: chosen) } ?? 0
        return Point(x: origin.x - across, y: origin.y - down)
    }

    /// Places each of `children`, offered `proposal`, inside `bounds` by
    /// `alignment`, each by its own guides.
    mutating func placeAligned(_ children: [_ViewNode], offered proposal: ProposedViewSize, in bounds: Rect, by alignment: Alignment) {
        for child in children { place(child, proposal, at: origin(of: child, proposal, in: bounds, by: alignment)) }
    }

    /// The guide a frame of `size` sets: its one child's, where the frame
    /// puts the child by `alignment`; nil where the child sets none.
    mutating func explicitGuide(_ guide: AlignmentGuide, ofOnly children: [_ViewNode], _ proposal: ProposedViewSize,
                                framedIn size: Size, by alignment: Alignment) -> Double? {
        guard children.count == 1, let inside = explicitGuide(guide, of: children[0], proposal) else { return nil }
        let origin = self.origin(of: children[0], proposal, in: Rect(x: 0, y: 0, width: size.width, height: size.height), by: alignment)
        switch guide {
        case .horizontal: return origin.x + inside
        case .vertical: return origin.y + inside
        }
    }

    /// The dimensions of `node` offered `proposal`, with every guide it
    /// sets: the framework's and those made from an `AlignmentID` so far.
    mutating func dimensions(of node: _ViewNode, _ proposal: ProposedViewSize) -> ViewDimensions {
        let chosen = size(of: node, proposal)
        var explicit: [AlignmentGuide: Double] = [:]
        for guide in AlignmentGuide.known where node.holdsGuides || guide.isBaseline {
            explicit[guide] = explicitGuide(guide, of: node, proposal)
        }
        return ViewDimensions(width: chosen.width, height: chosen.height, explicit: explicit)
    }
}
