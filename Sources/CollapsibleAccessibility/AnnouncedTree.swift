import CollapsibleCore

/// The tree clients read, and what they were told of it: each tree the
/// host shows is followed where it changed, and what changed is what
/// clients are told. The extents are told once a motion is over; until
/// then the elements replaced are kept as they were when extents were last
/// told, so that the end of the motion tells where each went.
public struct AnnouncedTree {
    private(set) var tree: AtspiTree
    /// The elements replaced since extents were last told, as they were
    /// then: nil for one there was not.
    private var unannounced: [AccessibleObject: AtspiTree.Element?] = [:]

    /// No window and no views yet.
    public init(application: AccessibleApplication) {
        let empty = AccessibleWindow(title: "", width: 0, height: 0, scale: 1, isFocused: false)
        tree = AtspiTree(application: application, window: empty, root: nil)
    }

    /// Takes `root` in `window` as what the program shows now, and returns
    /// what clients are told. The extents are told once `settled`: while
    /// the views move they already say where they end.
    public mutating func show(_ root: AccessibilityElement?, in window: AccessibleWindow, settled: Bool) -> [AccessibleEvent] {
        if let replaced = tree.update(to: root, in: window) {
            let events = AccessibleEvent.changes(from: EarlierTree(tree, replaced: replaced.before), to: tree,
                                                 within: AccessibleEvent.holders(of: replaced.before.keys, in: tree))
            for (object, was) in replaced.before where unannounced.index(forKey: object) == nil {
                unannounced.updateValue(was, forKey: object)
            }
            guard settled else { return events }
            let moved = AccessibleEvent.holders(of: unannounced.keys, in: tree)
            defer { unannounced = [:] }
            return events + AccessibleEvent.bounds(from: EarlierTree(tree, replaced: unannounced), to: tree, within: moved)
        }
        let old = tree
        tree = AtspiTree(application: old.application, window: window, root: root)
        let events = AccessibleEvent.changes(from: old, to: tree)
        let announced = EarlierTree(old, replaced: unannounced)
        guard settled else {
            // Every element may have changed: each keeps what was told of it.
            for object in Set(old.elements.keys).union(tree.elements.keys) where unannounced.index(forKey: object) == nil {
                unannounced.updateValue(announced[object], forKey: object)
            }
            return events
        }
        unannounced = [:]
        return events + AccessibleEvent.bounds(from: announced, to: tree, within: nil)
    }
}
