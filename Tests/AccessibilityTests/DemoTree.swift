import CollapsibleCore

/// The exercise's tree as the view hands it to assistive tools, built here
/// from SPEC.md's layout, so that these tests need no view: a row of two
/// labels and the button that expands it, at the frames the row rests at.
enum DemoTree {
    static let row = ViewID.root.child(0)

    static func node(expanded: Bool = false, width: Double = 600) -> AccessibilityNode {
        let rowWidth = width - 32
        let frames: [Rect]
        if expanded {
            let item = (rowWidth - 16) / 3
            frames = (0..<3).map { Rect(x: 16 + Double($0) * (item + 8), y: 100, width: item, height: 100) }
        } else {
            frames = [Rect(x: 16, y: 100, width: 10, height: 100), Rect(x: 26, y: 100, width: 10, height: 100),
                      Rect(x: 36, y: 100, width: max(rowWidth - 20, 0), height: 100)]
        }
        let items = frames.enumerated().map { index, frame in
            index == 2
                ? AccessibilityNode(id: row.child(index), role: .button, label: "\(index)", frame: frame, expanded: expanded)
                : AccessibilityNode(id: row.child(index), role: .label, label: "\(index)", frame: frame)
        }
        return AccessibilityNode(id: row, role: .group, label: "", frame: Rect(x: 16, y: 100, width: rowWidth, height: 100),
                                 children: items)
    }
}
