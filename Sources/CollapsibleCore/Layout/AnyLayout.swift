/// SwiftUI's `AnyLayout`: a layout of a type chosen while the program
/// runs, so that one view changes its layout (`isWide ? AnyLayout(HStackLayout())
/// : AnyLayout(VStackLayout())`) with its subviews kept: each keeps its
/// identity and state, and moves to its new frame with the change's
/// animation.
public struct AnyLayout: Layout {
    let layout: any Layout

    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    /// The wrapped layout's cache, made anew where the layout's type changed.
    public struct Cache {
        var layoutType: Any.Type
        var value: Any
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(layoutType: type(of: layout), value: layout.erasedCache(subviews: subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        guard cache.layoutType == type(of: layout) else { return cache = makeCache(subviews: subviews) }
        layout.updateErasedCache(&cache.value, subviews: subviews)
    }

    /// The axis of the wrapped layout, which its `Spacer`s take.
    var stackOrientation: Axis? { type(of: layout).layoutProperties.stackOrientation }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        layout.erasedSpacing(subviews: subviews, cache: &cache)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        layout.erasedSizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        layout.erasedPlaceSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        layout.erasedExplicitAlignment(of: .horizontal(guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        layout.erasedExplicitAlignment(of: .vertical(guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension Layout {
    fileprivate func erasedCache(subviews: Subviews) -> Any { makeCache(subviews: subviews) }

    fileprivate func updateErasedCache(_ cache: inout Any, subviews: Subviews) {
        guard var typed = cache as? Cache else { return cache = makeCache(subviews: subviews) }
        updateCache(&typed, subviews: subviews)
        cache = typed
    }

    fileprivate func erasedSpacing(subviews: Subviews, cache: inout AnyLayout.Cache) -> ViewSpacing {
        typed(&cache, subviews) { spacing(subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedSizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout AnyLayout.Cache) -> CGSize {
        typed(&cache, subviews) { sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedPlaceSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                         cache: inout AnyLayout.Cache) {
        typed(&cache, subviews) { placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    fileprivate func erasedExplicitAlignment(of guide: AlignmentGuide, in bounds: CGRect, proposal: ProposedViewSize,
                                             subviews: Subviews, cache: inout AnyLayout.Cache) -> CGFloat? {
        typed(&cache, subviews) { cache in
            switch guide {
            case .horizontal(let guide):
                explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            case .vertical(let guide):
                explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }

    /// `body` run on this layout's own cache out of `cache`: one of another
    /// layout's type is made anew.
    private func typed<Result>(_ cache: inout AnyLayout.Cache, _ subviews: Subviews, _ body: (inout Cache) -> Result) -> Result {
        var typed = cache.layoutType == Self.self ? cache.value as? Cache ?? makeCache(subviews: subviews) : makeCache(subviews: subviews)
        defer { cache = AnyLayout.Cache(layoutType: Self.self, value: typed) }
        return body(&typed)
    }
}
