/// `projectionEffect(_:)`: the view drawn through a transform of its own
/// coordinates, with perspective where the transform has some.
public struct _ProjectionEffect: GeometryEffect {
    public var transform: ProjectionTransform

    public init(transform: ProjectionTransform) {
        self.transform = transform
    }

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

extension View {
    public func projectionEffect(_ transform: ProjectionTransform) -> ModifiedContent<Self, _ProjectionEffect> {
        modifier(_ProjectionEffect(transform: transform))
    }
}
