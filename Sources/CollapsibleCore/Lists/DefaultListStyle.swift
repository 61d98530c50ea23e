/// SwiftUI's `DefaultListStyle`: the platform's look: on iOS, inset grouped.
public struct DefaultListStyle: ListStyle {
    public init() {}

    public var _look: _ListLook { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
