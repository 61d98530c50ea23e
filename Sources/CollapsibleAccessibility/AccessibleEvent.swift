import CollapsibleCore

/// What a client is told changed. Libatspi caches names, states and
/// children only from these events, and Orca speaks from them, so each
/// change goes out once, and nothing goes out for what did not change.
///
/// Each is found by comparing the tree before a change with the tree after
/// it, in tree order. After an update that replaced a few elements only
/// those and the elements that hold them are looked at (`within`): every
/// other element is what it was, and has nothing to tell.
public enum AccessibleEvent: Equatable {
    case stateChanged(AccessibleObject, state: String, on: Bool)
    case nameChanged(AccessibleObject, String)
    /// A slider's new value, as GTK announces a range's.
    case valueChanged(AccessibleObject, Double)
    /// Characters of a field's text taken out (`inserted` false) or put in
    /// at a place, as GTK's entry tells each edit.
    case textChanged(AccessibleObject, inserted: Bool, at: Int, String)
    /// A field's caret moved to a place.
    case caretMoved(AccessibleObject, Int)
    /// What is selected in a field's text changed.
    case textSelectionChanged(AccessibleObject)
    /// The element's new extents, in the window.
    case boundsChanged(AccessibleObject, DeviceRect)
    case childAdded(parent: AccessibleObject, index: Int, child: AccessibleObject)
    case childRemoved(parent: AccessibleObject, index: Int, child: AccessibleObject)
    /// The window came to the front, or left it; the title rides along.
    case windowActivated(String)
    case windowDeactivated(String)

    /// Everything but the bounds, from `old` to `new`. A window that comes
    /// to the front is said first, then its active state, then the focus
    /// on the element within it, which is the order in which a screen
    /// reader makes sense of them; leaving goes the other way round.
    static func changes(from old: AtspiTree, to new: AtspiTree) -> [AccessibleEvent] {
        changes(from: EarlierTree(old), to: new, within: nil)
    }

    /// The changes from `old` to `new`, of the elements in `within` and
    /// those they hold that are in it, where it is given.
    static func changes(from old: EarlierTree, to new: AtspiTree, within: Set<AccessibleObject>?) -> [AccessibleEvent] {
        let oldActive = old[.window]?.states.contains(.active) ?? false
        let newActive = new[.window]?.states.contains(.active) ?? false
        var events: [AccessibleEvent] = []
        if newActive, !oldActive {
            events += [.windowActivated(new.window.title), .stateChanged(.window, state: "active", on: true)]
        }
        events += changes(of: .application, from: old, to: new, within: within)
        // A control that comes with the focus (an alert's button, a pushed
        // screen's) is told only as added, with all it holds: its focus is
        // told after, as GTK tells a new dialog's default button's, or no
        // screen reader hears that the focus moved into it.
        if let focus = new.focus, new[focus]?.states.contains(.focused) == true, old[focus]?.states.contains(.focused) != true,
           !events.contains(.stateChanged(focus, state: "focused", on: true)) {
            events.append(.stateChanged(focus, state: "focused", on: true))
        }
        if oldActive, !newActive {
            events += [.stateChanged(.window, state: "active", on: false), .windowDeactivated(new.window.title)]
        }
        return events
    }

    /// What a client that has just come to know the application is told
    /// of `tree`: that its window is in front, if it is, with the element
    /// that has the focus, in the order `changes` says them. A window that
    /// came to the front before the registry took the application in would
    /// otherwise never be announced.
    static func arrival(of tree: AtspiTree) -> [AccessibleEvent] {
        guard tree[.window]?.states.contains(.active) == true else { return [] }
        var events: [AccessibleEvent] = [.windowActivated(tree.window.title), .stateChanged(.window, state: "active", on: true)]
        if let focus = tree.focus, tree[focus]?.states.contains(.focused) == true {
            events.append(.stateChanged(focus, state: "focused", on: true))
        }
        return events
    }

