/// Hosts a view in a window, the part SwiftUI's runtime plays: it keeps the
/// view's state, evaluates the tree again when that state changes, lays it
/// out, moves what the change moves over time, routes taps, and turns what
/// is on screen into a display list.
///
/// The tree is evaluated only when state changes: a write to a state, by a
/// tap's action or by any code at any time, leaves a change pending and
/// tells the host (`onStateChange`), which shows it with `update()`. A
/// frame reads plain values keyed by identity.
///
/// Its jobs are in files of their own: evaluation and its fixed point with
/// layout (`LiveView+Evaluation`), input (`LiveView+Input`,
/// `LiveView+Sliders`), the layouts motion still uses (`LiveView+Layout`),
/// and what it hands out (`LiveView+Output`).
public struct LiveView {
    let evaluate: (inout _ResolveContext) -> [_ViewNode]
    let store: StateStore
    let warnings: Warnings
    var diagnostics: Diagnostics { warnings.diagnostics }
    let measure: any TextMeasuring
    /// The host's measure of texts, where it draws pictures too, as the
    /// painter does: a host that draws none has every image's placeholder.
    var images: (any ImageMeasuring)? { measure as? any ImageMeasuring }
    /// The bodies kept between updates.
    let graph: ViewGraph
    /// A still picture of the view, such as the program's icon: no view
    /// appears in it, so that nothing of `onAppear`, `onDisappear`,
    /// `onChange` or `task` runs, the program's code alone reaching beyond
    /// its views (a file, a model that every host's views share).
    let isStill: Bool
    /// What the host sets in the environment: made again only when it
    /// changes, so that bodies compare it at no cost.
    var environment = EnvironmentValues()
    var root = _ViewNode(.root, LayoutNode(layout: VStackLayout(), call: LayoutState(id: .root, warnings: nil, comparison: nil)))
    var layouts = LayoutGenerations()
    /// What the tree read from its last layout.
    var reads = LayoutReads()

    /// How many times the tree has been evaluated: what it shows may have
    /// changed only when this has.
    public var evaluations: Int { layouts.generation }
    var presentation = Presentation()
    var animatables = AnimatableMotion()
    /// What runs once the changes shown have moved.
    var completions = PendingCompletions()
    var pointer = PointerPress()
    /// The time of the last frame, which timelines are made for.
    var frameTime: Double?
    var focus = ControlFocus()
    /// Where each scroll view is scrolled to, which frames read as they are drawn.
    let scrolls = ScrollStates()
    /// The text field the keyboard types into, while one has the focus.
    var editing: TextEditing?
    /// How the caret blinks, as the desktop says.
    public var caretBlink = CaretBlinkSettings() {
        didSet {
            guard caretBlink != oldValue else { return }
            redraw()
        }
    }

