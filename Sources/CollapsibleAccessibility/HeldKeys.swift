/// The keys the registry's listeners were asked about, in the order they
/// came, each until it is answered or its answer is overdue: a key is acted
/// on only after every key before it, so that typing keeps its order
/// whatever order the answers come in.
struct HeldKeys {
    /// Where the question about one key stands.
    private enum Question {
        /// Asked in the call `call`, its answer due at `due` (microseconds
        /// on CLOCK_MONOTONIC).
        case open(call: UInt64, due: UInt64)
        /// Answered, or given up: whether a listener took the key for itself.
        case answered(taken: Bool)

        var taken: Bool? {
            switch self {
            case .open: nil
            case .answered(let taken): taken
            }
        }
    }

    private var keys: [Question] = []

    var isEmpty: Bool { keys.isEmpty }

    /// A key asked about in the call `call`, whose answer is due at `due`.
    mutating func ask(_ call: UInt64, due: UInt64) {
        keys.append(.open(call: call, due: due))
    }

    /// A key that could not be asked about: the program acts on it, after
    /// those before it.
    mutating func pass() {
        keys.append(.answered(taken: false))
    }

    /// The answer to `call`; an error is a key no one took. An answer to a
    /// question given up counts for nothing: its key went to the program.
    mutating func answer(_ call: UInt64, consumed: Bool) {
        guard let index = keys.firstIndex(where: { if case .open(call, _) = $0 { true } else { false } }) else { return }
        keys[index] = .answered(taken: consumed)
    }

    /// When the first question still open is due; nil when none is. Keys
    /// are asked in order with one budget, so it is the earliest.
    var deadline: UInt64? {
        for key in keys { if case .open(_, let due) = key { return due } }
        return nil
    }

    /// Every question open past its due moment at `now`, given up: its key
    /// goes to the program. Called once the answers that came were read.
    mutating func expire(at now: UInt64) {
        for index in keys.indices {
            if case .open(_, let due) = keys[index], due <= now { keys[index] = .answered(taken: false) }
        }
    }

    /// Every question still open, given up: the connection is gone.
    mutating func giveUp() {
        for index in keys.indices where keys[index].taken == nil { keys[index] = .answered(taken: false) }
    }

    /// Whether each key from the oldest on was taken, up to the first still
    /// unanswered; those are done with.
    mutating func takeAnswered() -> [Bool] {
        let answered = keys.prefix { $0.taken != nil }.compactMap(\.taken)
        keys.removeFirst(answered.count)
        return answered
    }
}
