/// The framework's storage for every `@State` in the tree, keyed by the
/// view's identity and the property's place in it, and the one place a
/// state is written: a write leaves a change pending, in the transaction it
/// was made in, and tells the host that owns the tree, which evaluates the
/// tree again for its next frame. Storage whose view is gone from the tree
/// is dropped at the end of the evaluation.
final class StateStore {
    private var boxes: [StateKey: AnyObject] = [:]
    private var visited: Set<StateKey> = []
    /// View and modifier types found to have no dynamic property: not
    /// reflected again.
    private var stateless: Set<ObjectIdentifier> = []
    /// The change not yet shown, in the transaction its writes were made in.
    private(set) var pending: Transaction?
    /// The host's, told once for each change as its first write is applied;
    /// one installed while a change is pending is told at once.
    var onChange: (() -> Void)? {
        didSet { if pending != nil { onChange?() } }
    }
    /// Writes made while the tree is evaluated, applied once it is done.
    private var deferred: [() -> Void] = []
    private var isEvaluating = false
    private let diagnostics: Diagnostics

    init(diagnostics: Diagnostics) { self.diagnostics = diagnostics }

    /// Sets the state in `box` to `value`. A write of an equal value changes
    /// nothing, nor does one to the state of a view gone from the tree. A
    /// write while the tree is evaluated would change what the evaluation
    /// reads halfway: it is applied after it, with SwiftUI's warning.
    func write<Value>(_ value: Value, to box: StateBox<Value>) {
        guard boxes[box.key] === box, !Self.equal(box.value, value) else { return }
        let transaction = Transaction.current
        let apply = { [unowned self] in
            guard boxes[box.key] === box else { return }
            box.value = value
            guard let waiting = pending else {
                pending = transaction
                onChange?()
                return
            }
            pending = waiting.merged(with: transaction)
        }
        guard isEvaluating else { return apply() }
        diagnostics.report("Modifying state during view update, this will cause undefined behavior.")
        deferred.append(apply)
    }

    /// The change not yet shown, which the host takes to evaluate the tree again.
    func takePending() -> Transaction? {
        defer { pending = nil }
        return pending
    }

    /// The store whose host is evaluating its tree or running one of its
    /// actions: the state a view reads and writes is kept there. The
    /// framework runs on one thread.
    nonisolated(unsafe) static var acting: StateStore?

    /// Runs `body` as this store's host acting.
    func acting<Result>(_ body: () -> Result) -> Result {
        let outer = Self.acting
        Self.acting = self
        defer { Self.acting = outer }
        return body()
    }

    func beginEvaluation() {
        isEvaluating = true
        visited.removeAll(keepingCapacity: true)
    }

    func endEvaluation() {
        boxes = boxes.filter { visited.contains($0.key) }
        isEvaluating = false
        let writes = deferred
        deferred.removeAll()
        for write in writes { write() }
    }

    /// Links the states of `value`, a view or a modifier, to their storage,
    /// and tells `found` of each by its name and value; its `@Environment`
    /// properties read `environment`, and its `@Namespace`s take their place.
    func link<Value>(_ value: Value, at id: ViewID, environment: EnvironmentValues,
                     found: (_ name: String?, _ value: Any) -> Void) {
        let type = ObjectIdentifier(Value.self)
        guard !stateless.contains(type) else { return }
        var links = PropertyLinks(store: self, view: id, environment: environment), linked = false
        for child in Mirror(reflecting: value).children {
            guard let property = child.value as? DynamicProperty else { continue }
            linked = true
            if let state = property.link(&links) { found(child.label, state) }
        }
        if !linked { stateless.insert(type) }
    }

    func box<Value>(at key: StateKey, initial: () -> Value) -> StateBox<Value> {
        visited.insert(key)
        if let box = boxes[key] as? StateBox<Value> { return box }
        let box = StateBox(initial(), key: key, store: self)
        boxes[key] = box
        return box
    }

    /// Whether two values of a state are equal, where their type says how;
    /// a value that cannot be compared always counts as a change.
    private static func equal<Value>(_ a: Value, _ b: Value) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

struct StateKey: Hashable {
    var view: ViewID
    var index: Int
}
