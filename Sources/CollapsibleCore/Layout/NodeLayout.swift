/// A node's part in layout, SwiftUI's `Layout` protocol over the node's
/// children: the node is offered a size and chooses its own, then places
/// its children inside the frame it was given.
protocol NodeLayout {
    /// The size the node chooses when offered `proposal`.
    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size

    /// Places `children` inside `bounds`, the node's frame; `proposal` is
    /// what the node itself was offered.
    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass)

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
    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double?

    /// The node's `layoutPriority`: a stack offers room to the higher first.
    func layoutPriority(children: [_ViewNode]) -> Double

    /// The space the node likes beside each of its edges.
    func spacing(children: [_ViewNode], in pass: inout LayoutPass) -> ViewSpacing

    /// The value the node hands its layout for the `LayoutValueKey` `key`;
    /// nil where it sets none.
    func layoutValue(_ key: ObjectIdentifier, children: [_ViewNode]) -> Any?
}

extension NodeLayout {
    var takesSpace: Bool { true }

    var setsGuides: Bool { false }

    var followsOthers: Bool { false }

    /// A wrapper as large as its one child, in the same place, sets the
    /// guides the child sets, as SwiftUI's modifiers hand them on.
    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? {
        pass.explicitGuide(guide, ofOnly: children, proposal)
    }

    /// A wrapper hands on what its one child tells a layout, as SwiftUI's
    /// modifiers do; a node of several children tells the defaults.
    func layoutPriority(children: [_ViewNode]) -> Double {
        children.count == 1 ? children[0].kind.layoutPriority(children: children[0].children) : 0
    }

    func spacing(children: [_ViewNode], in pass: inout LayoutPass) -> ViewSpacing {
        children.count == 1 ? pass.spacing(of: children[0]) : ViewSpacing()
    }

    func layoutValue(_ key: ObjectIdentifier, children: [_ViewNode]) -> Any? {
        children.count == 1 ? children[0].kind.layoutValue(key, children: children[0].children) : nil
    }

    /// A wrapper is as large as its children, each offered what it was.
    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        pass.size(ofTogether: children, proposal)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        pass.placeTogether(children, offered: proposal, in: bounds, alignment: .center)
    }
}
