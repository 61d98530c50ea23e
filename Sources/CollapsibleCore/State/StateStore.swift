/// The framework's storage for every `@State` in the tree, and for what
/// the other dynamic properties keep, keyed by the view's identity and the
/// property's place in it, and the one place a state is written: a write
/// leaves a change pending, in the transaction it was made in, and tells
/// the host that owns the tree, which evaluates the body of its view again
/// for its next frame. The storage of a view gone from the tree is
/// forgotten with its body's record (see `ViewGraph`).
final class StateStore {
    private var boxes: [StateKey: AnyObject] = [:]
    /// Where each view and modifier type keeps its dynamic properties.
    private var fields: [ObjectIdentifier: DynamicPropertyFields] = [:]
    /// The writes not yet shown, in the transactions they were made in.
    private(set) var pending = PendingChanges()
    /// The host's, told once for each change as its first write is applied;
    /// one installed while a change is pending is told at once.
    var onChange: (() -> Void)? {
        didSet { if !pending.isEmpty { onChange?() } }
    }
    /// Writes made while the tree is evaluated, applied once it is done.
    private var deferred: [() -> Void] = []
    private var isEvaluating = false
    /// Writes from other threads, waiting for the tree's.
    private let posted = PostedWrites()
    private let diagnostics: Diagnostics
    /// What the bodies read of models outside the framework, as the
    /// installed tracker follows it (see `_ReadTracker`).
    private var reads = TrackedReads()
    /// While an evaluation shows code loaded anew, what the views it drops
    /// kept, for the views of the new code that take their places, and the
    /// type of the body each was kept for: a view of another type at that
    /// place starts afresh.
    private var carried: [StateKey: (kept: AnyObject, source: String?)]?
    /// While carried, the type of the body whose properties are being linked.
    private var linkingSource: String?
    /// The code shown last (see `_ReloadedView`).
    private var shownCode = 0
    /// Views whose state outlives their place in the tree: a lazy stack's
    /// rows, made again as they come back in sight.
    private var keptViews: Set<ViewID> = []

    func keepsState(of view: ViewID) { keptViews.insert(view) }

    init(diagnostics: Diagnostics) { self.diagnostics = diagnostics }

    /// Sets the state in `box` to `value`. A write of an equal value changes
    /// nothing, nor does one to the state of a view gone from the tree. A
    /// write while the tree is evaluated would change what the evaluation
    /// reads halfway: it is applied after it, with SwiftUI's warning.
    func write<Value>(_ value: Value, to box: StateBox<Value>) {
        guard posted.isHome else { return onTreeThread { [weak self] in self?.write(value, to: box) } }
        guard let key = box.key, boxes[key] === box, !Self.equal(box.value, value) else { return }
        let transaction = Transaction.current
        let apply = { [unowned self] in
            guard boxes[key] === box else { return }
            let before = box.value
            box.value = value
            let wasEmpty = pending.isEmpty
            pending.add(PendingChanges.Write(view: key.view, undo: { box.value = before }, redo: { box.value = value }), in: transaction)
            if wasEmpty { onChange?() }
        }
        guard isEvaluating else { return apply() }
        diagnostics.report("Modifying state during view update, this will cause undefined behavior.")
        deferred.append(apply)
    }

    /// Applies the writes other threads made since the last call.
    func applyPostedWrites() {
        for write in posted.take() { write() }
    }

    /// Runs `work` on the tree's thread: at once where the caller runs on
    /// it; else at the tree's next update, the host told from this thread.
    private func onTreeThread(_ work: @escaping () -> Void) {
        guard posted.isHome else {
            posted.post(work)
            return onChange?() ?? ()
        }
        work()
    }

    /// A model that the view `view` follows changes, as its object tells
    /// (`ObservableObject`) or the tracker of what its body read does: the
    /// body is evaluated again, in the transaction the change is made in.
    /// The model holds its value itself: nothing of it is taken back and
    /// made again when changes are shown one after another. A change while
    /// the tree is evaluated is shown after it, with `warning` where there
    /// is one; one made on another thread, at the tree's next update, as a
    /// state's write is.
    func modelChanged(view: ViewID, warning: String? = nil) {
        guard posted.isHome else { return onTreeThread { [weak self] in self?.modelChanged(view: view, warning: warning) } }
        let transaction = Transaction.current
        let apply = { [unowned self] in
            let wasEmpty = pending.isEmpty
            pending.add(PendingChanges.Write(view: view), in: transaction)
            if wasEmpty { onChange?() }
        }
        guard isEvaluating else { return apply() }
        if let warning { diagnostics.report(warning) }
        deferred.append(apply)
    }

    /// Runs `read`, a part of what makes the view `view`, with what it reads
    /// of models followed by the installed tracker, if any: a change to any
    /// of it, on any thread, evaluates the view's body again, until that
    /// part is run anew.
    func tracking<Result>(_ part: TrackedReads.Part, of view: ViewID, _ read: () -> Result) -> Result {
        guard let tracker = _ReadTracker.installed, let run = reads.current(part, of: view) else { return read() }
        return tracked(part, of: view, run: run, by: tracker, read)
    }

    // Apart from `tracking`, so that its path with no tracker, which
    // nearly every evaluation takes, asks the runtime for no optional of
    // `Result`, as this one's local does.
    @inline(never)
    private func tracked<Result>(_ part: TrackedReads.Part, of view: ViewID, run: UInt64, by tracker: _ReadTracker,
                                 _ read: () -> Result) -> Result {
        let changed = Unchecked { [weak self] in
            self?.onTreeThread { [weak self] in
                guard let self, reads.current(part, of: view) == run else { return }
                modelChanged(view: view)
            }
        }
        var result: Result?
        tracker.track({ result = read() }, { changed.value() })
        // Run by `track` before it returns.
        return result.unsafelyUnwrapped
    }

