import Glibc

// A signal handler may only make async-signal-safe calls, so the message it
// writes is made beforehand, in C memory.
nonisolated(unsafe) private var deadlineMessage: UnsafeMutablePointer<CChar>?

/// Runs `body` under a deadline that ends the program with `message` and
/// status 1. XOpenDisplay and the round trips after it wait for as long as a
/// server that accepted the connection stays silent; Xlib has no timeout.
func withDeadline<T>(seconds: UInt32, message: String, _ body: () throws -> T) rethrows -> T {
    free(deadlineMessage)
    deadlineMessage = strdup("collapsible-x11: \(message)\n")
    signal(SIGALRM) { _ in
        if let message = deadlineMessage { _ = write(2, message, strlen(message)) }
        _exit(1)
    }
    alarm(seconds)
    defer {
        alarm(0)
        signal(SIGALRM, SIG_DFL)
    }
    return try body()
}
