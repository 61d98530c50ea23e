/// SwiftUI's `@State`: a value the framework keeps for a view's place in the
/// tree, so that it survives the parent making the view again. Its setter is
/// `nonmutating`, so `self.expanded.toggle()` works inside a closure made in
/// a non-mutating `body`; a change makes the framework evaluate the tree again.
@propertyWrapper
public struct State<Value> {
    private let location: StateLocation<Value>

    public init(wrappedValue: Value) { location = StateLocation(initial: wrappedValue) }

    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// `$state`: a binding that reads and writes this state where it is kept.
    public var projectedValue: Binding<Value> {
        Binding(get: { [location] in location.value }, set: { [location] in location.value = $0 })
    }
}

/// Where a `State` reads and writes: its initial value until the framework
/// links it to the storage of its place in the tree. One view value may be
/// shown by several hosts (the window and the pictures of its icon): it
/// keeps a box for each, and reads and writes the box of the host that is
/// evaluating it or running its action, else the one linked last.
final class StateLocation<Value> {
    /// What a new place in a tree starts with.
    private(set) var initial: Value
    private var boxes: [StateBox<Value>] = []

    init(initial: Value) { self.initial = initial }

    private var box: StateBox<Value>? {
        if let acting = StateStore.acting, let own = boxes.last(where: { $0.store === acting }) { return own }
        return boxes.last
    }

    var value: Value {
        get { box?.value ?? initial }
        set {
            guard let box else { return initial = newValue }
            box.store?.write(newValue, to: box)
        }
    }

    /// Links to `box`, the last; boxes of hosts that are gone are let go.
    func link(to box: StateBox<Value>) {
        boxes.removeAll { $0.store == nil || $0.store === box.store }
        boxes.append(box)
    }
}

/// One state value, kept by the framework from one evaluation to the next
/// for the place in the tree that `key` names.
final class StateBox<Value> {
    var value: Value
    let key: StateKey
    weak var store: StateStore?

    init(_ value: Value, key: StateKey, store: StateStore) {
        self.value = value
        self.key = key
        self.store = store
    }
}

extension State: DynamicProperty {
    /// Links to the box kept for the view's place and this state's among
    /// its states, made with the initial value the first time.
    func link(_ links: inout PropertyLinks) -> Any? {
        let box = links.store.box(at: StateKey(view: links.view, index: links.states)) { location.initial }
        links.states += 1
        location.link(to: box)
        return box.value
    }
}
