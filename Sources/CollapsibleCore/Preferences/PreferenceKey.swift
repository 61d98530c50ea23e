/// SwiftUI's `PreferenceKey`: a value that views inside tell the views
/// around them, the way up the tree as the environment is the way down.
/// Where several views inside set it, their values are reduced into one in
/// the order of the tree.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// An optional value is nil until a view sets it.
    public static var defaultValue: Value { nil }
}

/// The preferences a part of the tree sets, each key's values reduced into
/// one. A key that no view inside sets is absent, and takes no part when
/// siblings' values are reduced: the first sibling that sets it gives the
/// value, and each later one is folded in by `reduce`, as SwiftUI combines
/// them.
struct PreferenceValues {
    private var values: [ObjectIdentifier: (key: any PreferenceKey.Type, value: Any)] = [:]

    /// The value set for `key` inside, nil where no view sets it.
    subscript<Key: PreferenceKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)]?.value as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue.map { (key, $0) } }
    }

    /// Folds the preferences of the next sibling into these.
    mutating func combine(with next: PreferenceValues) {
        for (identifier, entry) in next.values {
            guard let value = values[identifier]?.value else {
                values[identifier] = entry
                continue
            }
            values[identifier] = (entry.key, Self.reduce(entry.key, value, entry.value))
        }
    }

    private static func reduce<Key: PreferenceKey>(_ key: Key.Type, _ value: Any, _ next: Any) -> Any {
        var reduced = value as? Key.Value ?? Key.defaultValue
        Key.reduce(value: &reduced) { next as? Key.Value ?? Key.defaultValue }
        return reduced
    }
}
