/// SwiftUI's `LayoutSubviews`: the views a `Layout` arranges, in the order
/// written, as a random-access collection of `LayoutSubview`s; a slice
/// keeps its subviews' indices.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let nodes: [_ViewNode]
    let call: LayoutCall
    /// The positions of `nodes` this collection holds, where it is a slice
    /// or a pick of them.
    private let picked: [Int]?
    public let startIndex: Int
    public let endIndex: Int

    init(_ nodes: [_ViewNode], call: LayoutCall) {
        self.init(nodes, call: call, picked: nil, bounds: nodes.indices)
    }

    private init(_ nodes: [_ViewNode], call: LayoutCall, picked: [Int]?, bounds: Range<Int>) {
        (self.nodes, self.call, self.picked) = (nodes, call, picked)
        (startIndex, endIndex) = (bounds.lowerBound, bounds.upperBound)
    }

    public var layoutDirection: LayoutDirection { .leftToRight }

    public subscript(index: Int) -> LayoutSubview {
        let position = picked?[index] ?? index
        return LayoutSubview(node: nodes[position], index: position, call: call)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes, call: call, picked: picked, bounds: bounds)
    }

    // A range is a slice whatever its kind, never a pick: `subviews[1...]`
    // would otherwise be read as the endless sequence 1, 2, 3...
    public subscript(bounds: ClosedRange<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }

    public subscript(bounds: PartialRangeFrom<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }

    public subscript(bounds: PartialRangeUpTo<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }

    public subscript(bounds: PartialRangeThrough<Int>) -> LayoutSubviews { self[bounds.relative(to: self)] }

    /// The subviews at `indices`, in their order, indexed from zero.
    public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
        let positions = indices.map { picked?[$0] ?? $0 }
        return LayoutSubviews(nodes, call: call, picked: positions, bounds: positions.indices)
    }

    // The framework's own stacks ask through these, by index, with no
    // proxy made for each question: a stack asks each subview a few sizes
    // at every measure, and its proposals are sound already.

    /// The subviews' nodes, where they are a range of the layout's in
    /// order; nil for a pick.
    var nodesInOrder: ArraySlice<_ViewNode>? { picked == nil ? nodes[startIndex..<endIndex] : nil }

    /// Whether they are the very `nodes`, in order, that a layout kept what
    /// it worked out for: a subview's answers never change while it stands.
    func areTheSame(as nodes: ArraySlice<_ViewNode>) -> Bool {
        guard let mine = nodesInOrder else { return false }
        return mine.count == nodes.count && zip(mine, nodes).allSatisfy { $0 === $1 }
    }

    private func node(_ index: Int) -> (node: _ViewNode, position: Int) {
        let position = picked?[index] ?? index
        return (nodes[position], position)
    }

    /// The size of the subview at `index` offered `proposal`.
    func size(_ index: Int, _ proposal: ProposedViewSize) -> Size {
        guard let pass = call.pass else { return self[index].sizeThatFits(proposal) }
        return pass.pointee.size(of: node(index).node, proposal)
    }

    /// Where `guide` runs in the subview at `index` offered `proposal`.
    func guide(_ guide: AlignmentGuide, _ index: Int, _ proposal: ProposedViewSize) -> Double {
        guard let pass = call.pass else { return self[index].guide(guide, proposal) }
        return pass.pointee.guide(guide, of: node(index).node, proposal)
    }

    /// The top leading corner of the subview at `index`, offered `proposal`.
    func place(_ index: Int, at origin: Point, proposal: ProposedViewSize) {
        let position = node(index).position
        guard position < call.placements.count else { return self[index].place(at: origin, proposal: proposal) }
        call.placements[position] = (origin, proposal)
    }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }
    }
}
