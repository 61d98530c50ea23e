import CollapsibleCore
import CollapsibleProgram
import Foundation
import Timekeeping

/// The playground as the command line starts it: it builds the learner's
/// files, runs the window in a process of its own and hands it each build,
/// builds again at each save (a save during a build ends that build: the
/// newest wins), and starts the window again where the learner's code
/// stopped it (a trap) or its body did not return.
final class Supervisor {
    private let arguments: [String]
    private var command = PlaygroundCommand()
    private var build: LearnerBuild?
    private var buildNumber = 0
    private var buildStarted: UInt64 = 0
    /// A save came; the build starts once the files are quiet.
    private var saved: UInt64?
    private var window: Window?
    private let errors = Diagnostics.standardError(of: ProgramIdentity(name: "playground"))

    /// The window's process, its pipes, and the build it was last handed.
    private struct Window {
        let process: Subprocess
        let input: Int32
        let shownReport: Int32
        let errors: Int32
        /// What it wrote on stderr since it was last handed a build.
        var said: [UInt8] = []
        /// The build handed and not yet shown, and when its view must be made by.
        var awaited: (code: Int, library: String, deadline: UInt64, sent: UInt64)?
        /// Whether it showed a build: one that ends before cannot open a window.
        var showed = false
    }

    init(arguments: [String]) { self.arguments = arguments }

    func run() -> Int32 {
        // A window that ended while it was being written to: its end is
        // told by its status, not by a signal that would end the playground.
        signal(SIGPIPE, SIG_IGN)
        do {
            command = try PlaygroundCommand(arguments)
        } catch {
            errors.report("\(error)")
            return 2
        }
        if command.showsHelp {
            print(PlaygroundCommand.usage)
            return 0
        }
        do {
            return try runChecked()
        } catch {
            errors.report("\(error)")
            return 1
        }
    }

