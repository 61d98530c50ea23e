/// Hosts a view in a window, the part SwiftUI's runtime plays: it keeps the
/// view's state, evaluates the tree again when that state changes, lays it
/// out, moves what the change moves over time, routes taps, and turns what
/// is on screen into a display list.
///
/// The tree is evaluated only when state changes: a write to a state, by a
/// tap's action or by any code at any time, leaves a change pending and
/// tells the host (`onStateChange`), which shows it with `update()`. A
/// frame reads plain values keyed by identity.
public struct LiveView {
    private let evaluate: (inout _ResolveContext) -> [_ViewNode]
    let store: StateStore
    private let warnings: Warnings
    private var diagnostics: Diagnostics { warnings.diagnostics }
    private let measure: any TextMeasuring
    private var watched: [ViewID: any Equatable] = [:]
    private var root = _ViewNode(.root, StackNode(axis: .vertical, alignment: .center, spacing: nil))
    /// Each evaluation's tree, while motion still heads for or starts from
    /// its layout: a resize lays them out again at the new size.
    private var trees: [Int: _ViewNode] = [:]
    private var generation = 0

    /// How many times the tree has been evaluated: what it shows may have
    /// changed only when this has.
    public var evaluations: Int { generation }
    private(set) var presentation = Presentation()
    private var animatables = AnimatableMotion()
    private var frames: [ViewID: Rect] = [:]
    var recognizer = TapRecognizer()
    /// The tap gesture a press landed on, while the button is down.
    var pressed: TapAction?
    /// The control a press landed on, drawn pressed while the button is down.
    private var pressedControl: ViewID?
    /// Each `GeometryReader`'s frame in the last layout.
    private var readerFrames: [ViewID: Rect] = [:]
    /// What each preference layer found in the last layout, and what each
    /// `onPreferenceChange` was last handed.
    private var preferences: [ViewID: PreferenceRead] = [:]
    private var handed: [ViewID: any Equatable] = [:]
    /// Whether the tree hands preferences to an action or a layer.
    private var observesPreferences = false
    /// The layout of the tree as last evaluated, where the loop of
    /// `makeTree` made one: the change shows it, not another of the same.
    private var lastLayout: LayoutPass?
    /// The branches of the last evaluation, and those leaving with their
    /// transitions (see `TransitionScopes`).
    private var scopes: [ViewID: TransitionScopes.Maker] = [:]
    private var departures: [ViewID: TransitionScopes.Departure] = [:]
    private var orders: [ViewID: [ViewID]] = [:]
    /// Each matched id's frame in the last layout, where a view that comes
    /// in with that id moves from.
    private var matchedFrames: [MatchKey: Rect] = [:]
    var focus = ControlFocus()
    /// The slider a press landed on, which follows the pointer until the
    /// release, how far from its thumb's centre the press caught it, and
    /// the slider as pressed, which the release tells that the editing
    /// ended even where the drag took it out of the tree.
    var dragged: (id: ViewID, grab: Double, pressed: SliderAdjustment)?

    /// The window's size in logical pixels; a change lays the view out again
    /// at once, and what moves goes on towards the new size's frames.
    public var size: Size {
        didSet {
            guard size != oldValue else { return }
            relayOut()
            // What a `GeometryReader` makes depends on its size, and so
            // may what a preference tells.
            if !readerFrames.isEmpty || observesPreferences { redraw() }
        }
    }
    /// The system background behind the view.
    public var background: Color = .systemBackground
    /// The scheme that system colours resolve in; a change shows in the next
    /// frame, also in the middle of a motion. Views that read it from the
    /// environment are made again.
    public var colorScheme: ColorScheme = .light {
        didSet {
            guard colorScheme != oldValue else { return }
            var transaction = Transaction()
            transaction.disablesAnimations = true
            evaluate(in: transaction)
        }
    }
    /// Device pixels to a point where the view is shown, which views read
    /// from the environment; a change makes them again, and moves nothing.
    public var displayScale: Double = 1 {
        didSet {
            guard displayScale != oldValue else { return }
            redraw()
        }
    }
    /// A device pixel in points, SwiftUI's `pixelLength`: the grid frames are drawn on.
    private var pixelLength: Double { 1 / displayScale }
    /// What the host does to the transaction in force at each view.
    private var policy = MotionPolicy()
    /// The desktop's switch for animations (GTK's gtk-enable-animations):
    /// while off, a change shows its end at the next frame.
    public var animationsEnabled: Bool {
        get { policy.animationsEnabled }
        set { policy.animationsEnabled = newValue }
    }
    /// The animation every animated change takes, in place of the view's own.
    public var animationReplacement: AnimationReplacement? {
        get { policy.replacement }
        set { policy.replacement = newValue }
    }

