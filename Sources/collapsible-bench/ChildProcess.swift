#if canImport(Glibc)
import Glibc
#endif

/// A program the benchmark starts, with the environment it is given; the
/// benchmark owns it and ends it.
final class ChildProcess {
    let pid: pid_t
    /// When it was started, on the monotonic clock, in nanoseconds.
    let started: UInt64
    private var exited = false

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts `path` with `arguments`. `environment` entries replace the
    /// inherited ones of the same name; a nil value removes one. Its
    /// standard output goes to `output` (or /dev/null), its errors to
    /// `errors` (or ours).
    init(_ path: String, _ arguments: [String], environment: [String: String?] = [:],
         output: Int32? = nil, errors: Int32? = nil) throws(Failure) {
        var inherited: [String] = []
        var index = 0
        while let entry = environ[index] {
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
        started = now()
        let error = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard error == 0 else {
            throw Failure(description: "cannot start \(path): \(String(cString: strerror(error)))")
        }
        self.pid = pid
    }

    var record: ProcessRecord { ProcessRecord(pid: pid) }

    /// Whether it has ended, reaping it if so.
    var hasExited: Bool {
        if !exited {
            var status: Int32 = 0
            exited = waitpid(pid, &status, WNOHANG) == pid
        }
        return exited
    }

    /// Waits up to `seconds` for it to end by itself.
    func waitForExit(within seconds: Double) -> Bool {
        let deadline = now() + UInt64(seconds * 1e9)
        while !hasExited {
            if now() > deadline { return false }
            usleep(2000)
        }
        return true
    }

    /// Ends it with `signal` unless it has ended, and reaps it.
    func stop(_ signal: Int32 = SIGKILL) {
        guard !hasExited else { return }
        kill(pid, signal)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        exited = true
    }

    deinit { stop() }
}