    private func runChecked() throws -> Int32 {
        let files = try LearnerFiles(command.paths)
        guard let framework = Framework(program: Self.programPath) else {
            throw UsageError("the SwiftUI library is not beside the program: build it (swift build) or install it (make install)")
        }
        let headers = Self.headerFolders()
        let cache = Self.cacheFolder(for: files)
        let name = (files.paths[0] as NSString).lastPathComponent
        let first = try startBuild(files, framework: framework, headers: headers, cache: cache)
        if PlaygroundCommand.drawsOnce(command.windowArguments) {
            var output = [pollfd(fd: first.output ?? -1, events: Int16(POLLIN), revents: 0)]
            while !first.read() { _ = poll(&output, 1, -1) }
            let failures = first.finish()
            guard failures.isEmpty else {
                for failure in failures { errors.report(failure.text) }
                return 1
            }
            let window = try startWindow(name: name, errors: 2)
            send(.show(code: buildNumber, library: first.library, preview: command.preview ?? ""), to: window)
            close(window.input)
            return switch window.process.wait() {
            case .exited(let status): status
            case .signal: 1
            }
        }
        let watcher = try FileWatcher(folders: files.folders)
        // The window's process starts while the files build.
        window = try startWindow(name: name)
        build = first
        while true {
            var descriptors = [pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)]
            if let output = build?.output { descriptors.append(pollfd(fd: output, events: Int16(POLLIN), revents: 0)) }
            if let window {
                descriptors.append(pollfd(fd: window.shownReport, events: Int16(POLLIN), revents: 0))
                descriptors.append(pollfd(fd: window.errors, events: Int16(POLLIN), revents: 0))
            }
            let now = MonotonicClock.nanoseconds()
            // A build whose library was there is done at once.
            let done = build.map { $0.output == nil } == true ? now : nil
            let deadlines = [saved.map { $0 + Self.quiet }, window?.awaited?.deadline, done].compactMap { $0 }
            let timeout = deadlines.min().map { Int32(clamping: ($0 > now ? $0 - now : 0) / 1_000_000 + 1) } ?? -1
            _ = poll(&descriptors, nfds_t(descriptors.count), timeout)

            if !watcher.changes().isEmpty { saved = MonotonicClock.nanoseconds() }
            if let first = saved, MonotonicClock.nanoseconds() >= first + Self.quiet {
                saved = nil
                build?.cancel()
                build = nil
                do {
                    build = try startBuild(try LearnerFiles(command.paths), framework: framework, headers: headers, cache: cache)
                } catch {
                    errors.report("\(error)")
                    if let window { send(.failed(["\(error)"]), to: window) }
                }
            }
            if let running = build, running.read() {
                build = nil
                finish(running)
            }
            if let status = try followWindow(name: name) { return status }
        }
    }

    /// Quiet after a save before its build starts: an editor writes a file
    /// in steps.
    private static let quiet: UInt64 = 30_000_000

    private func startBuild(_ files: LearnerFiles, framework: Framework, headers: [String], cache: String) throws -> LearnerBuild {
        let texts = files.paths.map { (path: $0, text: (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "") }
        guard let shown = ShownView(texts) else {
            throw UsageError("no view to show in \(command.paths.joined(separator: " ")): write a #Preview, a PreviewProvider, "
                + "a @main App, a ContentView or PlaygroundPage.current.setLiveView(...)")
        }
        buildNumber += 1
        buildStarted = MonotonicClock.nanoseconds()
        return try LearnerBuild(files, shows: shown, in: cache, framework: framework, headers: headers)
    }

    private func finish(_ built: LearnerBuild) {
        let failures = built.finish()
        if command.isVerbose { errors.report("build \(buildNumber): \(Self.seconds(since: buildStarted)) s") }
        guard let window else { return }
        guard failures.isEmpty else {
            for failure in failures { errors.report(failure.text) }
            return send(.failed(failures.map(\.shortText)), to: window)
        }
        send(.show(code: buildNumber, library: built.library, preview: command.preview ?? ""), to: window)
        let now = MonotonicClock.nanoseconds()
        self.window?.awaited = (buildNumber, built.library, now + Self.bodyDeadline, now)
        self.window?.said = []
    }

    /// How long a body may take before the playground takes it for one
    /// that never returns.
    private static let bodyDeadline: UInt64 = 10_000_000_000

    /// Reads what the window says; restarts it where the learner's code
    /// stopped it. The playground's status once the window was closed.
    private func followWindow(name: String) throws -> Int32? {
        guard var current = window else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let shownCount = read(current.shownReport, &buffer, buffer.count)
        if shownCount > 0, let awaited = current.awaited,
           String(decoding: buffer[..<shownCount], as: UTF8.self).split(separator: "\n").contains(Substring(String(awaited.code))) {
            if command.isVerbose { errors.report("shown \(awaited.code): \(Self.seconds(since: awaited.sent)) s") }
            current.awaited = nil
            current.showed = true
            Self.removeLibraries(besides: [awaited.library, build?.library].compactMap { $0 })
        }
        let errorCount = read(current.errors, &buffer, buffer.count)
        if errorCount > 0 {
            _ = buffer.withUnsafeBytes { write(2, $0.baseAddress, errorCount) }
            current.said = Array((current.said + buffer[..<errorCount]).suffix(Self.saidKept))
        }
        window = current
        var reason: String?
        if let awaited = current.awaited, MonotonicClock.nanoseconds() > awaited.deadline {
            current.process.stop()
            reason = "the view's body did not return within \(Self.bodyDeadline / 1_000_000_000) s"
        } else if errorCount == 0 || (errorCount < 0 && errno != EAGAIN && errno != EINTR) {
            switch current.process.wait() {
            case .exited(0): return 0
            case .exited(let status) where !current.showed: return status
            case .exited(let status): reason = Self.stopReason(in: current.said) ?? "the program ended with status \(status)"
            case .signal(let signal): reason = Self.stopReason(in: current.said) ?? "the program ended with signal \(signal)"
            }
        }
        guard let reason else { return nil }
        for descriptor in [current.input, current.shownReport, current.errors] { close(descriptor) }
        errors.report("the window stopped: \(reason); the next save shows the files again")
        let restarted = try startWindow(name: name)
        send(.stopped(reason), to: restarted)
        window = restarted
        return nil
    }

    /// Enough of the window's stderr to hold the runtime's last word.
    private static let saidKept = 65536

    /// The libraries of the builds before the one shown, which the window
    /// loaded and no longer needs on disk; the one shown stays, for the
    /// next start on the same files to show at once, and the one being built.
    private static func removeLibraries(besides kept: [String]) {
        let folder = (kept[0] as NSString).deletingLastPathComponent
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !kept.contains("\(folder)/\(name)") {
            try? FileManager.default.removeItem(atPath: "\(folder)/\(name)")
        }
    }

    /// The runtime's last word before a trap: `Fatal error: ...`.
    private static func stopReason(in said: [UInt8]) -> String? {
        String(decoding: said, as: UTF8.self).split(separator: "\n").last { $0.contains("Fatal error") }.map(String.init)
    }

    /// The window's process, its stderr read by the playground, or written
    /// to `errors` where given.
    private func startWindow(name: String, errors given: Int32? = nil) throws -> Window {
        let input = try PipeEnds(readsWait: true), shown = try PipeEnds(), errors = try PipeEnds()
        defer { [input.reading, shown.writing, errors.writing].forEach { close($0) } }
        let process = try Subprocess(Self.programPath, command.windowArguments,
                                     environment: [WindowProcess.variable: name, "SWIFT_BACKTRACE": "enable=no"],
                                     descriptors: [0: input.reading, WindowProcess.shownDescriptor: shown.writing, 2: given ?? errors.writing])
        return Window(process: process, input: input.writing, shownReport: shown.reading, errors: errors.reading)
    }

    private func send(_ message: WindowMessage, to window: Window) {
        _ = message.line.withCString { write(window.input, $0, strlen($0)) }
    }

    private static var programPath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The folders of the C libraries' headers that the framework's modules import.
    private static func headerFolders() -> [String] {
        let output = Process()
        output.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        output.arguments = ["pkg-config", "--cflags-only-I", "cairo-ft", "fontconfig"]
        let pipe = Foundation.Pipe()
        output.standardOutput = pipe
        guard (try? output.run()) != nil else { return [] }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        output.waitUntilExit()
        return text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Under `$XDG_CACHE_HOME` (or `~/.cache`), a folder for these files.
    private static func cacheFolder(for files: LearnerFiles) -> String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".cache")
        var hash = Hash()
        for path in files.paths { hash.add(path) }
        return "\(base)/playground/\(hash.text)"
    }

    private static func seconds(since start: UInt64) -> String {
        let elapsed = Double(MonotonicClock.nanoseconds() - start) / 1e9
        return String(Double(Int(elapsed * 1000)) / 1000)
    }
}
