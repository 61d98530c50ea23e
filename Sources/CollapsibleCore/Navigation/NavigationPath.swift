/// SwiftUI's `NavigationPath`: the values pushed on a `NavigationStack`,
/// of any `Hashable` types, the first at the bottom. Each is shown by the
/// `navigationDestination(for:)` that takes its type.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map(AnyHashable.init)
    }

    public var count: Int { elements.count }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Takes `k` values off the top, or all there are where there are
    /// fewer: a pop of an empty path leaves it empty, not the program stopped.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}
