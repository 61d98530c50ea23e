import Foundation
import Glibc

/// A real assistive tool on the tests' stack: `Tests/atspi-client.py`, on
/// pyatspi and libatspi as Orca is, run by the system's python3 (the one
/// with gi) under `timeout`, so that a hung client cannot hang the tests.
/// Commands go to it one JSON line at a time; its answers and every event
/// it hears come back as lines, read on a thread of their own.
final class AssistiveTool: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var answers: [Int: [String: Any]] = [:]
    private var heard: [Event] = []
    private var nextID = 0

    static let python = "/usr/bin/python3"
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("atspi-client.py")

    /// One event as the client heard it.
    struct Event: CustomStringConvertible {
        var type: String
        var name: String
        var role: String
        var detail1: Int
        var time: Double
        var detail2 = 0
        /// The text a text event carries.
        var data = ""

        var description: String { "\(type)(\(detail1)) on \(role) '\(name)'" }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(on stack: AccessibilityStack, seconds: Int = 300) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.python) else {
            throw StartFailure(description: "\(Self.python) is not installed (scripts/install-deps installs it with python3-pyatspi)")
        }
        try Companion.requirePythonModule("pyatspi", package: "python3-pyatspi")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["\(seconds)", Self.python, Self.script.path]
        // NO_AT_BRIDGE: the client's own GTK, if any, registers nothing.
        process.environment = ["PATH": "/usr/bin:/bin", "NO_AT_BRIDGE": "1", "GSETTINGS_BACKEND": "memory"]
            .merging(stack.environment) { $1 }
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        Thread { [self] in read() }.start()
        guard waitFor(within: 10, { lock.withLock { answers[-1] } }) != nil else {
            end()
            throw StartFailure(description: "the assistive tool did not start within 10 s")
        }
    }

    private func read() {
        let handle = output.fileHandleForReading
        var pending = Data()
        while true {
            let data = handle.availableData
            if data.isEmpty { return }
            pending.append(data)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[pending.startIndex..<newline]
                pending = Data(pending[(newline + 1)...])
                guard let message = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] else { continue }
                lock.withLock {
                    if let type = message["event"] as? String {
                        heard.append(Event(type: type, name: message["name"] as? String ?? "",
                                           role: message["role"] as? String ?? "",
                                           detail1: message["detail1"] as? Int ?? 0, time: message["time"] as? Double ?? 0,
                                           detail2: message["detail2"] as? Int ?? 0, data: message["data"] as? String ?? ""))
                    } else if message["ready"] != nil {
                        answers[-1] = message
                    } else if let id = message["id"] as? Int {
                        answers[id] = message
                    }
                }
            }
        }
    }

    /// Sends a command and waits for its answer.
    @discardableResult
    func ask(_ command: [String: Any], within seconds: Double = 10) throws -> [String: Any] {
        let id = lock.withLock { () -> Int in
            nextID += 1
            return nextID
        }
        var message = command
        message["id"] = id
        var line = try JSONSerialization.data(withJSONObject: message)
        line.append(UInt8(ascii: "\n"))
        do {
            try input.fileHandleForWriting.write(contentsOf: line)
        } catch {
            throw Failure(description: "the assistive tool has ended, and \(command) did not reach it: \(error)")
        }
        guard let answer = waitFor(within: seconds, { lock.withLock { answers.removeValue(forKey: id) } }) else {
            throw Failure(description: "the assistive tool gave no answer to \(command) within \(seconds) s")
        }
        if let failure = answer["failure"] as? String {
            throw Failure(description: "the assistive tool failed at \(command): \(failure)")
        }
        return answer
    }

    /// The events heard so far.
    var events: [Event] { lock.withLock { heard } }

    /// Waits for an event that `matches`, after the first `skipping`.
    func waitForEvent(after skipping: Int = 0, within seconds: Double = 5, _ matches: (Event) -> Bool) -> Event? {
        waitFor(within: seconds) { lock.withLock { heard.dropFirst(skipping).first(where: matches) } }
    }

    func end() {
        try? input.fileHandleForWriting.close()
        if process.isRunning {
            let gone = waitFor(within: 5) { process.isRunning ? nil : true }
            if gone == nil { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
    }

    deinit { end() }
}
