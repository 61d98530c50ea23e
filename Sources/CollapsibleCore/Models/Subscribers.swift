/// Combine's `Subscribers`, here only what a publisher's end is told in.
public enum Subscribers {
    /// How a publisher ended: done, or failed with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}
