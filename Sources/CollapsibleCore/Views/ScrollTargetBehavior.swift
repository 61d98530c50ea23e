/// SwiftUI's `ScrollTargetBehavior`: where a user's scroll comes to rest.
/// As the wheel's or the touchpad's stream goes quiet, a key has moved the
/// view, or the bar is let go, `updateTarget(_:context:)` is handed the
/// viewport where the scroll would rest and may move it; the scroll view
/// then moves there with an animation.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

private struct ScrollTargetBehaviorKey: EnvironmentKey {
    static var defaultValue: (any ScrollTargetBehavior)? { nil }
}

extension EnvironmentValues {
    /// How the scroll views inside settle the user's scrolls; nil where
    /// they rest where the scroll leaves them.
    var scrollTargetBehavior: (any ScrollTargetBehavior)? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

extension View {
    /// The scroll views inside come to rest where `behavior` says.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> ModifiedContent<Self, _ScrollEnvironmentModifier> {
        modifier(_ScrollEnvironmentModifier { $0.scrollTargetBehavior = behavior })
    }
}
