/// A completion added to a transaction, known by its identity: two
/// changes with completions of their own are two changes, even where they
/// move alike.
struct AnimationCompletion: @unchecked Sendable {
    let criteria: AnimationCompletionCriteria
    let action: () -> Void
    let id: Int

    init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        self.criteria = criteria
        self.action = action
        Self.made += 1
        id = Self.made
    }

    nonisolated(unsafe) private static var made = 0

    /// How long after its change's first frame it runs, with `animation`;
    /// nil: never, as for what repeats for ever.
    func delay(with animation: Animation) -> Double? {
        switch criteria.kind {
        case .logicallyComplete: animation.kind.logicalDuration
        case .removed: animation.kind.duration
        }
    }
}

/// The completions waiting for the motion of the changes they came with.
struct PendingCompletions {
    private struct Waiting {
        var completion: AnimationCompletion
        /// Seconds after the first frame; the frame that starts the clock sets `due`.
        var after: Double
        var due: Double?
    }

    private var waiting: [Waiting] = []
    /// Those whose change moved nothing, to run at once.
    private var ready: [AnimationCompletion] = []

    var isWaiting: Bool { !waiting.isEmpty }

    /// Takes the completions of a change shown in `transaction`, which moved
    /// with `animation` (nil: moved nothing).
    mutating func add(_ transaction: Transaction, animation: Animation?) {
        for completion in transaction.completions {
            guard let animation else {
                ready.append(completion)
                continue
            }
            // What never completes waits for nothing: it is dropped.
            guard let after = completion.delay(with: animation) else { continue }
            waiting.append(Waiting(completion: completion, after: after))
        }
    }

    /// Those due at `time`, taken; a frame starts the clock of the new ones.
    mutating func take(at time: Double?) -> [AnimationCompletion] {
        var due = ready
        ready = []
        guard let time else { return due }
        waiting = waiting.filter { entry in
            let end = entry.due ?? time + entry.after
            guard time >= end - 1e-9 else { return true }
            due.append(entry.completion)
            return false
        }.map { entry in
            var entry = entry
            if entry.due == nil { entry.due = time + entry.after }
            return entry
        }
        return due
    }
}