    /// `diagnostics` hears what the view does that SwiftUI warns of.
    public init<Root: View>(_ view: Root, size: Size, measure: any TextMeasuring,
                            diagnostics: Diagnostics = Diagnostics { _ in }) {
        evaluate = { context in view._resolve(in: &context, at: .root) }
        self.measure = measure
        self.size = size
        warnings = Warnings(diagnostics)
        store = StateStore(diagnostics: diagnostics)
        var start = Transaction()
        start.disablesAnimations = true
        evaluate(in: start)
    }

    /// True while a frame would show something new.
    public var isAnimating: Bool { presentation.isAnimating || animatables.isAnimating }

    /// Moves what is on screen to `time`, in seconds on a monotonic clock.
    /// The first frame after a change starts its motion. While an
    /// `Animatable`'s data moves, the tree is made again with the data of
    /// this frame.
    public mutating func advance(to time: Double) {
        if animatables.advance(to: time) {
            // A view that left is gone once its transition is over.
            departures = departures.filter { animatables.isMoving($0.value.moving) }
            evaluateForPresentation()
        }
        _ = presentation.advance(to: time)
    }

    /// When the motion under way comes to rest, in seconds after it starts.
    public var restingTime: Double { max(presentation.restingTime, animatables.restingTime) }

    // Taps: the frontmost view under the pointer, as drawn at that moment.

    /// A press of the primary button; returns whether it changed what is
    /// shown (a control drawn pressed).
    @discardableResult
    public mutating func pointerPressed(at location: Point, time: Double) -> Bool {
        let tap = presentation.tap(at: location).map { presentation.taps[$0] }
        if let tap, let slider = tap.action.control?.slider, let frame = presentation.frame(of: tap.id) {
            return pressSlider(tap.id, slider, frame: frame, at: location, time: time)
        }
        pressed = tap?.action
        recognizer.pressed(at: location, time: time, onTarget: pressed != nil)
        guard let tap, tap.action.control != nil else { return false }
        focus.clicked(tap.id)
        pressedControl = tap.id
        redraw()
        return true
    }

    /// The pointer moved, a button down or not; returns whether a slider
    /// it drags changed its value.
    @discardableResult
    public mutating func pointerMoved(to location: Point) -> Bool {
        recognizer.moved(to: location)
        return drag(to: location)
    }

    /// Ends a press; a completed tap runs its action, and what it changed is
    /// shown. Returns whether the action changed anything.
    @discardableResult
    public mutating func pointerReleased(at location: Point, time: Double) -> Bool {
        if let dragged {
            let changed = drag(to: location)
            self.dragged = nil
            dragged.pressed.editingChanged(false)
            return update() || changed
        }
        let wasPressed = pressedControl != nil
        pressedControl = nil
        defer { pressed = nil }
        // The control shows itself released at once, before its action
        // runs: the action's transaction moves what the action changes.
        if wasPressed { redraw() }
        let changed = recognizer.released(at: location, time: time) && pressed.map { perform($0, animated: true) } == true
        return changed || wasPressed
    }

    /// Makes the tree again for something the host changed, no state: it
    /// moves nothing, and what moves goes on.
    private mutating func redraw() {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        evaluate(in: transaction)
    }

    // The keyboard: the focus among the controls, and their press.

    /// The controls the keyboard can focus, `Button`s, `Toggle`s and
    /// `Slider`s, in reading order.
    private var controls: [ViewID] { presentation.taps.filter { $0.action.control != nil }.map(\.id) }

    /// Moves the keyboard's focus to the next control (Tab), or the previous
    /// (Shift+Tab); returns whether any took it.
    public mutating func moveFocus(forward: Bool) -> Bool {
        focus.move(forward: forward, among: controls)
    }

