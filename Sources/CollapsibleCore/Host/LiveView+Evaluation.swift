/// A live view's evaluation: the views made into a tree of nodes, and made
/// again, with the layout in between, until what the tree read from its
/// layout (a `GeometryReader`'s frame, a preference) agrees with it.
extension LiveView {
    /// Shows a change of state: the bodies it made stale evaluated again,
    /// the tree laid out, and what moved sent on its way, as the change's
    /// transaction says.
    /// Returns whether the views ran life-cycle actions.
    @discardableResult
    mutating func evaluate(in transaction: Transaction) -> Bool {
        let moved = animatables.retarget(makeTree(in: transaction, isChange: true))
        if !moved.isEmpty {
            // An `Animatable` shows other data than its body was walked with.
            // The walk again is part of the same change: what
            // `.animation(_:value:)` watches changed in it still.
            graph.invalidate(.animatable, moved)
            _ = makeTree(in: transaction, isChange: false, continuing: true)
        }
        let shown = policy.applied(to: transaction)
        layOut(.state(shown))
        let settled = settleScrolling()
        completions.add(transaction, animation: isMoving ? shown.animation : nil)
        return performLifecycleActions() || settled
    }

    /// Walks again the bodies that read the `Animatable` data of this
    /// frame: a frame of their motion, no change of state. What it moves, it
    /// moves at once; what else moves goes on undisturbed.
    mutating func evaluateForPresentation() {
        let still = Transaction.still
        let moved = animatables.retarget(makeTree(in: still, isChange: false))
        if !moved.isEmpty {
            // Data that came to rest, or to new data, is shown as it is now.
            graph.invalidate(.animatable, moved)
            _ = makeTree(in: still, isChange: false)
        }
        layOut(.state(still))
        settleScrolling()
        performLifecycleActions()
    }

    /// Runs what the views that came, went or saw a value change do about
    /// it, once the tree that shows it is made: what they write is a change
    /// of its own, shown by the next update before the next frame.
    @discardableResult
    func performLifecycleActions() -> Bool {
        let actions = graph.takeLifecycleActions()
        guard !isStill else { return false }
        for action in actions { action() }
        return !actions.isEmpty
    }

    /// Walks the tree into `root` through the stale bodies, with the
    /// `Animatable` data on screen; returns what the walks did to the
    /// `Animatable`s. A tree with a `GeometryReader` is laid out and walked
    /// again, until each reader's content was made from the frame layout
    /// gives it. Only a change (`isChange`), not a frame of a motion,
    /// inserts and removes views with their transitions.
    mutating func makeTree(in transaction: Transaction, isChange: Bool, continuing: Bool = false) -> ViewGraph.Output {
        graph.beginChange(continuing: continuing)
        evaluateViews(in: transaction, isChange: isChange)
        var passes = 1
        while reads.observesPreferences || graph.hasReads(.frame) {
            layOutTree()
            let laid = layouts.frames
            // A reader made from another frame than layout gives it is made again.
            var framesSettled = true
            for (id, region) in graph.reads(.frame) {
                reads.readerFrames[id] = laid[id]
                reads.readerInsets[id] = layouts.readerInsets[id]
                guard region.readFrames[id] != shownFrame(of: id, as: region) || region.readInsets[id] != layouts.readerInsets[id]
                else { continue }
                framesSettled = false
                graph.invalidate(.frame, [id])
            }
            var collection = PreferenceCollection(frames: laid)
            if reads.observesPreferences { collection.collect(root) }
            // A value that cannot be compared is taken as settled once a
            // layer was made from this change's layout.
            var unsettled: [String] = []
            for (id, region) in graph.reads(.preference) {
                guard let read = region.readPreferences[id], collection.read[id].flatMap({ read.isSame(as: $0) ?? (passes > 1) }) == false
                else { continue }
                unsettled.append(read.key)
                graph.invalidate(.preference, [id])
            }
            reads.preferences = collection.read
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
            evaluateViews(in: transaction, isChange: isChange)
            passes += 1
        }
        layouts.keep(root, while: presentation)
        return graph.output
    }

    /// The frame of `id` that `region` reads now: where the last layout put
    /// it, moved by the offsets of the scroll views that hold it.
    func shownFrame(of id: ViewID, as region: Region) -> Rect? {
        guard let laid = layouts.frames[id] else { return nil }
        guard let scroller = region.readScrollers[id] else { return laid }
        let moved = scrolls.drawnMove(inside: scroller)
        return laid.offsetBy(dx: -moved.x, dy: -moved.y)
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
            guard change.differs(from: reads.handed[change.handler]) else { continue }
            // A state written while another change waits is left to that change's update.
            let waiting = !store.pending.isEmpty
            change.perform()
            guard !waiting, !store.pending.isEmpty, !store.pending.animates else { continue }
            graph.invalidateStates(of: store.takePending().views)
            if !updated.contains(change.key) { updated.append(change.key) }
        }
        reads.handed = values
        return updated
    }

    /// One walk of the tree into `root`.
    private mutating func evaluateViews(in transaction: Transaction, isChange: Bool) {
        store.beginEvaluation()
        let sizeClasses = UserInterfaceSizeClass.classes(of: size)
        if environment.hostURLOpener !== urlOpener || environment.colorScheme != colorScheme || environment.displayScale != displayScale || environment.scenePhase != scenePhase
            || (environment.horizontalSizeClass, environment.verticalSizeClass) != sizeClasses {
            environment = EnvironmentValues()
            environment.hostURLOpener = urlOpener
            environment.colorScheme = colorScheme
            environment.displayScale = displayScale
            environment.scenePhase = scenePhase
            (environment.horizontalSizeClass, environment.verticalSizeClass) = sizeClasses
        }
        var context = _ResolveContext(store: store, graph: graph, motion: animatables, environment: environment,
                                      pressedControl: pointer.control, readerFrames: reads.readerFrames, readerInsets: reads.readerInsets,
                                      preferences: reads.preferences,
                                      isChange: isChange, transaction: transaction, policy: policy, warnings: warnings,
                                      images: images)
        context.frameTime = frameTime
        context.textMeasure = measure
        context.editedField = editing
        context.scrolls = scrolls
        var nodes = context.splicedTree() ?? context.walkTop(evaluate)
        // A presenter walked alone, or inside a layer, changed what the top
        // shows over the window: a presentation from a presented layer is
        // made by the walk after the one that made that layer.
        for _ in 0..<2 where graph.presentationsMoved { nodes = context.walkTop(evaluate) }
        store.endEvaluation()
        // Views side by side at the top are stacked, as a window stacks them.
        root = nodes.count == 1 ? nodes[0] : _ViewNode(.root, LayoutNode(layout: VStackLayout(), call: LayoutState(id: .root, warnings: warnings, comparison: nil)), nodes)
        reads.observesPreferences = graph.observers > 0
    }
}
