/// SwiftUI's `InsetListStyle`: the plain look set in from the edges, each section's rows in a rounded card.
public struct InsetListStyle: ListStyle {
    public init() {}

    public var _look: _ListLook { .inset }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}
