/// What a view does as it comes into the tree, as it leaves it, and as a
/// value it watches changes: `onAppear`, `onDisappear` and `onChange`,
/// recorded by the walk of the body that holds them and compared with what
/// that body's last walk recorded (see `ViewGraph`). A view that leaves
/// with its transition has left: it records nothing.
enum LifecycleEntry {
    case appearance(appear: (() -> Void)?, disappear: (() -> Void)?)
    case change(ChangeWatch)
}

/// A value `onChange` watches, and what it does with the old and new value.
struct ChangeWatch {
    let value: Any
    let initial: Bool
    /// Whether `value` is another than `old`.
    let differs: (_ old: Any) -> Bool
    /// The action, handed the old value and this one.
    let perform: (_ old: Any) -> Void

    init<Value: Equatable>(_ value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
        self.value = value
        self.initial = initial
        differs = { ($0 as? Value) != value }
        perform = { old in action(old as? Value ?? value, value) }
    }
}

extension Region {
    /// The actions that the change from `old` to `new` calls for, in the
    /// order the walk met their views: appearances of views new to the
    /// region, disappearances of views gone from it, changes of watched values.
    static func lifecycleActions(from old: [(ViewID, LifecycleEntry)], to new: [(ViewID, LifecycleEntry)]) -> [() -> Void] {
        guard !old.isEmpty || !new.isEmpty else { return [] }
        var before: [ViewID: LifecycleEntry] = [:], now = Set<ViewID>()
        for (id, entry) in old { before[id] = entry }
        var actions: [() -> Void] = []
        for (id, entry) in new {
            now.insert(id)
            switch (entry, before[id]) {
            case (.appearance(let appear, _), nil):
                if let appear { actions.append(appear) }
            case (.change(let watch), nil):
                if watch.initial { actions.append { watch.perform(watch.value) } }
            case (.change(let watch), .change(let earlier)?):
                if watch.differs(earlier.value) { actions.append { watch.perform(earlier.value) } }
            case (.appearance, _), (.change, _):
                break
            }
        }
        for (id, entry) in old where !now.contains(id) {
            if case .appearance(_, let disappear?) = entry { actions.append(disappear) }
        }
        return actions
    }
}

extension _ResolveContext {
    /// Records what the view at `id` does as it comes, goes or changes.
    mutating func observeLifecycle(_ entry: LifecycleEntry, at id: ViewID) {
        guard !probing, !transitions.isRemoving else { return }
        region.lifecycle.append((id, entry))
    }
}
