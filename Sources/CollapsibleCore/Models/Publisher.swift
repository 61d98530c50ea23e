/// Combine's `Publisher`: values over time, which `sink` and `assign`
/// receive and `onReceive` hands to a view. Combine is not on Linux: this
/// is the small part of it that `ObservableObject` and `@Published` stand
/// on, and the part of it programs written for SwiftUI use most.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Hands each value sent from now on to `receiveValue`, and the end to
    /// `receiveCompletion`, until the cancellable returned is cancelled or
    /// released.
    func _subscribe(receiveValue: @escaping (Output) -> Void,
                    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) -> AnyCancellable
}

extension Publisher {
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue: receiveValue, receiveCompletion: { _ in })
    }

    /// Writes each value to `object`'s property at `keyPath`, keeping the object.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        sink { object[keyPath: keyPath] = $0 }
    }

    /// Writes each value to the `@Published` property whose publisher is
    /// `published`, for as long as the object that holds it lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        published.assign(from: self)
    }
}
