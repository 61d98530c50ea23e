/// SwiftUI's `InsetGroupedListStyle`: each section a rounded card on the grouped background, set in from the edges.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}

    public var _look: _ListLook { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
