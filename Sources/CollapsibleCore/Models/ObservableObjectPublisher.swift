/// Combine's `ObservableObjectPublisher`: what an `ObservableObject` sends
/// before it changes, to the views that follow it.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let receivers = Receivers<Void, Never>()

    public init() {}

    /// Tells every receiver that the object is about to change.
    public func send() {
        receivers.send(())
    }

    public func _subscribe(receiveValue: @escaping (Output) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        receivers.add(value: receiveValue, completion: receiveCompletion)
    }
}
