/// What the framework carries down the tree while it turns views into nodes:
/// where the state lives, the bodies kept from the last update, what is in
/// force at the view being made, and what the walk of each body records.
public struct _ResolveContext {
    let store: StateStore
    let graph: ViewGraph
    var disclosures = DisclosureScopes()
    /// The content each `ViewModifier` being walked modifies, innermost
    /// last, with how many bodies were being walked when it was given.
    var modifiedContents: [(content: any View, id: ViewID, depth: Int)] = []
    /// The bodies being walked, innermost last: what each records.
    var walking: [BodyWalk] = []
    /// While a view is made only to learn where its data starts: nothing is
    /// kept of it (see `startingData`).
    var probing = false

    /// The data of each `Animatable` view or modifier as on screen now,
    /// which its body is made with while it moves.
    let motion: AnimatableMotion
    /// The views inserted and removed with a transition.
    var transitions: TransitionScopes
    /// The identities of the `Animatable`s made so far, in order, in any body.
    private(set) var madeAnimatables: [ViewID] = []
    /// The change's transaction, and the animation that the `.animation`
    /// modifiers around the view being made give it.
    private let transaction: Transaction
    var animationScope: AnimationScope? { didSet { scopedAnimation = nil } }
    /// The animation of the scope in force, kept until the scope changes:
    /// every animatable view made in it asks for it.
    private var scopedAnimation: Animation??
    /// What the host does to every transaction, after the views.
    private let policy: MotionPolicy
    /// What is in force at the view being made.
    var environment: EnvironmentValues
    /// The control a pointer is pressing, which draws itself pressed.
    private let pressedControl: ViewID?
    /// The text field the keyboard types into, which draws its caret.
    var editedField: TextEditing?
    /// Each `GeometryReader`'s frame in the last layout, which its content
    /// is made from.
    private let readerFrames: [ViewID: Rect]
    /// Each reader's safe-area insets in the last layout, where it had any.
    private let readerInsets: [ViewID: EdgeInsets]
    /// What each preference layer found in the last layout.
    private let preferences: [ViewID: PreferenceRead]
    /// The time of the frame the tree is made for, on the host's clock; nil
    /// before the first frame.
    var frameTime: Double?
    /// The axis of the stack whose children are being made; nil outside one.
    var stackAxis: Axis?
    /// Whether the views being made are a `List`'s rows, outside any stack:
    /// a `Section` is then the list's, and a `ForEach` tags its rows.
    var makesListRows = false
    /// What the lazy stack or grid around tells the sections it holds; nil
    /// outside one, and inside any stack within it.
    var sectionPinning: SectionPinning?
    /// The host's scroll views, and the one whose content is being made.
    var scrolls: ScrollStates?
    var scrollView: ViewID?
    /// The `onScrollGeometryChange`s around the view being made, for the
    /// next scroll view inside them.
    var scrollGeometryObservers: [ScrollGeometryObserver] = []
    /// The `scrollPosition(id:)` around the view being made, for the next
    /// scroll view inside it.
    var scrollPosition: ScrollPositionLink?

    let warnings: Warnings
    /// The host's measure of pictures; nil where it draws none.
    let images: (any ImageMeasuring)?
    /// The host's measure of text, for what draws text for itself.
    var textMeasure: (any TextMeasuring)?

    init(store: StateStore, graph: ViewGraph, motion: AnimatableMotion, environment: EnvironmentValues, pressedControl: ViewID?,
         readerFrames: [ViewID: Rect], readerInsets: [ViewID: EdgeInsets] = [:], preferences: [ViewID: PreferenceRead],
         isChange: Bool, transaction: Transaction,
         policy: MotionPolicy, warnings: Warnings, images: (any ImageMeasuring)? = nil) {
        self.store = store
        self.graph = graph
        self.motion = motion
        transitions = TransitionScopes(isChange: isChange)
        self.transaction = transaction
        self.policy = policy
        self.readerFrames = readerFrames
        self.readerInsets = readerInsets
        self.preferences = preferences
        self.environment = environment
        self.pressedControl = pressedControl
        self.warnings = warnings
        self.images = images
    }

