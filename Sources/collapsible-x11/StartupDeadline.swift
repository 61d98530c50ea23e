import Glibc

// A signal handler may only make async-signal-safe calls, so the message it
// writes is made beforehand, in C memory. It goes to a copy of stderr taken
// beforehand too: XOpenDisplay runs with stderr caught.
nonisolated(unsafe) private var deadlineMessage: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var deadlineOutput: Int32 = 2

/// Runs `body` under a deadline that ends the program with `message` and
/// status 1. XOpenDisplay and the round trips after it wait for as long as a
/// server that accepted the connection stays silent; Xlib has no timeout.
func withDeadline<T>(seconds: UInt32, message: String, _ body: () throws -> T) rethrows -> T {
    free(deadlineMessage)
    deadlineMessage = strdup("collapsible-x11: \(message)\n")
    deadlineOutput = dup(2)
    signal(SIGALRM) { _ in
        if let message = deadlineMessage { _ = write(deadlineOutput, message, strlen(message)) }
        _exit(1)
    }
    alarm(seconds)
    defer {
        alarm(0)
        signal(SIGALRM, SIG_DFL)
        close(deadlineOutput)
    }
    return try body()
}
