/// Combine's `AnyCancellable`: a subscription that ends when it is
/// cancelled or released, so that keeping it keeps the subscription.
public final class AnyCancellable: Cancellable, Hashable {
    private var end: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) {
        end = cancel
    }

    public init<Other: Cancellable>(_ other: Other) {
        end = other.cancel
    }

    deinit { end?() }

    public func cancel() {
        let end = self.end
        self.end = nil
        end?()
    }

    /// Kept in `collection`, as long as it keeps it.
    public func store<Cancellables: RangeReplaceableCollection>(in collection: inout Cancellables)
        where Cancellables.Element == AnyCancellable {
        collection.append(self)
    }

    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
