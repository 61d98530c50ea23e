import Foundation
import Glibc
import VirtualDesktop

/// Orca itself, headless, on a test's accessibility stack and X server:
/// braille off, speech going to a speech-dispatcher of its own that speaks
/// into nothing, and everything it would say read from its debug log,
/// which `Tests/orca-line-log.py` has it write line by line. Its home and
/// settings are the test's own, so that nothing of the user's applies.
final class ScreenReader {
    private let process: ChildProcess
    private let speech: SpeechServer
    private let home: TemporaryFolder
    private let output: CapturedOutput
    private let log: String

    static let script = ThisPackage.folder.appendingPathComponent("Tests/orca-line-log.py")

    /// Starts Orca and waits until it says it is on.
    init(on stack: AccessibilityStack, display: String) throws {
        let orca = try Companion.require("orca", package: "orca")
        try Companion.requirePythonModule("speechd", package: "python3-speechd")
        home = try TemporaryFolder("orca")
        speech = try SpeechServer(in: home)
        log = home.path("orca.log")
        output = try CapturedOutput()
        var environment: [String: String?] = ["DISPLAY": display, "HOME": home.path, "PATH": "/usr/bin:/bin",
                                              "GSETTINGS_BACKEND": "memory", "SPEECHD_ADDRESS": speech.address]
        for variable in ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"] {
            environment[variable] = home.path
        }
        environment.merge(stack.environment.mapValues { $0 }) { $1 }
        process = try ChildProcess(AssistiveTool.python, [Self.script.path, orca, log, "-d", "braille"],
                                   environment: environment, inheriting: false,
                                   output: output.descriptor, errors: output.descriptor)
        guard waitForSpeech(within: 60, { $0.contains("Screen reader on.") }) != nil else {
            let said = output.text
            process.stop(SIGKILL)
            throw StartFailure(description: "Orca did not say it was on within 60 s; it said:\n\(said)")
        }
    }

    /// Its debug log as far as written.
    private var lines: [Substring] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Everything it said so far, an utterance each, as it logs them:
    /// `SPEECH OUTPUT: 'text'`, then the voice it was said in, a Python
    /// dictionary, `{'established': ...}`, alone or in a list.
    var utterances: [String] {
        lines.compactMap { line -> String? in
            guard let start = line.range(of: "SPEECH OUTPUT: '")?.upperBound else { return nil }
            let voice = line[start...].range(of: "{'")?.lowerBound ?? line.endIndex
            guard let end = line[start..<voice].lastIndex(of: "'") else { return nil }
            return String(line[start..<end])
        }
    }

    /// Waits until what it said satisfies `done`, and returns it.
    func waitForSpeech(within seconds: Double = 5, _ done: ([String]) -> Bool) -> [String]? {
        waitFor(within: seconds) { () -> [String]? in
            let said = utterances
            return done(said) ? said : nil
        }
    }

    /// The key events it heard from the registry.
    var keyEvents: Int { lines.count { $0.hasPrefix("KEYBOARD_EVENT:") } }

    /// How much later than the quickest key the last press of `key` (as
    /// Orca names it: "KP_Enter") reached Orca, in seconds: the server's
    /// time of each key against the time Orca logs hearing it. A key later
    /// than the program's budget went to the program as well.
    func lateness(of key: String) -> Double? {
        var offsets: [(key: Substring, offset: Double)] = []
        var name: Substring = "", stamp: Double?
        for line in lines {
            let field = line.drop { $0 == " " }
            if field.hasPrefix("event_string=(") { name = field.dropFirst(14).dropLast() }
            if field.hasPrefix("timestamp="), let value = Double(field.dropFirst(10)) { stamp = value / 1000 }
            if field.hasPrefix("time="), let value = Double(field.dropFirst(5)), let stamp {
                offsets.append((name, value - stamp))
            }
        }
        guard let quickest = offsets.map(\.offset).min(), let last = offsets.last(where: { $0.key == key }) else { return nil }
        return last.offset - quickest
    }

    /// The tracebacks in its log, each with the lines that follow it up to
    /// the exception, but those of speech and braille, whose servers speak
    /// into nothing here.
    var tracebacks: [String] {
        let lines = self.lines
        var found: [String] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("Traceback") {
            let rest = lines[(index + 1)...]
            let end = rest.firstIndex { !$0.hasPrefix(" ") } ?? lines.endIndex
            let block = lines[index...min(end, lines.count - 1)].joined(separator: "\n")
            if !["speechd", "SSIP", "brlapi", "braille"].contains(where: block.contains) { found.append(block) }
        }
        return found
    }

    /// Orca does not end on SIGTERM.
    deinit { process.stop(SIGKILL) }
}
