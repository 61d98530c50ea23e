extension Scene {
    /// The scene as the painter draws it, in SwiftUI's order: the band (the padding's
    /// background), then the shadow's group, holding each item's fill, stroke and label.
    /// It stands in for the view tree until that produces display lists of its own.
    public var displayList: DisplayList {
        let row = ViewID.root.child(1)
        var items: [DisplayItem] = []
        for (index, item) in self.items.enumerated() {
            let id = row.element(index)
            if let fill = item.fill {
                items.append(DisplayItem(id: id.child(0), frame: item.frame, content: .shape(.rectangle, .fill(fill))))
            }
            if let stroke = item.stroke {
                items.append(DisplayItem(id: id.child(1), frame: item.frame,
                                         content: .shape(.rectangle, .stroke(stroke.color, lineWidth: stroke.lineWidth))))
            }
            if let text = item.text {
                items.append(DisplayItem(id: id.child(2), frame: item.frame, content: .text(
                    text.string, Font(size: text.fontSize, family: text.fontFamily), text.color)))
            }
        }
        if let shadow, let first = self.items.first {
            let frame = self.items.dropFirst().reduce(first.frame) { $0.union($1.frame) }
            items = [DisplayItem(id: row, frame: frame, content: .effect(
                .shadow(CollapsibleCore.Shadow(color: shadow.color, radius: shadow.radius, offset: shadow.offset)), items))]
        }
        if let band {
            items.insert(DisplayItem(id: .root.child(0), frame: band.frame, content: .shape(.rectangle, .fill(band.color))), at: 0)
        }
        return DisplayList(size: size, scale: scale, background: background, items: items)
    }
}
