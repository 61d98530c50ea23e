/// SwiftUI's `PlainListStyle`: rows edge to edge on the system background, a separator between rows.
public struct PlainListStyle: ListStyle {
    public init() {}

    public var _look: _ListLook { .plain }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}
