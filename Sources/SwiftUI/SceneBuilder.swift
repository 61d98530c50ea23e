/// SwiftUI's result builder for scenes: an app's `body`, one scene or several.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    @_disfavoredOverload
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(repeat each content)
    }

    /// `#if os(macOS)` and `if #available` around a scene: every version
    /// is available here.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }

    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
        _OptionalScene(content: content)
    }
}

/// The scenes of an app's body, in order.
public struct _TupleScene<each Content: Scene>: _PrimitiveScene {
    public var value: (repeat each Content)

    public init(_ value: repeat each Content) { self.value = (repeat each value) }

    public func _windows() -> [SceneWindow] {
        var windows: [SceneWindow] = []
        for scene in repeat each value { windows += scene._windows() }
        return windows
    }
}

/// A scene an `if` leaves out or keeps.
public struct _OptionalScene<Content: Scene>: _PrimitiveScene {
    var content: Content?

    public func _windows() -> [SceneWindow] { content?._windows() ?? [] }
}
