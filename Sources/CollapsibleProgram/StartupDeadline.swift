import Glibc

// A signal handler may only make async-signal-safe calls, so the line it
// writes is made beforehand, in C memory. It goes to a copy of stderr taken
// beforehand too: XOpenDisplay runs with stderr caught.
nonisolated(unsafe) private var deadlineLine: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var deadlineOutput: Int32 = 2

/// Runs `body` under a deadline that writes `line` to stderr and ends the
/// program with status 1. XOpenDisplay and the round trips after it wait
/// for as long as a server that accepted the connection stays silent; Xlib
/// has no timeout. Only the wait for the server goes under it: the
/// program's own work after it, however slow, is not the server's silence.
public func withDeadline<T>(seconds: UInt32, line: String, _ body: () throws -> T) rethrows -> T {
    free(deadlineLine)
    deadlineLine = strdup(line + "\n")
    deadlineOutput = dup(2)
    signal(SIGALRM) { _ in
        if let line = deadlineLine { _ = write(deadlineOutput, line, strlen(line)) }
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
