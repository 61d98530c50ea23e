/// SwiftUI's `ContainerRelativeShape`: the shape of the container around,
/// set with `containerShape(_:)`, inset by how far this shape's frame lies
/// inside the container's, so that its corners are concentric with the
/// container's; a rectangle where no container shape is set.
public struct ContainerRelativeShape: Shape {
    public init() {}

    /// Where no container is known, as where none is set.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// The container's shape, read with the container's frame and this
    /// shape's own from the last layout: the nearest edge sets the inset.
    func containerOutline(in context: inout _ResolveContext, at id: ViewID) -> ShapeOutline {
        guard let container = context.environment.containerShape else { return .kind(.rectangle) }
        let outer = context.readerFrame(at: container.id), own = context.readerFrame(at: id)
        let inset = max(0, min(own.minX - outer.minX, own.minY - outer.minY, outer.maxX - own.maxX, outer.maxY - own.maxY))
        let shape = container.shape.inset(by: inset)
        return .path { shape.path(in: $0.insetBy(dx: -inset, dy: -inset)) }
    }
}
