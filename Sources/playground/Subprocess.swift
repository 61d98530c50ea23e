import Glibc

/// A process the playground starts and ends: a build, or the window. It
/// leads a process group of its own, so that ending it ends what it
/// started too (the compiler's front ends).
final class Subprocess {
    let pid: pid_t
    /// How it ended, once it has and has been reaped.
    private(set) var ending: Ending?

    enum Ending: Equatable {
        case exited(Int32)
        case signal(Int32)
    }

    /// Starts `path` with `arguments` and `environment` added to ours; each
    /// of `descriptors` is handed to it as the descriptor its key names.
    init(_ path: String, _ arguments: [String], environment: [String: String] = [:],
         descriptors: [Int32: Int32] = [:]) throws(SystemError) {
        var entries: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            if environment[String(text.prefix { $0 != "=" })] == nil { entries.append(text) }
            index += 1
        }
        entries += environment.map { "\($0)=\($1)" }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = entries.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, source) in descriptors { posix_spawn_file_actions_adddup2(&actions, source, target) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let error = posix_spawnp(&pid, path, &actions, &attributes, argv, envp)
        guard error == 0 else { throw SystemError("cannot start \(path)", code: error) }
        self.pid = pid
    }

    /// Whether it has ended, reaping it if so.
    var hasEnded: Bool {
        if ending == nil {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { ending = Self.ending(status) }
        }
        return ending != nil
    }

    /// Waits until it ends.
    func wait() -> Ending {
        if let ending { return ending }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let ended = Self.ending(status)
        ending = ended
        return ended
    }

    /// Ends it and what it started, at once.
    func stop() {
        guard !hasEnded else { return }
        kill(-pid, SIGKILL)
        _ = wait()
    }

    /// WIFSIGNALED, WTERMSIG and WEXITSTATUS, macros Swift does not import.
    private static func ending(_ status: Int32) -> Ending {
        let signal = status & 0x7F
        return signal != 0 && signal != 0x7F ? .signal(signal) : .exited((status >> 8) & 0xFF)
    }
}

/// A call to the system that failed, with what it was for.
struct SystemError: Error, CustomStringConvertible {
    let description: String

    init(_ doing: String, code: Int32 = errno) {
        description = "\(doing): \(String(cString: strerror(code)))"
    }
}

/// A pipe's two ends; the playground's own ends are closed on exec. The
/// playground reads its end without waiting (its loop waits in `poll`);
/// where the other process reads, it waits as it reads (`readsWait`).
struct PipeEnds {
    let reading: Int32
    let writing: Int32

    init(readsWait: Bool = false) throws(SystemError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SystemError("cannot make a pipe") }
        // Above the descriptors a child is handed (0 to 3), so that no end
        // is written over by another's before it is handed.
        let moved = ends.map { end in
            defer { close(end) }
            return fcntl(end, F_DUPFD_CLOEXEC, Self.lowest)
        }
        guard !moved.contains(-1) else { throw SystemError("cannot make a pipe") }
        if !readsWait { _ = fcntl(moved[0], F_SETFL, O_NONBLOCK) }
        reading = moved[0]
        writing = moved[1]
    }

    private static let lowest: Int32 = 10
}
