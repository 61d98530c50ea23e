/// Combine's `Cancellable`: a subscription that can be ended.
public protocol Cancellable {
    func cancel()
}
