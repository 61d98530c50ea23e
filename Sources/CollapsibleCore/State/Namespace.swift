/// SwiftUI's `@Namespace`: an identity of its own for a view's place in the
/// tree, in which `matchedGeometryEffect` matches views by their ids.
@propertyWrapper
public struct Namespace {
    /// One namespace: the same for the view's place from one evaluation to
    /// the next.
    public struct ID: Hashable, Sendable {
        let raw: UInt64
    }

    /// The namespace of the placement whose body is evaluated.
    private var id: ID?

    public init() {}

    /// The namespace of the view's place; outside a body, one of its own.
    public var wrappedValue: ID { id ?? ID(raw: 0) }
}

extension Namespace: DynamicProperty {
    /// The identity of the view's place, told apart from its states' keys.
    public mutating func _link(_ links: inout _PropertyLinks) -> Any? {
        id = ID(raw: links.view.element(-1 - links.slots).raw)
        return nil
    }
}
