/// SwiftUI's `AnyShape`: any shape, its type hidden, so that shapes of
/// different types can be chosen between. It draws the shape's path.
public struct AnyShape: Shape {
    private let outline: @Sendable (CGRect) -> Path

    public init<S: Shape>(_ shape: S) {
        let shape = UncheckedShape(shape: shape)
        outline = { shape.shape.path(in: $0) }
    }

    public func path(in rect: CGRect) -> Path { outline(rect) }
}

/// A shape held where a closure that may be sent holds it: views are made
/// and drawn on one thread.
private struct UncheckedShape<S: Shape>: @unchecked Sendable {
    let shape: S
}
