/// What the framework carries down the tree while it turns views into nodes:
/// where the state lives, the values that `.animation(_:value:)` watches,
/// and the animatable data on screen now.
public struct _ResolveContext {
    let store: StateStore
    private var disclosures = DisclosureScopes()
    /// The values `.animation(_:value:)` watched at the last change, and at this one.
    private let watchedBefore: [ViewID: any Equatable]
    private(set) var watched: [ViewID: any Equatable] = [:]
    /// The content each `ViewModifier` being evaluated modifies, innermost last.
    var modifiedContents: [(any View, ViewID)] = []

    /// The data of each `Animatable` view or modifier as on screen now,
    /// which its body is made with while it moves.
    let presented: [ViewID: AnimatableBox]
    /// What each `Animatable` heads for at this evaluation.
    var animatables: [ViewID: AnimatableTarget] = [:]
    /// The views inserted and removed with a transition.
    var transitions: TransitionScopes
    /// The transaction in force at the view being made: the change's, as
    /// the modifiers around the view changed it.
    private var transaction: Transaction
    /// What the host does to every transaction, after the views.
    private let policy: MotionPolicy
    /// What is in force at the view being made.
    private(set) var environment: EnvironmentValues
    /// The control a pointer is pressing, which draws itself pressed.
    let pressedControl: ViewID?
    /// Each `GeometryReader`'s frame in the last layout, which its content
    /// is made from; and the frames used at this evaluation.
    private let readerFrames: [ViewID: Rect]
    private(set) var readFrames: [ViewID: Rect] = [:]
    /// What each view made from a preference found in the last layout, and
    /// the values used at this evaluation.
    private let preferences: [ViewID: PreferenceRead]
    private(set) var readPreferences: [ViewID: PreferenceRead] = [:]
    /// Whether a view hands preferences to an action or a layer: then each
    /// layout collects them.
    var observesPreferences = false
    /// The axis of the stack whose children are being made; nil outside one.
    private(set) var stackAxis: Axis?

    private let warnings: Warnings

    init(store: StateStore, watchedBefore: [ViewID: any Equatable], presented: [ViewID: AnimatableBox],
         environment: EnvironmentValues, pressedControl: ViewID?, readerFrames: [ViewID: Rect],
         preferences: [ViewID: PreferenceRead], transitions: TransitionScopes, transaction: Transaction, policy: MotionPolicy, warnings: Warnings) {
        self.store = store
        self.transitions = transitions
        self.transaction = transaction
        self.policy = policy
        self.readerFrames = readerFrames
        self.preferences = preferences
        self.environment = environment
        self.pressedControl = pressedControl
        self.watchedBefore = watchedBefore
        self.presented = presented
        self.warnings = warnings
    }

    /// Tells of a view that does what SwiftUI warns of.
    func warn(_ message: String) { warnings.warn(message) }

    /// Tells of the view `id` once in the host's life, where every
    /// evaluation of it would tell the same.
    func warnOnce(about id: ViewID, _ message: String) { warnings.warnOnce(about: id, message) }

    /// Before the body of a view or a modifier is evaluated: the copy of
    /// `value` whose body is evaluated at `id`, its state linked to the
    /// storage kept for that place in the tree.
    mutating func enter<Value>(_ value: Value, at id: ViewID) -> Value {
        var linked = value, expanded: Bool?
        store.link(&linked, at: id, environment: environment) { name, state in
            expanded = expanded ?? DisclosureScopes.expanded(name: name, state: state)
        }
        disclosures.enter(expanded)
        return linked
    }

    mutating func leave() { disclosures.leave() }

    /// Whether the view a tap inside this one discloses is expanded; nil
    /// where it discloses none.
    var disclosure: Bool? { disclosures.current }

    /// Records `value` for the modifier at `id`; true when it differs from the
    /// value of the last change (a first value is no change).
    mutating func watch<Value: Equatable>(_ value: Value, at id: ViewID) -> Bool {
        watched[id] = value
        guard let before = watchedBefore[id] else { return false }
        return (before as? Value) != value
    }

    /// The data an `Animatable` at `id` is made with: `target` where it
    /// rests, what is on screen while it moves there.
    mutating func animatable<Data: VectorArithmetic>(_ target: Data, at id: ViewID) -> Data {
        animatables[id] = AnimatableTarget(value: AnimatableBox(target), animation: animation)
        return presented[id]?.value as? Data ?? target
    }

    /// The transaction that what changes at the view being made takes, as
    /// the host adjusts it.
    var shownTransaction: Transaction { policy.applied(to: transaction) }

    /// The animation that what changes at the view being made moves with.
    var animation: Animation? { shownTransaction.animation }

    /// Whether what changes at the view being made moves.
    var animates: Bool { animation != nil }

    /// Makes `content` with the transaction in force changed by `body`, as
    /// a transaction modifier does.
    mutating func transacting<Result>(_ body: (inout Transaction) -> Void, _ content: (inout _ResolveContext) -> Result) -> Result {
        let outer = transaction
        body(&transaction)
        defer { transaction = outer }
        return content(&self)
    }

    /// The frame a `GeometryReader` at `id` makes its content from: where
    /// the last layout put it, nothing before the first.
    mutating func readerFrame(at id: ViewID) -> Rect {
        let frame = readerFrames[id] ?? Rect(x: 0, y: 0, width: 0, height: 0)
        readFrames[id] = frame
        return frame
    }

    /// The value of `key` that the layer at `id` is made from: what the last
    /// layout found inside the view it is laid over or under, the key's
    /// default before the first.
    mutating func preference<Key: PreferenceKey>(_ key: Key.Type, readAt id: ViewID) -> Key.Value {
        let value = preferences[id]?.value as? Key.Value ?? Key.defaultValue
        readPreferences[id] = PreferenceRead(key, value)
        return value
    }

    /// Makes the children of a stack along `axis`.
    mutating func stacking<Result>(along axis: Axis?, _ content: (inout _ResolveContext) -> Result) -> Result {
        let outer = stackAxis
        stackAxis = axis
        defer { stackAxis = outer }
        return content(&self)
    }

    /// Makes `content` with `change` made to the environment.
    mutating func changingEnvironment<Result>(_ change: (inout EnvironmentValues) -> Void,
                                              _ content: (inout _ResolveContext) -> Result) -> Result {
        let outer = environment
        change(&environment)
        defer { environment = outer }
        return content(&self)
    }
}

/// Where an `Animatable`'s data heads, and the animation it moves there with.
struct AnimatableTarget {
    var value: AnimatableBox
    var animation: Animation?
}
