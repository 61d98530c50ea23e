/// A live view's evaluation: the views made into a tree of nodes, and made
/// again, with the layout in between, until what the tree read from its
/// layout (a `GeometryReader`'s frame, a preference) agrees with it.
extension LiveView {
    /// Makes the tree again after a change of state, lays it out, and sends
    /// what moved on its way, as the change's transaction says.
    mutating func evaluate(in transaction: Transaction) {
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
    mutating func evaluateForPresentation() {
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
        let before = record
        var transitions: TransitionScopes {
            TransitionScopes(previous: before.scopes, leaving: record.departures.mapValues(\.maker), previousOrders: before.orders,
                             isChange: isChange)
        }
        var made = evaluateViews(watchedBefore: before.watched, transitions: transitions, transaction: transaction)
        var passes = 1
        while made.readsLayout {
            let layout = laidOut(root)
            layouts.lastLayout = layout
            let laid = layout.frames
            let framesSettled = made.readFrames.allSatisfy { laid[$0.key] == $0.value }
            for id in made.readFrames.keys { reads.readerFrames[id] = laid[id] }
            var collection = PreferenceCollection(frames: laid)
            if made.observesPreferences { collection.collect(root) }
            // A value that cannot be compared is taken as settled once a
            // layer was made from this change's layout.
            let unsettled = made.readPreferences.compactMap { id, read in
                collection.read[id].flatMap { read.isSame(as: $0) ?? (passes > 1) } == false ? read.key : nil
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
            made = evaluateViews(watchedBefore: before.watched, transitions: transitions, transaction: transaction)
            passes += 1
        }
        layouts.keep(root, while: presentation)
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
            guard change.differs(from: reads.handed[change.handler]) else { continue }
            // A state written while another change waits is left to that change's update.
            let waiting = !store.pending.isEmpty
            change.perform()
            guard !waiting, !store.pending.isEmpty, !store.pending.animates else { continue }
            _ = store.takePending()
            if !updated.contains(change.key) { updated.append(change.key) }
        }
        reads.handed = values
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
        layouts.lastLayout = nil
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.displayScale = displayScale
        var context = _ResolveContext(store: store, watchedBefore: watchedBefore, presented: animatables.presented,
                                      environment: environment, pressedControl: pointer.control,
                                      readerFrames: reads.readerFrames, preferences: reads.preferences, transitions: transitions,
                                      transaction: transaction, policy: policy, warnings: warnings)
        let nodes = evaluate(&context)
        store.endEvaluation()
        record = EvaluationRecord(watched: context.watched, scopes: context.transitions.present,
                                  departures: context.transitions.departures, orders: context.transitions.orders)
        // Views side by side at the top are stacked, as a window stacks them.
        root = nodes.count == 1 ? nodes[0] : _ViewNode(.root, StackNode(axis: .vertical, alignment: .center, spacing: nil), nodes)
        reads.observesPreferences = context.observesPreferences
        return Evaluation(targets: context.animatables, starts: context.transitions.starts, readFrames: context.readFrames,
                          readPreferences: context.readPreferences, observesPreferences: context.observesPreferences)
    }
}