    /// A part of what makes the view `view` is run anew: what its last run
    /// read no longer matters.
    func beginReads(_ part: TrackedReads.Part, of view: ViewID) {
        guard _ReadTracker.installed != nil else { return }
        reads.begin(part, of: view)
    }

    /// Runs `work` now, or once the tree is evaluated where it is being.
    func afterEvaluation(_ work: @escaping () -> Void) {
        guard isEvaluating else { return work() }
        deferred.append(work)
    }

    /// The writes not yet shown, which the host takes to evaluate the tree again.
    func takePending() -> PendingChanges {
        defer { pending = PendingChanges() }
        return pending
    }

    func beginEvaluation() {
        isEvaluating = true
    }

    func endEvaluation() {
        isEvaluating = false
        carried = nil
        linkingSource = nil
        let writes = deferred
        deferred.removeAll()
        for write in writes { write() }
    }

    /// Links the dynamic properties of `value`, a view or a modifier as
    /// evaluated at `id`, to what is kept for that place, and tells `found`
    /// of each state by its name and value; its `@Environment` properties
    /// read `environment`, and its `@Namespace`s take their place. What is
    /// new at that place is kept there unless `keeps` is false. Returns how
    /// many values are kept for it.
    func link<Value>(_ value: inout Value, at id: ViewID, source: @autoclosure () -> String?, environment: EnvironmentValues,
                     keeps: Bool, found: (_ name: String, _ value: Any) -> Void) -> Int {
        let properties = fields(of: Value.self)
        guard !properties.fields.isEmpty else { return 0 }
        if carried != nil { linkingSource = source() }
        var links = _PropertyLinks(store: self, view: id, environment: environment, keeps: keeps)
        properties.link(&value, &links, found: found)
        return links.slots
    }

    /// Where the dynamic properties of `type` lie.
    func fields<Value>(of type: Value.Type) -> DynamicPropertyFields {
        let key = ObjectIdentifier(type)
        if let known = fields[key] { return known }
        let found = DynamicPropertyFields.known.found(in: type) { DynamicPropertyFields(of: type) }
        fields[key] = found
        return found
    }

    func box<Value>(at key: StateKey, keeps: Bool, initial: () -> Value) -> StateBox<Value> {
        kept(at: key, keeps: keeps) {
            let value = carriedHere(key).flatMap { ($0 as? any CarriedState)?.value(as: Value.self) }
            return StateBox(value ?? initial(), key: key, store: self)
        }
    }

    /// What a dynamic property keeps at `key`, made by `make` the first
    /// time; where code loaded anew replaced the view, what the old view
    /// kept there, when it is of the same type.
    func kept<Kept: AnyObject>(at key: StateKey, keeps: Bool, make: () -> Kept) -> Kept {
        if let kept = boxes[key] as? Kept { return kept }
        let made = carriedHere(key) as? Kept ?? make()
        if keeps { boxes[key] = made }
        return made
    }

    /// What a view of code replaced kept at `key`, where the body being
    /// linked is of its type.
    private func carriedHere(_ key: StateKey) -> AnyObject? {
        guard let found = carried?[key], found.source == linkingSource else { return nil }
        return found.kept
    }

    /// Forgets what is kept for the view `view`, whose body is a `source`,
    /// which left the tree; while code loaded anew is shown, keeps it for
    /// the view that takes its place.
    func forget(view: ViewID, kept: Int, source: @autoclosure () -> String?) {
        guard !keptViews.contains(view) else { return reads.forget(view) }
        let name = carried == nil ? nil : source()
        for index in 0..<kept {
            let key = StateKey(view: view, index: index)
            if carried != nil, let box = boxes[key] { carried?[key] = (box, name) }
            boxes[key] = nil
        }
        reads.forget(view)
    }

    /// The evaluation under way shows the code numbered `code`: where it is
    /// not the code shown last, the views of the old code that it drops hand
    /// what they kept to the views of the new that take their places.
    func show(code: Int) {
        guard code != shownCode, isEvaluating else { return }
        shownCode = code
        carried = [:]
    }

    /// Whether two values of a state are equal, where their type says how;
    /// a value that cannot be compared always counts as a change. How is
    /// found once for each type: a cast to `Equatable` at every write asked
    /// the runtime for the type's conformance each time.
    private static func equal<Value>(_ a: Value, _ b: Value) -> Bool {
        // A state of a protocol's type, or holding a subclass, or of a type
        // that is no `Equatable` itself (an optional of a protocol's type),
        // is compared as the value it holds says.
        guard type(of: a) == Value.self,
              let equal = equalities.found(in: Value.self, { (Value.self as? any Equatable.Type).map(ValueComparison.equality(of:)) })
        else {
            guard let a = a as? any Equatable else { return false }
            return a.isEqual(to: b)
        }
        return withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in equal(a, b) } }
    }

    private static let equalities = ReflectedTypes<((UnsafeRawPointer, UnsafeRawPointer) -> Bool)?>()
}

struct StateKey: Hashable {
    var view: ViewID
    var index: Int

    /// The ID's own hash, the index folded into its seed.
    func _rawHashValue(seed: Int) -> Int { view._rawHashValue(seed: seed ^ index &* 0x9E37_79B9) }
}