    /// The window's size in logical pixels; a change lays the view out again
    /// at once, and what moves goes on towards the new size's frames.
    public var size: Size {
        didSet {
            guard size != oldValue else { return }
            relayOut()
            settleResizedScrolls()
            // What a `GeometryReader` makes depends on its size, and so
            // may what a preference tells, and what reads the size classes.
            if graph.hasReads(.frame) || reads.observesPreferences
                || UserInterfaceSizeClass.classes(of: size) != UserInterfaceSizeClass.classes(of: oldValue) { redraw() }
        }
    }
    /// How the host opens a URL that a `Link` or the environment's
    /// `openURL` hands it, returning whether it could: with the desktop's
    /// application for it. Where none is set, no URL opens.
    public var openURL: ((String) -> Bool)? {
        get { urlOpener.open }
        nonmutating set { urlOpener.open = newValue }
    }
    let urlOpener = HostURLOpener()
    /// The system background behind the view.
    public var background: Color = .systemBackground
    /// The scheme that system colours resolve in; a change shows in the next
    /// frame, also in the middle of a motion. Views that read it from the
    /// environment are made again.
    public var colorScheme: ColorScheme = .light {
        didSet {
            guard colorScheme != oldValue else { return }
            evaluate(in: .still)
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
    /// Whether the window is in front, shown, or out of sight, which views
    /// read from the environment; a change makes them again and moves nothing.
    public var scenePhase: ScenePhase = .active {
        didSet {
            guard scenePhase != oldValue else { return }
            redraw()
        }
    }
    /// A device pixel in points, SwiftUI's `pixelLength`: the grid frames are drawn on.
    var pixelLength: Double { 1 / displayScale }
    /// What the host does to the transaction in force at each view.
    var policy = MotionPolicy()
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
                            diagnostics: Diagnostics = Diagnostics { _ in }, isStill: Bool = false) {
        evaluate = { context in context.overPresentedLayers(view._resolve(in: &context, at: .root)) }
        self.isStill = isStill
        self.measure = measure
        self.size = size
        warnings = Warnings(diagnostics)
        policy.warnings = warnings
        store = StateStore(diagnostics: diagnostics)
        graph = ViewGraph(store: store)
        // What the views' `onAppear` wrote shows in the first frame; what a
        // body wrote of its own state waits for the host, with SwiftUI's warning.
        if evaluate(in: .still) { update() }
        // A scroll position the program set first is shown in the first frame.
        performScrollRequests()
    }

    /// True while a frame would show something new: a motion, a completion
    /// waiting for one, a timeline made again at every frame, or a scroll
    /// view's offset or bars moving.
    public var isAnimating: Bool {
        isMoving || completions.isWaiting || graph.timelines.contains { $0.entry.next == .everyFrame } || scrolls.isMoving
            || pointer.rowDrag?.isSliding(at: frameTime ?? 0) == true || pointer.sheetSpring?.isMoving(at: frameTime ?? 0) == true
            || pointer.rowSwipe?.isSliding(at: frameTime ?? 0) == true
    }

    /// Whether anything on screen moves.
    var isMoving: Bool { presentation.isAnimating || animatables.isAnimating }

    /// The earliest time on the host's clock at which a timeline's content
    /// is made again, other than at every frame; nil when none waits. The
    /// host draws a frame then, and none before for it.
    public var nextTimelineUpdate: Double? {
        graph.timelines.compactMap { timeline -> Double? in
            guard case .at(let due) = timeline.entry.next else { return nil }
            return due
        }.min()
    }

    /// Moves what is on screen to `time`, in seconds on a monotonic clock.
    /// The first frame after a change starts its motion. While an
    /// `Animatable`'s data moves, the bodies that read it are walked again
    /// with the data of this frame, and so are the timelines due.
    public mutating func advance(to time: Double) {
        frameTime = time
        // What a drag set moving starts now.
        pointer.rowDrag?.begin(at: time)
        pointer.sheetSpring?.begin(at: time)
        advanceSwipedRow(to: time)
        // The pointer's moves since the last frame, as one.
        handMotionToGestures()
        tellHover()
        if scrolls.advance(to: time) { settleScrolling() }
        settleQuietScrolls(at: time)
        let moved = animatables.advance(to: time)
        let due = graph.timelines.filter { $0.entry.isDue(at: time) }.map(\.id)
        if !moved.isEmpty || !due.isEmpty {
            graph.invalidate(.animatable, moved)
            graph.invalidate(.time, due)
            // A view that left is gone once its transition is over.
            if !moved.isEmpty { graph.endDepartures { [animatables] in animatables.isMoving($0.moving) } }
            evaluateForPresentation()
        }
        _ = presentation.advance(to: time)
        // A sheet let go leaves from where it was until it is gone.
        if !animatables.isAnimating { graph.sheetLetGo = nil }
        runCompletions(at: time)
    }

    /// Runs the completions due at `time` (nil: those of changes that moved
    /// nothing), each outside any transaction: what they write is a change
    /// of its own.
    mutating func runCompletions(at time: Double?) {
        for completion in completions.take(at: time) {
            withTransaction(Transaction()) { completion.action() }
        }
    }

    /// When the motion under way comes to rest, in seconds after it starts.
    public var restingTime: Double { max(presentation.restingTime, animatables.restingTime) }

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

    /// Evaluates the tree again if a state changed, on this thread or, as
    /// SwiftUI allows, on any other, and lays it out; what
    /// moves, moves as each change's transaction says. What the evaluation
    /// itself writes is shown by the same update, as far as
    /// `updatePasses`: a body that writes what it reads at every
    /// evaluation is stopped there. Returns whether it evaluated.
    @discardableResult
    public mutating func update() -> Bool {
        store.applyPostedWrites()
        guard needsUpdate else { return performScrollRequests() }
        for _ in 0..<Self.updatePasses {
            store.takePending().show { transaction, written in
                graph.invalidateStates(of: written)
                evaluate(in: transaction)
            }
            runCompletions(at: nil)
            guard needsUpdate else {
                followFocusStates()
                performScrollRequests()
                return true
            }
        }
        _ = store.takePending()
        warnings.warn("A view's body changed its own state at each of \(Self.updatePasses) updates in a row; the last change is not shown.")
        return true
    }

    /// Evaluations of one update, at most, while what they write changes
    /// what they read.
    static let updatePasses = 8

    /// Makes the tree again for something the host changed, no state: it
    /// moves nothing, and what moves goes on.
    mutating func redraw() {
        evaluate(in: .still)
    }
}