    /// The control that has the keyboard's focus, if any.
    public var focusedControl: ViewID? {
        // Asked at every turn of a host's loop: no array is made for it.
        guard let focused = focus.focused,
              presentation.taps.contains(where: { $0.id == focused && $0.action.control != nil }) else { return nil }
        return focused
    }

    /// Presses the focused control, as Space and Return do; where none has
    /// the focus, the frontmost view with a tap gesture. Returns whether the
    /// press changed anything.
    @discardableResult
    public mutating func pressFocused() -> Bool {
        guard let control = focusedControl else { return pressFrontmostTapTarget() }
        return press(control)
    }

    /// The frontmost view with a tap gesture: the last in drawing order,
    /// which Space and Return press while no control has the focus.
    public var frontmostTapTarget: ViewID? { presentation.taps.last?.id }

    /// Presses the view with a tap gesture `id`, as Space does for the focused
    /// one and an assistive tool's action does; `animated` false shows the
    /// change's end at once. Returns whether the action changed anything.
    @discardableResult
    public mutating func press(_ id: ViewID, animated: Bool = true) -> Bool {
        guard let tap = presentation.taps.first(where: { $0.id == id }) else { return false }
        return perform(tap.action, animated: animated)
    }

    /// Presses the frontmost view with a tap gesture, as Space does; with
    /// `animated` false the view starts as after the press, settled (the
    /// exercise expanded). Returns whether the action changed anything.
    @discardableResult
    public mutating func pressFrontmostTapTarget(animated: Bool = true) -> Bool {
        guard let target = frontmostTapTarget else { return false }
        return press(target, animated: animated)
    }

    /// The centre of the view's first control (a button, a toggle or a tap
    /// gesture, in reading order), as drawn now: where `--render
    /// --progress` presses.
    public var firstControlCentre: Point? {
        guard let first = presentation.taps.indices.first, let frame = presentation.shownFrame(of: first) else { return nil }
        return Point(x: frame.midX, y: frame.midY)
    }

    /// Runs a tap's action in a transaction of its own, which animates
    /// nothing but what asks for it, and shows what it changed.
    private mutating func perform(_ action: TapAction, animated: Bool) -> Bool {
        withTransaction(Transaction()) { action.perform?() }
        guard !animated else { return update() }
        // Shown at its end, whatever animation the action asks for.
        let enabled = policy.animationsEnabled
        policy.animationsEnabled = false
        defer { policy.animationsEnabled = enabled }
        return update()
    }

    /// Whether a state changed since the tree was last evaluated.
    public var needsUpdate: Bool { !store.pending.isEmpty }

    /// Told once for each change of state, as it is made, whatever code
    /// made it: the host schedules a frame, and calls `update()` for the
    /// change. A call that shows its change itself (a tap's) tells too, and
    /// `update()` then finds nothing to do. One set while a change waits is
    /// told at once.
    public var onStateChange: (() -> Void)? {
        get { store.onChange }
        nonmutating set { store.onChange = newValue }
    }

    /// Evaluates the tree again if a state changed, and lays it out; what
    /// moves, moves as each change's transaction says. What the evaluation
    /// itself writes is shown by the same update, as far as
    /// `updatePasses`: a body that writes what it reads at every
    /// evaluation is stopped there. Returns whether it evaluated.
    @discardableResult
    public mutating func update() -> Bool {
        guard needsUpdate else { return false }
        for _ in 0..<Self.updatePasses {
            store.takePending().show { evaluate(in: $0) }
            guard needsUpdate else { return true }
        }
        _ = store.takePending()
        warnings.warn("A view's body changed its own state at each of \(Self.updatePasses) updates in a row; the last change is not shown.")
        return true
    }

    /// Evaluations of one update, at most, while what they write changes
    /// what they read.
    static let updatePasses = 8

    /// Makes the tree again after a change of state, lays it out, and sends
    /// what moved on its way, as the change's transaction says.
    private mutating func evaluate(in transaction: Transaction) {
        let made = makeTree(in: transaction, isChange: true)
        if animatables.retarget(made.targets, starts: made.starts) {
            // An `Animatable` shows other data than the tree was made with.
            _ = makeTree(in: transaction, isChange: false)
        }
        layOut(.state(policy.applied(to: transaction)))
    }

