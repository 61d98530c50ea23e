import CollapsibleCore
import Foundation

extension ForEach {
    /// SwiftUI's `onMove(perform:)`: in a list, Alt+Up and Alt+Down on a
    /// row's focus, or a drag of its handle in edit mode, hand `action` the
    /// row's offset and the offset, in the collection as it was, that the
    /// row goes before.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        _onMove(perform: action.map { action in { offsets, destination in action(IndexSet(offsets), destination) } })
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// SwiftUI's `move(fromOffsets:toOffset:)`: the elements at `source`
    /// put, in their order, before the element that was at `destination`
    /// (at the end where it is the count), as an `onMove` action takes them.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var before = Self(), moved = Self(), after = Self()
        for (offset, element) in enumerated() {
            if source.contains(offset) {
                moved.append(element)
            } else if offset < destination {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        self = before + moved + after
    }
}
