/// SwiftUI's `Layout`: a container's rule for sizing itself from its
/// subviews and placing them, as the framework's own stacks do. A layout
/// is offered a size, answers with its own (`sizeThatFits`), and places
/// its subviews in the frame it was given (`placeSubviews`); what it works
/// out once for both may be kept in its `Cache`.
public protocol Layout: Animatable {
    static var layoutProperties: LayoutProperties { get }

    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache

    func updateCache(_ cache: inout Cache, subviews: Subviews)

    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The space its subviews like, on every edge the most any of them does.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The layout as a view of `content`: `MyLayout { ... }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _LayoutView<Self, V> {
        _LayoutView(layout: self, content: content())
    }
}
