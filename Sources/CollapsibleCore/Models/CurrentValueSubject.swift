/// Combine's `CurrentValueSubject`: a value that sends itself to each
/// receiver as it comes, and again each time it is set.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    private let receivers = Receivers<Output, Failure>()

    public var value: Output {
        didSet { receivers.send(value) }
    }

    public init(_ value: Output) {
        self.value = value
    }

    public func send(_ value: Output) {
        self.value = value
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        receivers.finish(completion)
    }

    public func _subscribe(receiveValue: @escaping (Output) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        if receivers.completion == nil { receiveValue(value) }
        return receivers.add(value: receiveValue, completion: receiveCompletion)
    }
}
