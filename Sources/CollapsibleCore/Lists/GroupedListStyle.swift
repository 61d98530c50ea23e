/// SwiftUI's `GroupedListStyle`: each section a band edge to edge on the grouped background.
public struct GroupedListStyle: ListStyle {
    public init() {}

    public var _look: _ListLook { .grouped }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
