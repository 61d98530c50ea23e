/// The keys the registry's listeners were asked about, in the order they
/// came, each until it is answered or its answer is overdue: a key is acted
/// on only after every key before it, so that typing keeps its order
/// whatever order the answers come in.
struct HeldKeys {
    /// The call that asked about each key, the moment its answer is due
    /// (microseconds on CLOCK_MONOTONIC), and its answer once it came:
    /// whether a listener took the key for itself.
    private var keys: [(call: UInt64, due: UInt64, consumed: Bool?)] = []

    var isEmpty: Bool { keys.isEmpty }

    /// A key asked about in the call `call`, whose answer is due at `due`.
    mutating func ask(_ call: UInt64, due: UInt64) {
        keys.append((call, due, nil))
    }

    /// A key that could not be asked about: the program acts on it, after
    /// those before it.
    mutating func pass() {
        keys.append((0, 0, false))
    }

    /// The answer to `call`; an error is a key no one took. An answer to a
    /// question given up counts for nothing: its key went to the program.
    mutating func answer(_ call: UInt64, consumed: Bool) {
        guard let index = keys.firstIndex(where: { $0.call == call && $0.consumed == nil }) else { return }
        keys[index].consumed = consumed
    }

    /// When the first question still open is due; nil when none is. Keys
    /// are asked in order with one budget, so it is the earliest.
    var deadline: UInt64? {
        keys.first { $0.consumed == nil }?.due
    }

    /// Every question open past its due moment at `now`, given up: its key
    /// goes to the program. Called once the answers that came were read.
    mutating func expire(at now: UInt64) {
        for index in keys.indices where keys[index].consumed == nil && keys[index].due <= now {
            keys[index].consumed = false
        }
    }

    /// Every question still open, given up: the connection is gone.
    mutating func giveUp() {
        for index in keys.indices where keys[index].consumed == nil { keys[index].consumed = false }
    }

    /// Whether each key from the oldest on was taken, up to the first still
    /// unanswered; those are done with.
    mutating func takeAnswered() -> [Bool] {
        let answered = keys.prefix { $0.consumed != nil }.map { $0.consumed! }
        keys.removeFirst(answered.count)
        return answered
    }
}