    /// Makes the tree again with the `Animatable` data of this frame: a
    /// frame of their motion, no change of state. What it moves, it moves
    /// at once; what else moves goes on undisturbed.
    private mutating func evaluateForPresentation() {
        var still = Transaction()
        still.disablesAnimations = true
        if animatables.retarget(makeTree(in: still, isChange: false).targets, starts: [:]) {
            // Data that came to rest, or to new data, is shown as it is now.
            _ = makeTree(in: still, isChange: false)
        }
        layOut(.state(still))
    }

    /// Evaluates the views into a new tree, made with the `Animatable` data
    /// on screen; returns where each `Animatable` heads, and where those
    /// that came in with a transition start. A tree with a `GeometryReader`
    /// is laid out and made again, until each reader's content was made from
    /// the frame layout gives it. Only a change (`isChange`), not a frame of
    /// a motion, inserts and removes views with their transitions.
    private mutating func makeTree(in transaction: Transaction, isChange: Bool)
        -> (targets: [ViewID: AnimatableTarget], starts: [ViewID: AnimatableBox]) {
        // Every pass compares with the last change: `.animation(_:value:)`'s
        // values, and the branches that were there.
        let before = (watched: watched, scopes: scopes, orders: orders)
        var transitions: TransitionScopes {
            TransitionScopes(previous: before.scopes, leaving: departures.mapValues(\.maker), previousOrders: before.orders,
                             isChange: isChange)
        }
        var made = evaluateViews(watchedBefore: before.watched, transitions: transitions, transaction: transaction)
        var passes = 1
        while made.readsLayout {
            let layout = laidOut(root)
            lastLayout = layout
            let laid = layout.frames
            let framesSettled = made.readFrames.allSatisfy { laid[$0.key] == $0.value }
            for id in made.readFrames.keys { readerFrames[id] = laid[id] }
            var collection = PreferenceCollection(frames: laid)
            if made.observesPreferences { collection.collect(root) }
            // A value that cannot be compared is taken as settled once a
            // layer was made from this change's layout.
            let unsettled = made.readPreferences.compactMap { id, read in
                collection.read[id].flatMap { read.isSame(as: $0) ?? (passes > 1) } == false ? read.key : nil
            }
            preferences = collection.read
            // What a reader's content prefers is told once it was made from
            // the reader's frame: no handler is handed a size of nothing.
            let updated = framesSettled ? hand(collection.changes) : []
            if framesSettled, unsettled.isEmpty, updated.isEmpty { break }
            guard passes < Self.geometryPasses else {
                if !framesSettled {
                    diagnostics.report("GeometryReader: the content changes the reader's own frame at every layout; shown after \(passes) layouts")
                }
                for key in Set(updated + unsettled).sorted() {
                    diagnostics.report("Bound preference \(key) tried to update multiple times per frame.")
                }
                break
            }
            made = evaluateViews(watchedBefore: before.watched, transitions: transitions, transaction: transaction)
            passes += 1
        }
        generation += 1
        trees = trees.filter { presentation.usesLayout($0.key) }
        trees[generation] = root
        return (made.targets, made.starts)
    }

    /// Layouts of one change, at most, while readers' frames, the
    /// preferences layers are made from, or the state preference handlers
    /// write keep moving.
    static let geometryPasses = 8

    /// Hands each `onPreferenceChange` its value where it is not the one it
    /// was last handed. A state the handler writes with no animation is
    /// shown by the layout this change makes next, in the change's own
    /// transaction; one it writes with an animation, as a change of its own
    /// in that animation, once this one is shown. Returns the keys whose
    /// handlers wrote a state to show in this change.
    private mutating func hand(_ changes: [PreferenceChange]) -> [String] {
        var updated: [String] = []
        var values: [ViewID: any Equatable] = [:]
        for change in changes {
            values[change.handler] = change.value
            guard change.differs(from: handed[change.handler]) else { continue }
            // A state written while another change waits is left to that change's update.
            let waiting = !store.pending.isEmpty
            change.perform()
            guard !waiting, !store.pending.isEmpty, !store.pending.animates else { continue }
            _ = store.takePending()
            if !updated.contains(change.key) { updated.append(change.key) }
        }
        handed = values
        return updated
    }

