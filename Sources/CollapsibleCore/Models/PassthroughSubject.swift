/// Combine's `PassthroughSubject`: a publisher that sends what it is told
/// to, to the receivers there at that moment.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private let receivers = Receivers<Output, Failure>()

    public init() {}

    public func send(_ value: Output) {
        receivers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        receivers.finish(completion)
    }

    public func _subscribe(receiveValue: @escaping (Output) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        receivers.add(value: receiveValue, completion: receiveCompletion)
    }
}

extension PassthroughSubject where Output == Void {
    public func send() { send(()) }
}
