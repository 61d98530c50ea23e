#if canImport(Glibc)
import Glibc
#endif

/// What a child process writes to one of its outputs, kept in a file that
/// has no name: unlike a pipe it never fills up and stalls the child while
/// nobody reads, and it goes when the last descriptor closes.
public final class CapturedOutput {
    /// The descriptor to hand to the child.
    public let descriptor: Int32

    public init() throws(ChildProcess.Failure) {
        var name = Array("/tmp/captured-output-XXXXXX".utf8CString)
        let file = mkstemp(&name)
        guard file >= 0, fcntl(file, F_SETFD, FD_CLOEXEC) == 0 else {
            throw ChildProcess.Failure(description: "cannot make a file for a program's output: \(String(cString: strerror(errno)))")
        }
        unlink(name)
        descriptor = file
    }

    /// Everything written so far.
    public var text: String { readText(descriptor, from: 0) ?? "" }

    deinit { close(descriptor) }
}