    /// Tells of a view that does what SwiftUI warns of.
    func warn(_ message: String) { warnings.warn(message) }

    /// Tells of `subject` (a view's ID, a picture) once in the host's life,
    /// where every evaluation of it would tell the same.
    func warnOnce(about subject: some Hashable, _ message: String) { warnings.warnOnce(about: subject, message) }

    /// The size of the picture `source`, as the host draws it.
    func imageSize(of source: ImageSource) throws(ImageFailure) -> Size {
        guard let images else { throw ImageFailure("this host draws no pictures") }
        return try images.size(of: source)
    }

    /// Whether the view a tap inside this one discloses is expanded; nil
    /// where it discloses none.
    var disclosure: Bool? { disclosures.current }

    /// Records `value` for the modifier at `id`; true when it differs from the
    /// value of the last change (a first value is no change).
    mutating func watch<Value: Equatable>(_ value: Value, at id: ViewID) -> Bool {
        region.watched[id] = value
        guard let before = walking[walking.count - 1].before.watched[id], (before as? Value) != value else { return false }
        walking[walking.count - 1].watches = true
        return true
    }

    /// The data an `Animatable` at `id` is made with: `target` where it
    /// rests, what is on screen while it moves there. An animator of the
    /// framework's own (a keyframe animator's clock) names its `animation`,
    /// as the host adjusts it, and where data new at `id` comes `from`.
    mutating func animatable<Data: VectorArithmetic>(_ target: Data, at id: ViewID, from start: Data? = nil,
                                                      with own: Animation?? = nil) -> Data {
        movingAnimatable(target, at: id, from: start, with: own) ?? target
    }

    /// As `animatable(_:at:from:with:)`, nil where the data rests: a caller
    /// that made `target` from a value of its own keeps that value.
    mutating func movingAnimatable<Data: VectorArithmetic>(_ target: Data, at id: ViewID, from start: Data? = nil,
                                                            with own: Animation?? = nil) -> Data? {
        let moving = own.map { policy.applied(to: Transaction(animation: $0)).animation } ?? scopeAnimation()
        region.targets[id] = AnimatableTarget(value: AnimatableBox(target), animation: moving)
        if let start { region.starts[id] = AnimatableBox(start) }
        madeAnimatables.append(id)
        read(.animatable, id)
        guard let presented = motion.presented(id) else { return nil }
        return presented.value as? Data
    }

    /// The transaction that what changes at the view being made takes, as
    /// the host adjusts it.
    var shownTransaction: Transaction {
        var scoped = transaction
        if let animationScope { scoped = animationScope.applied(to: scoped) }
        return policy.applied(to: scoped)
    }

    /// The animation that what changes at the view being made moves with.
    var animation: Animation? { shownTransaction.animation }

    /// `animation`, worked out once for the scope in force.
    mutating func scopeAnimation() -> Animation? {
        if let scopedAnimation { return scopedAnimation }
        let animation = self.animation
        scopedAnimation = .some(animation)
        return animation
    }

    /// Whether what changes at the view being made moves.
    var animates: Bool { animation != nil }


    /// The frame a `GeometryReader` at `id` makes its content from: where
    /// the last layout put it, nothing before the first; inside the content
    /// of `scroller`, where that scroll view and those around it draw it.
    mutating func readerFrame(at id: ViewID, in scroller: ViewID? = nil) -> Rect {
        var frame = readerFrames[id] ?? Rect(x: 0, y: 0, width: 0, height: 0)
        if let scroller, let scrolls {
            let moved = scrolls.drawnMove(inside: scroller)
            frame = frame.offsetBy(dx: -moved.x, dy: -moved.y)
        }
        region.readFrames[id] = frame
        region.readScrollers[id] = scroller
        read(.frame, id)
        return frame
    }

