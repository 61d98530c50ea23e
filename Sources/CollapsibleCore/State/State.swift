/// SwiftUI's `@State`: a value the framework keeps for a view's place in the
/// tree, so that it survives the parent making the view again. Its setter is
/// `nonmutating`, so `self.expanded.toggle()` works inside a closure made in
/// a non-mutating `body`; a change makes the framework evaluate the tree again.
///
/// The copy of a view whose body is evaluated at one place holds the box of
/// that place: the closures its body makes capture that copy, so a view
/// value placed twice, or shown by two hosts (the window and the pictures of
/// its icon), has a state for each placement.
@propertyWrapper
public struct State<Value> {
    private var box: StateBox<Value>

    public init(wrappedValue: Value) { box = StateBox(wrappedValue) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.write(newValue) }
    }

    /// `$state`: a binding that reads and writes this state where it is kept.
    public var projectedValue: Binding<Value> {
        Binding(get: { [box] in box.value }, set: { [box] in box.write($0) })
    }
}

/// One state value, kept by the framework from one evaluation to the next
/// for the place in the tree that `key` names; before a view is placed, the
/// initial value its `State` was made with.
final class StateBox<Value> {
    var value: Value
    /// Where it is kept: nil until a view is placed.
    let place: (key: StateKey, store: Weak<StateStore>)?

    init(_ value: Value) {
        self.value = value
        place = nil
    }

    init(_ value: Value, key: StateKey, store: StateStore) {
        self.value = value
        place = (key, Weak(store))
    }

    var key: StateKey? { place?.key }

    /// A write through the store that keeps it; one before the view is
    /// placed sets what the place will start with; one after its host is
    /// gone changes nothing.
    func write(_ newValue: Value) {
        guard let place else { return value = newValue }
        place.store.object?.write(newValue, to: self)
    }
}

/// A reference that does not keep its object.
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

extension State: DynamicProperty {
    /// Links to the box kept for the view's place and this state's among
    /// its states, made with the initial value the first time.
    public mutating func _link(_ links: inout _PropertyLinks) -> Any? {
        let initial = box.value
        box = links.store.box(at: links.nextKey(), keeps: links.keeps) { initial }
        return box.value
    }
}