    /// The changes of `object` and what it holds now, in tree order: its
    /// own, then its children's. Children gone are said removed, last first,
    /// so that each index is the one the client still has.
    private static func changes(of object: AccessibleObject, from old: EarlierTree, to new: AtspiTree,
                                within: Set<AccessibleObject>?) -> [AccessibleEvent] {
        guard let element = new[object] else { return [] }
        var events: [AccessibleEvent] = []
        let before = old[object]
        // Most often the children are those there were, in their order.
        let moved = before?.children != element.children
        if let before {
            if before.name != element.name { events.append(.nameChanged(object, element.name)) }
            if let value = element.value?.current, let was = before.value?.current, value != was {
                events.append(.valueChanged(object, value))
            }
            if element.isEditable {
                events += textChanges(of: object, from: before, to: element)
            }
            for (state, name) in AtspiStates.announced where state != .active || object != .window {
                let (was, isNow) = (before.states.contains(state), element.states.contains(state))
                if was != isNow { events.append(.stateChanged(object, state: name, on: isNow)) }
            }
            let staying: Set<AccessibleObject> = moved ? Set(element.children) : []
            for (index, child) in before.children.enumerated().reversed() where moved && !staying.contains(child) {
                events.append(.childRemoved(parent: object, index: index, child: child))
            }
        }
        let kept: Set<AccessibleObject> = moved ? Set(before?.children ?? []) : []
        // A child outside `within` is what it was, where it was: no news.
        for (index, child) in element.children.enumerated() where within?.contains(child) ?? true {
            // A child new here is news with all it holds: a client asks
            // for what is inside when it wants it.
            if !moved || kept.contains(child), old[child]?.parent == object {
                events += changes(of: child, from: old, to: new, within: within)
            } else {
                events.append(.childAdded(parent: object, index: index, child: child))
            }
        }
        return events
    }

    /// What changed in a field's text, told as the characters taken out,
    /// then those put in, where the two texts stop agreeing at both ends;
    /// then where the caret went, while the field has the keyboard, and
    /// whether the selection changed. Typing says the character typed and
    /// the caret after it, as GTK says them.
    static func textChanges(of object: AccessibleObject, from before: AtspiTree.Element,
                            to element: AtspiTree.Element) -> [AccessibleEvent] {
        var events: [AccessibleEvent] = []
        let was = Array((before.text?.text.string ?? "").unicodeScalars)
        let now = Array((element.text?.text.string ?? "").unicodeScalars)
        if was != now {
            let start = zip(was, now).prefix { $0 == $1 }.count
            let common = zip(was[start...].reversed(), now[start...].reversed()).prefix { $0 == $1 }.count
            func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(scalars)) }
            if was.count - common > start {
                events.append(.textChanged(object, inserted: false, at: start, string(was[start..<was.count - common])))
            }
            if now.count - common > start {
                events.append(.textChanged(object, inserted: true, at: start, string(now[start..<now.count - common])))
            }
        }
        if let caret = element.caret, caret != before.caret { events.append(.caretMoved(object, caret)) }
        if element.selection != before.selection { events.append(.textSelectionChanged(object)) }
        return events
    }

    /// The elements whose extents differ from `old`'s, with the new ones.
    /// Sent only once the motion is over: while it runs the extents already
    /// say where it ends, and nothing more changes until then.
    static func bounds(from old: AtspiTree, to new: AtspiTree) -> [AccessibleEvent] {
        bounds(from: EarlierTree(old), to: new, within: nil)
    }

    /// The extents that differ from `old`'s, of the elements in `within`
    /// and those they hold that are in it, where it is given.
    static func bounds(from old: EarlierTree, to new: AtspiTree, within: Set<AccessibleObject>?) -> [AccessibleEvent] {
        var events: [AccessibleEvent] = []
        func visit(_ object: AccessibleObject) {
            guard let element = new[object] else { return }
            if let frame = element.frame, let before = old[object], before.frame != frame {
                events.append(.boundsChanged(object, frame))
            }
            for child in element.children where within?.contains(child) ?? true {
                visit(child)
            }
        }
        visit(.application)
        return events
    }

    /// The elements of `tree` that are one of `objects` or hold one: those
    /// whose events a change of `objects` may make.
    static func holders(of objects: some Sequence<AccessibleObject>, in tree: AtspiTree) -> Set<AccessibleObject> {
        var holders: Set<AccessibleObject> = []
        for object in objects {
            var next: AccessibleObject? = object
            while let current = next, let element = tree[current], holders.insert(current).inserted {
                next = element.parent
            }
        }
        return holders
    }
}

/// A tree as it was before an update: the elements the update replaced,
/// as they were, over the tree as it is now.
struct EarlierTree {
    let now: AtspiTree
    let replaced: [AccessibleObject: AtspiTree.Element?]

    init(_ now: AtspiTree, replaced: [AccessibleObject: AtspiTree.Element?] = [:]) {
        self.now = now
        self.replaced = replaced
    }

    subscript(object: AccessibleObject) -> AtspiTree.Element? {
        if let was = replaced[object] { return was }
        return now[object]
    }
}
