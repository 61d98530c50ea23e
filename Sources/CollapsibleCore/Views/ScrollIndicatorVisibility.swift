/// SwiftUI's `ScrollIndicatorVisibility`: whether a scroll view shows its
/// indicators. Here, as on iOS, `automatic` and `visible` show them while
/// the view scrolls; `hidden` and `never` show none.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private enum Kind { case automatic, visible, hidden, never }
    private let kind: Kind

    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    public static let never = ScrollIndicatorVisibility(kind: .never)
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

private struct ScrollEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether the scroll views inside take the user's scrolling.
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
}

/// `scrollIndicators(_:axes:)` and `scrollDisabled(_:)`: what the scroll
/// views inside take from the environment.
public struct _ScrollEnvironmentModifier: _PrimitiveModifier {
    var change: (inout EnvironmentValues) -> Void

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.changingEnvironment(change) { $0.wrap(content, at: id, in: EnvironmentNode()) }
    }
}

extension View {
    /// The indicators of the scroll views inside, on `axes`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility,
                                 axes: Axis.Set = [.vertical, .horizontal]) -> ModifiedContent<Self, _ScrollEnvironmentModifier> {
        modifier(_ScrollEnvironmentModifier { environment in
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
        })
    }

    /// Scroll views inside that do not move under the user's scrolling,
    /// though their content takes taps; a program's `scrollTo` still moves them.
    public func scrollDisabled(_ disabled: Bool) -> ModifiedContent<Self, _ScrollEnvironmentModifier> {
        modifier(_ScrollEnvironmentModifier { environment in if disabled { environment.isScrollEnabled = false } })
    }
}
