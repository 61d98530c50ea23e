/// Work that other code queues for the program's main thread, which the
/// window's loop runs as a run loop would between its frames: in a program
/// on Foundation, the main dispatch queue (`DispatchQueue.main`, the main
/// actor's tasks) and the main run loop's timers. The loop waits on its
/// descriptor and its next due time beside the X connection, never polls.
public protocol MainThreadWork: AnyObject {
    /// Readable while work is queued.
    var descriptor: Int32 { get }
    /// Runs what is queued and due; returns the seconds until the next
    /// timer is due, nil when none waits.
    func runDue() -> Double?
}
