/// SwiftUI's `ScrollTargetBehaviorContext`: what a scroll target behavior
/// decides from, as a user's scroll ends: where the scroll started, how
/// fast it went, the sizes of the content and the viewport, the axes, and
/// the scroll view's environment.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The viewport where the scroll started, in the content's coordinates.
    public let originalTarget: ScrollTarget
    /// The scroll's mean velocity, in points a second, positive down and
    /// right: the distance it went over the time it took.
    public let velocity: CGVector
    public let contentSize: CGSize
    public let containerSize: CGSize
    public let axes: Axis.Set
    let environment: EnvironmentValues
    /// The frames of the scroll view's target views (`scrollTargetLayout`),
    /// in the content's coordinates, in order along its axis.
    let targets: [CGRect]

    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}
