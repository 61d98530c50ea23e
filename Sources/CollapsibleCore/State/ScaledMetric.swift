/// SwiftUI's `@ScaledMetric`: a length that grows with the text size the
/// view is made for, as the font of `textStyle` grows from the `.large`
/// size to the one in force (`dynamicTypeSize`). Like every length in
/// points, the window's scale turns it into pixels: the desktop's text
/// scale, which reaches the window as its scale, enlarges it with the text.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    private let base: Value
    private let textStyle: Font.TextStyle
    /// The size in force at the placement whose body is evaluated.
    private var size = DynamicTypeSize.large

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    public var wrappedValue: Value {
        base * Value(size.pointSize(of: textStyle) / DynamicTypeSize.large.pointSize(of: textStyle))
    }
}

extension ScaledMetric: DynamicProperty {
    public mutating func _link(_ links: inout _PropertyLinks) -> Any? {
        size = links.environment.dynamicTypeSize
        return nil
    }
}
