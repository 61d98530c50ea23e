#if canImport(Glibc)
import Glibc
#endif

/// An X server of one's own. With -displayfd it picks a free display and
/// writes the number once it accepts connections, so reading the number is
/// both the choice of display and the wait for readiness: two at once
/// never collide.
public final class VirtualServer {
    /// Where clients reach it; one may reach it another way, such as over TCP.
    public var display: String
    public let process: ChildProcess

    /// Xvfb with a screen of `width` x `height` at depth 24, which keeps
    /// root's properties when its last client leaves (-noreset) and listens
    /// on no TCP port; `arguments` come after these and may override them.
    public convenience init(width: Int = 1280, height: Int = 1024, _ arguments: [String] = []) throws(ChildProcess.Failure) {
        guard let xvfb = findOnPath("Xvfb") else {
            throw ChildProcess.Failure(description: "Xvfb is not installed (scripts/install-deps installs the xvfb package)")
        }
        try self.init(xvfb, ["-nolisten", "tcp", "-noreset", "-screen", "0", "\(width)x\(height)x24"] + arguments)
    }

    /// Another X server that takes -displayfd, such as Xorg.
    public init(_ path: String, _ arguments: [String]) throws(ChildProcess.Failure) {
        let displayNumber = try ReadyLine()
        // What it says is only read if it fails: on its way to a free
        // display it reports every one already taken.
        let log = try CapturedOutput()
        process = try ChildProcess(path, ["-displayfd", "1"] + arguments, output: displayNumber.writeEnd, errors: log.descriptor)
        guard let number = displayNumber.line(within: 10) else {
            process.stop()
            let name = path.split(separator: "/").last ?? ""
            throw ChildProcess.Failure(description: "\(name) gave no display number within 10 s; it said:\n\(log.text)")
        }
        display = ":" + number
    }

    public var pid: pid_t { process.pid }

    /// Kills it the way a crash would: no goodbye to its clients.
    public func kill() {
        process.stop(SIGKILL)
    }

    /// Ends it as a desktop session ends, with SIGTERM.
    public func stop() {
        process.stop(SIGTERM)
    }

    deinit { stop() }
}
