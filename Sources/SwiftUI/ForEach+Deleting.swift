import CollapsibleCore
import Foundation

extension ForEach {
    /// SwiftUI's `onDelete(perform:)`: in a list, the Delete key on a row's
    /// focus, or its delete button in edit mode, hands `action` the row's
    /// offset.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        _onDelete(perform: action.map { action in { offsets in action(IndexSet(offsets)) } })
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// SwiftUI's `remove(atOffsets:)`: the elements at `offsets` taken out,
    /// the others kept in order, as an `onDelete` action takes them.
    public mutating func remove(atOffsets offsets: IndexSet) {
        var kept = Self()
        for (offset, element) in enumerated() where !offsets.contains(offset) {
            kept.append(element)
        }
        self = kept
    }
}
