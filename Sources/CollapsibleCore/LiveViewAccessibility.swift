extension LiveView {
    /// The view as assistive tools see it: the row, a group, holds one
    /// element per item. Each item is its label's text, as SwiftUI shows a
    /// `Text`; the last, which the tap gesture is on, is a button named by
    /// its label, expanded while the row is. Frames are where the row rests
    /// in the current state, which is where a motion under way ends.
    public var accessibilityTree: AccessibilityNode {
        let target = content.layout(in: size, expanded: expanded)
        let row = Self.rowID
        let last = content.items.count - 1
        let items = zip(content.items, target.frames).enumerated().map { index, pair in
            let (item, frame) = pair
            let label = content.content(item).text?.string ?? ""
            return index == last
                ? AccessibilityNode(id: row.child(index), role: .button, label: label, frame: frame, expanded: expanded)
                : AccessibilityNode(id: row.child(index), role: .label, label: label, frame: frame)
        }
        let frame = target.frames.dropFirst().reduce(target.frames.first ?? target.band) { $0.union($1) }
        return AccessibilityNode(id: row, role: .group, label: "row", frame: frame, children: items)
    }

    /// Presses the view `id` as a tap does; false if it is no button.
    public mutating func press(_ id: ViewID) -> Bool {
        guard !content.items.isEmpty, id == Self.rowID.child(content.items.count - 1) else { return false }
        toggle()
        return true
    }

    private static var rowID: ViewID { ViewID.root.child(0) }
}
