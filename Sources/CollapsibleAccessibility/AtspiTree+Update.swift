import CollapsibleCore

/// How a tree follows the host's next tree in place: the two element trees
/// are walked side by side, and where an element and all it holds are what
/// they were (the walk that made them took them again, and comparing them
/// costs nothing), nothing under it is looked at. Where they differ the
/// element is made again, and its children matched by ID: those gone are
/// removed with all they hold, those new added, and the others followed in
/// turn.
extension AtspiTree {
    /// What an update replaced: each element it made again, added or
    /// removed, as it was before (nil where there was none), and how many
    /// elements it compared.
    struct Replaced {
        var before: [AccessibleObject: Element?] = [:]
        var compared = 0

        /// Keeps what `object` was before the update, the first time it changes.
        mutating func note(_ object: AccessibleObject, was element: Element?) {
            if before.index(forKey: object) == nil { before.updateValue(element, forKey: object) }
        }
    }

    /// A view whose ID the tree holds elsewhere: where it stands in the
    /// tree the host's tree makes, only a tree made anew knows.
    private struct TakenID: Error {}

    /// Follows `root` in `window`, in place. Nil where this cannot be done,
    /// and the tree is as it was: a window of another title, size or scale
    /// changes every element, and a view whose ID was in the tree already,
    /// or comes in while it is still elsewhere, is for a tree made anew to
    /// leave out.
    mutating func update(to root: AccessibilityElement?, in window: AccessibleWindow) -> Replaced? {
        let same = self.window
        guard !leftOut, window.title == same.title, window.width == same.width, window.height == same.height,
              window.scale == same.scale else { return nil }
        var replaced = Replaced()
        do throws(TakenID) {
            if let old = self.root, let root, old.id == root.id {
                try follow(old, root, parent: .window, &replaced)
            } else {
                replaced.note(.window, was: elements[.window])
                if let old = self.root { remove(.view(old.id), &replaced) }
                elements[.window]?.children = []
                if let root {
                    try add(root, parent: .window, &replaced)
                    elements[.window]?.children = [.view(root.id)]
                }
            }
        } catch {
            for (object, element) in replaced.before { elements[object] = element }
            return nil
        }
        self.root = root
        self.window = window
        if elements[.window]?.states.contains(.active) != window.isFocused {
            replaced.note(.window, was: elements[.window])
            elements[.window]?.states.formSymmetricDifference(.active)
        }
        let control = control(for: window)
        for object in [focus, control].compactMap({ $0 }) { replaced.note(object, was: elements[object]) }
        focus(on: control)
        return replaced
    }

    /// Follows `old` where `new` takes its place under `parent`.
    private mutating func follow(_ old: AccessibilityElement, _ new: AccessibilityElement, parent: AccessibleObject,
                                 _ replaced: inout Replaced) throws(TakenID) {
        replaced.compared += 1
        guard old != new else { return }
        let object = AccessibleObject.view(new.id)
        replaced.note(object, was: elements[object])
        // Most often the children are those there were, in their order.
        guard old.children.count == new.children.count, zip(old.children, new.children).allSatisfy({ $0.id == $1.id }) else {
            return try follow(old, new, at: object, parent: parent, &replaced)
        }
        let children = elements[object]?.children ?? []
        elements[object] = made(new, parent: parent)
        for (was, child) in zip(old.children, new.children) {
            try follow(was, child, parent: object, &replaced)
        }
        elements[object]?.children = children
        finish(object)
    }

    /// Follows `old` where `new` takes its place as `object` under
    /// `parent`, their children matched by ID.
    private mutating func follow(_ old: AccessibilityElement, _ new: AccessibilityElement, at object: AccessibleObject,
                                 parent: AccessibleObject, _ replaced: inout Replaced) throws(TakenID) {
        let staying = Set(new.children.map(\.id))
        var kept: [ViewID: AccessibilityElement] = [:]
        for child in old.children {
            if staying.contains(child.id) { kept[child.id] = child } else { remove(.view(child.id), &replaced) }
        }
        elements[object] = made(new, parent: parent)
        var seen: Set<ViewID> = []
        for child in new.children {
            guard seen.insert(child.id).inserted else { throw TakenID() }
            if let was = kept[child.id] {
                try follow(was, child, parent: object, &replaced)
            } else {
                try add(child, parent: object, &replaced)
            }
        }
        elements[object]?.children = new.children.map { .view($0.id) }
        finish(object)
    }

    /// Adds `node` and what it holds under `parent`, which sets its children.
    private mutating func add(_ node: AccessibilityElement, parent: AccessibleObject, _ replaced: inout Replaced) throws(TakenID) {
        let object = AccessibleObject.view(node.id)
        guard elements[object] == nil else { throw TakenID() }
        replaced.note(object, was: nil)
        // In before its children, so that one of them with its ID is taken.
        elements[object] = made(node, parent: parent)
        for child in node.children {
            try add(child, parent: object, &replaced)
        }
        elements[object]?.children = node.children.map { .view($0.id) }
        finish(object)
    }

    /// Removes `object` and all it holds.
    private mutating func remove(_ object: AccessibleObject, _ replaced: inout Replaced) {
        guard let element = elements[object] else { return }
        replaced.note(object, was: element)
        elements[object] = nil
        for child in element.children {
            remove(child, &replaced)
        }
    }
}
