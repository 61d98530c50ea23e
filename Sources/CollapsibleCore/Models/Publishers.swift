/// Combine's `Publishers`, here only what `autoconnect()` makes.
public enum Publishers {
    /// A connectable publisher connected from its first receiver on, and
    /// disconnected when the last is gone.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let upstream: Upstream
        private var connection: (any Cancellable)?
        private var receivers = 0

        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func _subscribe(receiveValue: @escaping (Output) -> Void,
                               receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
            let subscription = upstream._subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
            receivers += 1
            if connection == nil { connection = upstream.connect() }
            return AnyCancellable { [weak self] in
                subscription.cancel()
                self?.leave()
            }
        }

        private func leave() {
            receivers -= 1
            guard receivers == 0 else { return }
            connection?.cancel()
            connection = nil
        }
    }
}
