/// Combine's `AnyPublisher`: a publisher of any kind, behind one type.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable

    public init<Wrapped: Publisher>(_ publisher: Wrapped) where Wrapped.Output == Output, Wrapped.Failure == Failure {
        subscribe = publisher._subscribe
    }

    public func _subscribe(receiveValue: @escaping (Output) -> Void,
                           receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable {
        subscribe(receiveValue, receiveCompletion)
    }
}
