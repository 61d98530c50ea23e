#if canImport(Glibc)
import Glibc
#endif
import Timekeeping

/// A program started and owned by whoever measures or tests it, and ended
/// by them.
public final class ChildProcess {
    public let pid: pid_t
    /// When it was started, on the monotonic clock, in nanoseconds.
    public let started: UInt64
    /// How it ended, once it has and has been reaped.
    public private(set) var exit: Exit?

    public struct Exit: Equatable, Sendable {
        /// The exit status, or the signal that ended it.
        public var status: Int32
        public var bySignal: Bool

        public init(status: Int32, bySignal: Bool) {
            self.status = status
            self.bySignal = bySignal
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// Starts `path` with `arguments`. `environment` entries replace the
    /// inherited ones of the same name, and a nil value removes one; with
    /// `inheriting` false it is the whole environment. Its standard output
    /// goes to `output` (or /dev/null), its errors to `errors` (or ours).
    public init(_ path: String, _ arguments: [String], environment: [String: String?] = [:], inheriting: Bool = true,
                output: Int32? = nil, errors: Int32? = nil) throws(Failure) {
        var inherited: [String] = []
        var index = 0
        while inheriting, let entry = environ[index] {
            let text = String(cString: entry)
            let name = String(text.prefix { $0 != "=" })
            if environment[name] == nil { inherited.append(text) }
            index += 1
        }
        let added = environment.compactMap { name, value in value.map { "\(name)=\($0)" } }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = (inherited + added).map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }

        _ = Self.brokenPipesIgnored
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let output {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        if let errors { posix_spawn_file_actions_adddup2(&actions, errors, 2) }
        var pid: pid_t = 0
        started = MonotonicClock.nanoseconds()
        let error = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard error == 0 else {
            throw Failure(description: "cannot start \(path): \(String(cString: strerror(error)))")
        }
        self.pid = pid
    }

    /// Whoever starts children talks to them, and to the servers among
    /// them, through pipes and sockets: one that ends first must make a
    /// write fail with EPIPE, which the writer reports, rather than end the
    /// whole process with SIGPIPE. The children themselves start with
    /// SIGPIPE's default, as from a shell.
    private static let brokenPipesIgnored: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    public var record: ProcessRecord { ProcessRecord(pid: pid) }

    /// Whether it has ended, reaping it if so.
    public var hasExited: Bool {
        if exit == nil {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { exit = Self.exit(status) }
        }
        return exit != nil
    }

    /// How it ended, waiting up to `seconds` for it to end by itself; nil
    /// if it still runs.
    @discardableResult
    public func waitForExit(within seconds: Double) -> Exit? {
        waitFor(within: seconds) { hasExited ? exit : nil }
    }

    /// Ends it with `signal` unless it has ended, and reaps it.
    public func stop(_ signal: Int32 = SIGKILL) {
        guard !hasExited else { return }
        kill(pid, signal)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        exit = Self.exit(status)
    }

    /// WIFSIGNALED, WTERMSIG and WEXITSTATUS, macros Swift does not import.
    private static func exit(_ status: Int32) -> Exit {
        let signal = status & 0x7F
        return signal != 0 && signal != 0x7F ? Exit(status: signal, bySignal: true) : Exit(status: (status >> 8) & 0xFF, bySignal: false)
    }

    deinit { stop() }
}
