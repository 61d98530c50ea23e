/// The view of the exercise: an HStack whose items, but the last, shrink to
/// a narrow strip when collapsed.
///
///     Collapsible(items: [0, 1, 2]) { i in ... }
///         .shadow(radius: 8)
///         .padding()
///         .background(.gray)
public struct Collapsible<Item> {
    public var items: [Item]
    public var content: (Item) -> Rectangle

    /// The original's `@State private var expanded = false`; `LiveView` owns
    /// the changes to it so that each one is animated.
    public internal(set) var expanded = false
    /// The width of a collapsed item, and the spacing of the expanded row.
    public var collapsedWidth: Double = 10
    public var spacing: Double = 8
    /// The original's per-child `.animation(.default)`; nil is `.animation(nil)`.
    public var animation: Animation? = .default

    public var shadowRadius: Double?
    public var padding: Double = 0
    public var background: Color?

    public init(items: [Item], content: @escaping (Item) -> Rectangle) {
        self.items = items
        self.content = content
    }

    public func shadow(radius: Double) -> Collapsible {
        var copy = self
        copy.shadowRadius = radius
        return copy
    }

    /// SwiftUI's `.padding()` with no length is 16 on every side.
    public func padding(_ length: Double = 16) -> Collapsible {
        var copy = self
        copy.padding = length
        return copy
    }

    public func background(_ color: Color) -> Collapsible {
        var copy = self
        copy.background = color
        return copy
    }

    public func animation(_ animation: Animation?) -> Collapsible {
        var copy = self
        copy.animation = animation
        return copy
    }
}
