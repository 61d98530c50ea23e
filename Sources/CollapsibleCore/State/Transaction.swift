/// SwiftUI's `Transaction`: the context of one change of state, carried from
/// the code that writes the state to the host that shows the change. Its
/// animation moves every view the change moves, but for those inside an
/// `.animation` modifier, which take their own.
public struct Transaction: Sendable {
    public var animation: Animation?
    /// Nothing the change moves is animated, whatever asks for it.
    public var disablesAnimations = false
    /// Where a view a scroll view is asked to show in this change meets
    /// its viewport, where the ask names no anchor of its own.
    public var scrollTargetAnchor: UnitPoint?
    /// What runs once the change's motion is over.
    private(set) var completions: [AnimationCompletion] = []
    /// Made by the host, not the program: a frame of a motion, a new colour
    /// scheme or scale. Nothing moves, and no `.transaction` modifier sees it.
    private(set) var isStill = false

    /// The host's transaction of a change that moves nothing.
    static var still: Transaction {
        var still = Transaction()
        still.disablesAnimations = true
        still.isStill = true
        return still
    }

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Runs `completion` once what this change moves has come as far as
    /// `criteria` says; at once where it moves nothing.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append(AnimationCompletion(criteria: criteria, action: completion))
    }

    /// The transaction a state written now is changed in: the innermost
    /// `withTransaction` or `withAnimation` around the write, else an empty one.
    /// The framework runs on one thread, the one that runs the host's loop,
    /// as SwiftUI runs on the main thread.
    nonisolated(unsafe) static var current = Transaction()
}

/// Runs `body` with `transaction` as the one every state it writes changes in.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = outer }
    return try body()
}

/// Runs `body` with the transaction in force changed at `keyPath`.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` so that what its changes of state move, moves with `animation`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

/// The same, and `completion` once the motion is over as `completionCriteria` says.
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
