/// Combine's `ConnectablePublisher`: a publisher that sends nothing until
/// it is connected, such as a timer's.
public protocol ConnectablePublisher: Publisher {
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// The publisher connected while anything receives from it.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}
