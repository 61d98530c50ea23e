/// A `Layout` in the tree: the node asks its layout, through its subviews,
/// for its size and its children's places. A view that is leaving takes no
/// room and is no subview; it stays at the layout's corner. Assistive tools
/// see a group.
struct LayoutNode<L: Layout>: NodeKind {
    let layout: L
    let call: LayoutState<L>

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    func size(fitting proposal: ProposedViewSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        let subviews = LayoutSubviews(Self.spaced(children), call: call)
        let chosen = call.asking(in: &pass) {
            call.withCache(of: layout, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        }
        return sound(chosen, proposal)
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedViewSize, pass: inout LayoutPass) {
        let nodes = Self.spaced(children)
        let subviews = LayoutSubviews(nodes, call: call)
        call.placements = Array(repeating: nil, count: nodes.count)
        call.asking(in: &pass) {
            call.withCache(of: layout, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        }
        let placements = call.placements
        call.placements = []
        for (node, placement) in zip(nodes, placements) {
            if let placement {
                pass.place(node, placement.proposal, at: placement.origin)
            } else {
                pass.place(node, proposal, at: Alignment.center.origin(of: pass.size(of: node, proposal), in: bounds))
            }
        }
        for child in children where !child.kind.takesSpace {
            pass.place(child, proposal, at: Point(x: bounds.x, y: bounds.y))
        }
    }

    /// A layout of the framework's sets no guide: where none is set below
    /// it either, layout asks no guide of anything inside it.
    var setsGuides: Bool { !(layout is any GuidelessLayout) }

    /// The layout's own value of `guide`, else the one its one subview sets.
    func explicitGuide(_ guide: AlignmentGuide, children: [_ViewNode], proposal: ProposedViewSize,
                       in pass: inout LayoutPass) -> Double? {
        if !(layout is any GuidelessLayout) {
            let size = self.size(fitting: proposal, children: children, in: &pass)
            let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            let subviews = LayoutSubviews(Self.spaced(children), call: call)
            let value = call.asking(in: &pass) {
                call.withCache(of: layout, subviews) { cache -> Double? in
                    switch guide {
                    case .horizontal(let alignment):
                        layout.explicitAlignment(of: alignment, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                    case .vertical(let alignment):
                        layout.explicitAlignment(of: alignment, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                    }
                }
            }
            if let value, value.isFinite { return value }
        }
        return pass.explicitGuide(guide, ofOnly: children, proposal)
    }

    @_specialize(where L == HStackLayout)
    @_specialize(where L == VStackLayout)
    @_specialize(where L == ZStackLayout)
    func spacing(children: [_ViewNode], in pass: inout LayoutPass) -> ViewSpacing {
        let subviews = LayoutSubviews(Self.spaced(children), call: call)
        return call.asking(in: &pass) { call.withCache(of: layout, subviews) { layout.spacing(subviews: subviews, cache: &$0) } }
    }

    func layoutPriority(children: [_ViewNode]) -> Double { 0 }

    func layoutValue(_ key: ObjectIdentifier, children: [_ViewNode]) -> Any? { nil }

    /// The children that take room; the same array where all do, as but a
    /// view that is leaving does not, and a layout is measured many times.
    private static func spaced(_ children: [_ViewNode]) -> [_ViewNode] {
        children.allSatisfy { $0.kind.takesSpace } ? children : children.filter { $0.kind.takesSpace }
    }

    /// The size a layout chose, made one a frame can have: a length that is
    /// no number or below zero is zero, an infinite one what was offered
    /// where that is finite, else zero; told once. An infinite length
    /// answers an infinite offer, as SwiftUI's flexible views do when a
    /// stack measures how far they can grow.
    private func sound(_ size: Size, _ proposal: ProposedViewSize) -> Size {
        func sound(_ length: Double, _ offered: Double?) -> Double {
            if length.isNaN || length < 0 { return 0 }
            if length.isInfinite, offered != .infinity { return offered.flatMap { $0.isFinite ? $0 : nil } ?? 0 }
            return length
        }
        let made = Size(width: sound(size.width, proposal.width), height: sound(size.height, proposal.height))
        if made != size {
            call.warn(about: "size", "the layout at \(call.id) chose the size \(size.width) x \(size.height); a view's size is finite and not below zero, so it takes \(made.width) x \(made.height)")
        }
        return made
    }

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        walk.group(node, said: said)
    }
}

/// What a `LayoutNode` keeps while its view stands: the layout's cache,
/// made at its first use, and the call its subviews reach the pass through.
/// A node made again at the same place takes the state of the one before
/// (`_ResolveContext.layoutState`), so the cache is made once, as SwiftUI
/// makes it: it is updated where the layout's value or its subviews
/// changed since it was last used, and kept as it is otherwise.
final class LayoutState<L: Layout>: LayoutCall {
    private var cache: L.Cache?
    /// The layout and the subviews the cache was last used with.
    private var cachedLayout: L?
    private var cachedSubviews: [_ViewNode] = []
    /// How the layout's values are compared; nil where the cache holds
    /// nothing to keep up to date.
    private let comparison: ValueComparison?

    init(id: ViewID, warnings: Warnings?, comparison: ValueComparison?) {
        self.comparison = L.Cache.self == Void.self ? nil : comparison
        super.init(id: id, warnings: warnings)
    }

    /// Runs `body` on the cache: made first where there is none, updated
    /// first where `layout` or the subviews are not those it was last used
    /// with.
    func withCache<Result>(of layout: L, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result) -> Result {
        var kept: L.Cache
        if let cache {
            kept = cache
            if let comparison, !sameSubviews(subviews.nodes) || !(cachedLayout.map { comparison.same($0, layout) } ?? false) {
                layout.updateCache(&kept, subviews: subviews)
            }
        } else {
            kept = layout.makeCache(subviews: subviews)
        }
        if comparison != nil { (cachedLayout, cachedSubviews) = (layout, subviews.nodes) }
        cache = nil
        defer { cache = kept }
        return body(&kept)
    }

    /// Whether `nodes` are the very nodes the cache was last used with: a
    /// subview made again may have changed.
    private func sameSubviews(_ nodes: [_ViewNode]) -> Bool {
        nodes.count == cachedSubviews.count && zip(nodes, cachedSubviews).allSatisfy { $0 === $1 }
    }
}

extension _ResolveContext {
    /// The state of the layout at `id`: the one the last walk of the body
    /// around it made there, else a new one. A layout with no cache has
    /// nothing to keep.
    mutating func layoutState<L: Layout>(at id: ViewID, of layout: L.Type) -> LayoutState<L> {
        guard L.Cache.self != Void.self else { return LayoutState(id: id, warnings: warnings, comparison: nil) }
        let state = walking.last?.before.layouts[id] as? LayoutState<L>
            ?? LayoutState(id: id, warnings: warnings, comparison: graph.comparison(of: L.self))
        region.layouts[id] = state
        return state
    }
}

/// A layout of the framework's own, which sets no alignment guide.
protocol GuidelessLayout {}