    /// The vertical offset of `scroller` as drawn, kept within `range`,
    /// that the view at `id` is made from: a scroll that leaves it the same
    /// in the range makes nothing again.
    mutating func scrollOffset(of scroller: ViewID, at id: ViewID, within range: ClosedRange<Double>) -> Double {
        let offset = ScrollOffsetRead(scroller: scroller, range: range, offset: scrolls?.shownOffset(of: scroller).y ?? 0)
        region.readOffsets[id] = offset
        read(.scroll, id)
        return offset.value
    }

    /// The safe-area insets the last layout gave the `GeometryReader` at
    /// `id`: none before the first, or outside any safe area.
    mutating func readerInsets(at id: ViewID) -> EdgeInsets {
        let insets = readerInsets[id]
        region.readInsets[id] = insets
        read(.frame, id)
        return insets ?? EdgeInsets()
    }

    /// Whether the last layout gave the view at `id` a frame that a reader
    /// of it read.
    func hasLaidOutFrame(at id: ViewID) -> Bool { readerFrames[id] != nil }

    /// The value of `key` that the layer at `id` is made from: what the last
    /// layout found inside the view it is laid over or under, the key's
    /// default before the first.
    mutating func preference<Key: PreferenceKey>(_ key: Key.Type, readAt id: ViewID) -> Key.Value {
        let value = preferences[id]?.value as? Key.Value ?? Key.defaultValue
        region.readPreferences[id] = PreferenceRead(key, value)
        read(.preference, id)
        return value
    }

    /// Whether a view hands preferences to an action or a layer: then each
    /// layout collects them.
    mutating func observePreferences() { region.observesPreferences = true }

    /// Whether the pointer presses the control `id`.
    mutating func isPressed(_ id: ViewID) -> Bool {
        read(.press, id)
        return pressedControl == id
    }

    /// The field `id` as typed into now; nil while it does not have the keyboard.
    mutating func editing(_ id: ViewID) -> TextEditing? {
        read(.press, id)
        return editedField?.id == id ? editedField : nil
    }

    /// Makes the children of a stack along `axis`.
    mutating func stacking<Result>(along axis: Axis?, _ content: (inout _ResolveContext) -> Result) -> Result {
        let outer = (stackAxis, makesListRows, sectionPinning)
        (stackAxis, makesListRows, sectionPinning) = (axis, false, nil)
        defer { (stackAxis, makesListRows, sectionPinning) = outer }
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

/// What the `.animation` and `.transaction` modifiers around the view
/// being made do to the transaction of what changes there, outermost first.
struct AnimationScope: Equatable {
    var steps: [TransactionStep] = []

    func applied(to transaction: Transaction) -> Transaction {
        steps.reduce(transaction) { $1.applied(to: $0) }
    }
}

/// What one modifier does to the transaction inside it.
enum TransactionStep: Equatable {
    /// `.animation(_:)`: its animation, unless the change disables animations.
    case animation(Animation?)
    /// `.transaction { }`, known by its place, since a closure cannot be compared.
    case transform(at: ViewID, (inout Transaction) -> Void)

    func applied(to transaction: Transaction) -> Transaction {
        var changed = transaction
        switch self {
        case .animation(let animation): if !changed.disablesAnimations { changed.animation = animation }
        case .transform(_, let transform): if !changed.isStill { transform(&changed) }
        }
        return changed
    }

    static func == (a: TransactionStep, b: TransactionStep) -> Bool {
        switch (a, b) {
        case (.animation(let a), .animation(let b)): a == b
        case (.transform(let a, _), .transform(let b, _)): a == b
        default: false
        }
    }
}

/// Where an `Animatable`'s data heads, and the animation it moves there with.
struct AnimatableTarget {
    var value: AnimatableBox
    var animation: Animation?
}
