#if canImport(Glibc)
import Glibc
#endif
import Timekeeping

/// A pipe into which a child writes one line once it is ready, such as
/// an X server's display number or a bus's address: reading the line is
/// the wait for readiness.
public final class ReadyLine {
    /// The end to hand to the child.
    public let writeEnd: Int32
    private let readEnd: Int32
    private var writeEndOpen = true

    public init() throws(ChildProcess.Failure) {
        var ends: [Int32] = [0, 0]
        // Neither end may leak into the programs started later.
        guard pipe(&ends) == 0, fcntl(ends[0], F_SETFD, FD_CLOEXEC) == 0, fcntl(ends[1], F_SETFD, FD_CLOEXEC) == 0 else {
            throw ChildProcess.Failure(description: "cannot make a pipe: \(String(cString: strerror(errno)))")
        }
        (readEnd, writeEnd) = (ends[0], ends[1])
    }

    /// The first line, without its newline; nil if none comes within
    /// `seconds`. Our copy of the write end is closed first, so that a
    /// child that dies is an end of file, not a wait.
    public func line(within seconds: Double) -> String? {
        closeWriteEnd()
        var bytes: [UInt8] = []
        let deadline = MonotonicClock.nanoseconds() + UInt64(seconds * 1e9)
        while bytes.last != UInt8(ascii: "\n") {
            var ready = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            let left = Int32(clamping: (Int64(deadline) - Int64(MonotonicClock.nanoseconds())) / 1_000_000)
            var byte: UInt8 = 0
            guard left > 0, poll(&ready, 1, left) > 0, read(readEnd, &byte, 1) == 1 else { return nil }
            bytes.append(byte)
        }
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }

    private func closeWriteEnd() {
        if writeEndOpen { close(writeEnd) }
        writeEndOpen = false
    }

    deinit {
        closeWriteEnd()
        close(readEnd)
    }
}
