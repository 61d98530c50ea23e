/// What a view's place keeps of an `ObservableObject` it follows: the
/// subscription to the object's `objectWillChange`, which makes the view's
/// body evaluated again, and ends when the view leaves the tree or follows
/// another object.
final class ObjectFollowing {
    private var object: ObjectIdentifier?
    private var subscription: AnyCancellable?

    /// Follows `object` for the view `view`, or none; nothing new where it
    /// already does.
    func follow<Object: ObservableObject>(_ object: Object?, for view: ViewID, in store: StateStore) {
        let identity = object.map(ObjectIdentifier.init)
        guard identity != self.object else { return }
        self.object = identity
        subscription = object?.objectWillChange.sink { [weak store] _ in
            store?.modelChanged(view: view, warning: "Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
        }
    }
}

extension _PropertyLinks {
    /// The view follows `object` from this evaluation on, or none.
    mutating func follow<Object: ObservableObject>(_ object: Object?) {
        let view = self.view, store = self.store
        store.kept(at: nextKey(), keeps: keeps) { ObjectFollowing() }.follow(object, for: view, in: store)
    }
}
