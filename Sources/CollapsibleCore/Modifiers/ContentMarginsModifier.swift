/// `contentMargins(_:_:for:)`: room kept around the content of the scroll
/// views inside, which scrolls with it, so that the content's ends can
/// show away from the viewport's edges; and along their indicators, which
/// then run that far in from the edges. Each edge named is set; the others
/// keep what the views around set.
extension View {
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _ScrollEnvironmentModifier> {
        modifier(_ScrollEnvironmentModifier { environment in
            if placement.insetsContent { environment.scrollContentMargins.set(edges, to: insets) }
            if placement.insetsIndicators { environment.scrollIndicatorMargins.set(edges, to: insets) }
        })
    }

    /// `length` on `edges`, SwiftUI's default padding where nil.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _ScrollEnvironmentModifier> {
        contentMargins(edges, _PaddingLayout.insets(.all, length), for: placement)
    }

    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _ScrollEnvironmentModifier> {
        contentMargins(.all, length, for: placement)
    }
}

private struct ScrollContentMarginsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets() }
}

private struct ScrollIndicatorMarginsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets() }
}

extension EnvironmentValues {
    /// The room the scroll views inside keep around their content.
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    /// How far in from the edges the scroll views inside run their indicators.
    var scrollIndicatorMargins: EdgeInsets {
        get { self[ScrollIndicatorMarginsKey.self] }
        set { self[ScrollIndicatorMarginsKey.self] = newValue }
    }
}

extension EdgeInsets {
    /// `edges` set to those of `insets`, where a length is a number; a
    /// length that is not stays out, as a padding's does.
    mutating func set(_ edges: Edge.Set, to insets: EdgeInsets) {
        func length(_ value: Double) -> Double { value.isFinite ? value : 0 }
        if edges.contains(.top) { top = length(insets.top) }
        if edges.contains(.leading) { leading = length(insets.leading) }
        if edges.contains(.bottom) { bottom = length(insets.bottom) }
        if edges.contains(.trailing) { trailing = length(insets.trailing) }
    }
}