    /// What one evaluation made besides the tree: where each `Animatable`
    /// heads and where those that came in start, and what was made from
    /// the last layout.
    private struct Evaluation {
        var targets: [ViewID: AnimatableTarget]
        var starts: [ViewID: AnimatableBox]
        /// The frame each `GeometryReader` was made from.
        var readFrames: [ViewID: Rect]
        /// The preference each layer was made from.
        var readPreferences: [ViewID: PreferenceRead]
        var observesPreferences: Bool

        /// Whether the tree is laid out and made again until what it was
        /// made from agrees with its layout.
        var readsLayout: Bool { !readFrames.isEmpty || observesPreferences }
    }

    /// One evaluation of the views into `root`.
    private mutating func evaluateViews(watchedBefore: [ViewID: any Equatable], transitions: TransitionScopes, transaction: Transaction)
        -> Evaluation {
        store.beginEvaluation()
        lastLayout = nil
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.displayScale = displayScale
        var context = _ResolveContext(store: store, watchedBefore: watchedBefore, presented: animatables.presented,
                                      environment: environment, pressedControl: pressedControl,
                                      readerFrames: readerFrames, preferences: preferences, transitions: transitions, transaction: transaction, policy: policy,
                                      warnings: warnings)
        let nodes = evaluate(&context)
        store.endEvaluation()
        watched = context.watched
        scopes = context.transitions.present
        departures = context.transitions.departures
        orders = context.transitions.orders
        // Views side by side at the top are stacked, as a window stacks them.
        root = nodes.count == 1 ? nodes[0] : _ViewNode(.root, StackNode(axis: .vertical, alignment: .center, spacing: nil), nodes)
        observesPreferences = context.observesPreferences
        return Evaluation(targets: context.animatables, starts: context.transitions.starts, readFrames: context.readFrames,
                          readPreferences: context.readPreferences, observesPreferences: context.observesPreferences)
    }

    private mutating func layOut(_ change: Change) {
        let layout = lastLayout ?? laidOut(root)
        frames = layout.frames
        presentation = Presentation(root, frames: frames, pixelLength: pixelLength, layout: generation, after: presentation,
                                    change: change, matchedBefore: matchedFrames)
        matchedFrames = layout.matchedFrames
    }

    private mutating func relayOut() {
        var relaid: [Int: [ViewID: Rect]] = [:]
        for (layout, tree) in trees where layout != generation && presentation.usesLayout(layout) {
            relaid[layout] = frames(of: tree)
        }
        let layout = laidOut(root)
        frames = layout.frames
        relaid[generation] = frames
        // A view that comes in matched to one that stays moves from where
        // that one is at this size.
        matchedFrames = layout.matchedFrames
        presentation = Presentation(root, frames: frames, pixelLength: pixelLength, layout: generation, after: presentation,
                                    change: .resize(relaid), matchedBefore: [:])
    }

    private func frames(of tree: _ViewNode) -> [ViewID: Rect] {
        laidOut(tree).frames
    }

    /// One layout of `tree` in the window, a leaving view where the last one put it.
    private func laidOut(_ tree: _ViewNode) -> LayoutPass {
        var layout = LayoutPass(measure: measure, previous: frames)
        layout.place(tree, in: size)
        return layout
    }

    /// The frame on screen, ready for a painter, its colours resolved in the
    /// colour scheme.
    public func displayList(scale: Double) -> DisplayList {
        var items = presentation.items(in: colorScheme)
        if focus.showsRing, let control = focusedControl, let ring = presentation.focusRing(around: control) {
            items.append(ring.resolved(in: colorScheme))
        }
        return DisplayList(size: size, scale: scale, background: background.resolved(in: colorScheme), items: items)
    }

    /// The smallest size that shows the whole view as it is now: its size
    /// when offered nothing, as SwiftUI measures a view's minimum.
    public var minimumSize: Size {
        var layout = LayoutPass(measure: measure)
        return layout.size(of: root, ProposedSize(width: 0, height: 0))
    }

    /// The view as assistive tools see it, at the frames its motion heads for.
    public var accessibilityRoot: AccessibilityElement {
        AccessibilityWalk(frames: presentation.frames, laidOut: frames).node(for: root)
    }
}
