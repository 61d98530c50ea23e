/// SwiftUI's `LayoutValueKey`: a value a view hands the layout it is in,
/// set with `layoutValue(key:value:)` and read as `subview[Key.self]`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}
