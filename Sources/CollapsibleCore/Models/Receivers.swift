/// The receivers of one publisher, in the order they came: what sends a
/// value or the end hands it to each that is still there, and one that
/// comes after the end is told of it at once.
final class Receivers<Output, Failure: Error> {
    private struct Receiver {
        let value: (Output) -> Void
        let completion: (Subscribers.Completion<Failure>) -> Void
    }

    private var receivers: [Int: Receiver] = [:]
    private var order: [Int] = []
    private var next = 0
    private(set) var completion: Subscribers.Completion<Failure>?

    func add(value: @escaping (Output) -> Void, completion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if let ended = self.completion {
            completion(ended)
            return AnyCancellable {}
        }
        let id = next
        next += 1
        receivers[id] = Receiver(value: value, completion: completion)
        order.append(id)
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: Int) {
        guard receivers.removeValue(forKey: id) != nil else { return }
        order.removeAll { $0 == id }
    }

    /// A receiver removed by another's handling of the same value gets none.
    func send(_ value: Output) {
        guard completion == nil else { return }
        for id in order {
            receivers[id]?.value(value)
        }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let ending = order.compactMap { receivers[$0] }
        receivers.removeAll()
        order.removeAll()
        for receiver in ending { receiver.completion(completion) }
    }
}
