import CollapsibleX11
import Foundation

/// The main thread's run loop as the window's loop runs it: the blocks of
/// `DispatchQueue.main`, which the main actor's tasks are too, and the
/// timers of `RunLoop.main`. A Foundation program runs that loop itself;
/// here the window's loop waits instead, on the main queue's descriptor and
/// the next timer, and runs one pass of the run loop when either is due.
final class MainRunLoop: MainThreadWork, @unchecked Sendable {
    let descriptor = mainQueueHandle()

    func runDue() -> Double? {
        // One pass: what the main queue holds, and the timers that are due.
        guard let next = RunLoop.main.limitDate(forMode: .default), next != .distantFuture else { return nil }
        return max(next.timeIntervalSinceNow, 0)
    }
}

// libdispatch's hook for the run loop that drains the main queue (Core
// Foundation's, which Foundation's RunLoop is built on): the descriptor
// that becomes readable when a block is queued. Not in Dispatch's Swift
// interface, but exported for that one user.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func mainQueueHandle() -> Int32
