/// A node's part in layout, SwiftUI's `Layout` protocol over the node's
/// children: the node is offered a size and chooses its own, then places
/// its children inside the frame it was given.
protocol NodeLayout {
    /// The size the node chooses when offered `proposal`.
    func size(fitting proposal: ProposedSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size

    /// Places `children` inside `bounds`, the node's frame; `proposal` is
    /// what the node itself was offered.
    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedSize, pass: inout LayoutPass)

    /// Whether a stack makes room for the node: a view that is leaving
    /// takes none.
    var takesSpace: Bool { get }

    /// Whether the node sets a guide of its own, as `alignmentGuide` does.
    var setsGuides: Bool { get }

    /// Whether where the node's children go follows other views' frames,
    /// as a matched view follows its source's.
    var followsOthers: Bool { get }

    /// The value of `guide` the node sets, from its top leading corner,
    /// when offered `proposal`; nil where the guide is the default for its
    /// size.
    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedSize,
                       in pass: inout LayoutPass) -> Double?
}

extension NodeLayout {
    var takesSpace: Bool { true }

    var setsGuides: Bool { false }

    var followsOthers: Bool { false }

    /// A wrapper as large as its one child, in the same place, sets the
    /// guides the child sets, as SwiftUI's modifiers hand them on.
    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedSize,
                       in pass: inout LayoutPass) -> Double? {
        pass.explicitGuide(guide, ofOnly: children, proposal)
    }

    /// A wrapper is as large as its children, each offered what it was.
    func size(fitting proposal: ProposedSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        pass.size(ofTogether: children, proposal)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedSize, pass: inout LayoutPass) {
        pass.placeTogether(children, offered: proposal, in: bounds, alignment: .center)
    }
}
