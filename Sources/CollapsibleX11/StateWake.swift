import Glibc

/// How a change of state wakes the loop: a pipe whose reading end poll()
/// watches beside the X connection, written once for each change, whatever
/// code made it (`LiveView.onStateChange`). Woken, the loop shows the change
/// and schedules its frame; it never asks the view whether a state changed.
final class StateWake {
    private let reading: Int32
    private let writing: Int32

    /// Fails only when the process may open no more files.
    init() throws(Failure) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw Failure(errno: errno) }
        (reading, writing) = (ends[0], ends[1])
        // Neither end ever blocks the loop: a full pipe has woken it already,
        // and an empty one is drained.
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
    }

    deinit {
        close(reading)
        close(writing)
    }

    /// What poll() waits on.
    var pollDescriptor: pollfd { pollfd(fd: reading, events: Int16(POLLIN), revents: 0) }

    /// Wakes the loop.
    func signal() {
        var byte: UInt8 = 1
        _ = write(writing, &byte, 1)
    }

    /// Takes every wake-up so far: the loop is awake.
    func drain() {
        var bytes = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        while withUnsafeMutableBytes(of: &bytes, { read(reading, $0.baseAddress, $0.count) }) > 0 {}
    }

    struct Failure: Error, CustomStringConvertible {
        let errno: Int32
        var description: String { "cannot make the pipe that wakes the window's loop: \(String(cString: strerror(errno)))" }
    }
}
