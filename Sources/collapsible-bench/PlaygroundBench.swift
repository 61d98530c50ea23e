#if canImport(Glibc)
import Glibc
#endif
import Timekeeping
import VirtualDesktop

// `collapsible-bench playground PLAYGROUND`: what live editing costs. A file
// of 300 lines, a view pressed once, then saved 100 times with one view's
// colour changed: the time from each of the first 10 saves to the first
// frame that shows it, with the build's part and the swap's; the window
// process's memory over the 100 saves, every save shown with the press
// kept; and the first window after `playground FILE` with a warm cache,
// median of 5 starts. In a 320x320 window on an Xvfb of the benchmark's own.

/// Returns the exit status.
func runPlaygroundBench(_ arguments: [String]) -> Int32 {
    guard arguments.count == 1 else {
        print("usage: collapsible-bench playground PLAYGROUND-BUILD")
        return arguments == ["--help"] ? 0 : 2
    }
    signal(SIGPIPE, SIG_IGN)
    do {
        let server = try VirtualServer(["-br"])
        // The connection ends with the bench, before the server: the other
        // way round its loss would end the benchmark.
        try PlaygroundBench(playground: arguments[0], display: server.display).run()
        return 0
    } catch {
        print("collapsible-bench: \(error)")
        return 1
    }
}

private final class PlaygroundBench {
    let playground: String
    let display: String
    let connection: ServerConnection
    let folder: String
    var file: String { "\(folder)/Live.swift" }

    /// The colours the marker takes in turns, one a save.
    static let colours: [(text: String, pixel: UInt32)] = [
        ("red: 1, green: 0, blue: 0", 0xFF0000), ("red: 0, green: 0.8, blue: 0", 0x00CC00),
    ]
    static let blue: UInt32 = 0x0000FF
    /// The button, 100 x 40, above the marker, 40 x 40, above the parts,
    /// 2 tall: 82 in all, from y = 119 in the window.
    static let (button, marker) = ((x: 160, y: 139), (x: 160, y: 179))

    init(playground: String, display: String) throws {
        self.playground = playground
        self.display = display
        connection = try ServerConnection(display: display)
        var template = Array("/tmp/playground-bench-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw ChildProcess.Failure(description: "cannot make a folder in /tmp") }
        folder = String(cString: made)
    }

    deinit { _ = (try? ChildProcess("/bin/rm", ["-rf", folder]))?.waitForExit(within: 10) }

    /// Saves the file as an editor does, written in place.
    private func save(_ text: String) throws {
        guard let stream = fopen(file, "w") else { throw ChildProcess.Failure(description: "cannot write \(file)") }
        fputs(text, stream)
        fclose(stream)
    }

    func run() throws {
        try save(Self.source(colour: Self.colours[0].text))
        print("\nlive editing: a file of \(Self.source(colour: "").split(separator: "\n", omittingEmptySubsequences: false).count) lines, "
              + "one view changed a save, in a 320x320 window")
        let errors = try CapturedOutput()
        let started = MonotonicClock.nanoseconds()
        let program = try start(errors: errors)
        let window = try waitForWindow(of: program, within: 120)
        print(padded("first window, cold cache", 44) + fixed(seconds(since: started), 2) + " s")
        connection.click(Self.button.x, Self.button.y, in: window)
        try wait(for: Self.colours[0].pixel, in: window, what: "the press")

        var saves = Samples(), builds = Samples(), rests = Samples()
        var memory: (first: Int, last: Int) = (0, 0)
        for number in 1...100 {
            let colour = Self.colours[number % Self.colours.count]
            let written = MonotonicClock.nanoseconds()
            try save(Self.source(colour: colour.text, save: number))
            try wait(for: colour.pixel, in: window, what: "save \(number)")
            if number <= 10 {
                let toFrame = seconds(since: written)
                // --verbose: "build N: S s", which may come a little after the frame.
                let build = try said("build \(number + 1):", in: errors)
                saves.add(toFrame)
                builds.add(build)
                rests.add(toFrame - build)
            }
            let resident = windowProcess(of: program).flatMap { ProcessRecord(pid: $0).residentKiB() } ?? 0
            if number == 10 { memory.first = resident }
            memory.last = resident
        }
        print(padded("save to frame, median of 10", 44) + fixed(saves.median, 2) + " s")
        print(padded("  of which the build", 44) + fixed(builds.median, 2) + " s")
        print(padded("  the rest: the wait, load, body and frame", 44) + fixed(rests.median, 3) + " s")
        let growth = Double(memory.last - memory.first) / 90
        print(padded("window's memory after 10 and 100 saves", 44) + fixed(Double(memory.first) / 1024, 1) + " and "
              + fixed(Double(memory.last) / 1024, 1) + " MiB: " + fixed(growth, 0) + " KiB a save, every press kept")
        program.stop(SIGTERM)
        connection.dropEvents()

        var warm = Samples()
        for _ in 1...5 {
            let started = MonotonicClock.nanoseconds()
            let said = try CapturedOutput()
            let again = try start(errors: said)
            do {
                _ = try waitForWindow(of: again, within: 30)
            } catch {
                throw ChildProcess.Failure(description: "\(error); the playground said: \(said.text)")
            }
            warm.add(seconds(since: started))
            again.stop(SIGTERM)
            connection.dropEvents()
        }
        print(padded("first window, warm cache, median of 5", 44) + fixed(warm.median, 2) + " s")
        print("{\"figure\":\"playground\",\"save_to_frame_median_s\":\(saves.median),\"build_median_s\":\(builds.median),"
              + "\"rest_median_s\":\(rests.median),\"kib_per_save\":\(Int(growth)),\"warm_start_median_s\":\(warm.median)}")
    }

    private func start(errors: CapturedOutput) throws -> ChildProcess {
        try ChildProcess(playground, ["--verbose", "--size", "320x320", "--scale", "1", file],
                         environment: ["DISPLAY": display, "XDG_CACHE_HOME": "\(folder)/cache"], errors: errors.descriptor)
    }

    /// The window, once it shows the button.
    private func waitForWindow(of program: ChildProcess, within seconds: Double) throws -> UInt {
        guard let window = connection.nextMappedWindow(of: program, within: seconds) else {
            throw ChildProcess.Failure(description: "the playground showed no window within \(Int(seconds)) s")
        }
        try wait(for: Self.blue, at: Self.button, in: window, what: "the first frame")
        return window
    }

    private func wait(for pixel: UInt32, at point: (x: Int, y: Int) = marker, in window: UInt, what: String) throws {
        let deadline = MonotonicClock.nanoseconds() + 60_000_000_000
        while connection.pixel(of: window, x: point.x, y: point.y) != pixel {
            guard MonotonicClock.nanoseconds() < deadline else {
                throw ChildProcess.Failure(description: "\(what) was not shown within 60 s")
            }
            usleep(1000)
        }
    }

    /// The playground's window process: its child.
    private func windowProcess(of program: ChildProcess) -> pid_t? {
        guard let proc = opendir("/proc") else { return nil }
        defer { closedir(proc) }
        while let entry = readdir(proc) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = pid_t(name), let status = readTextFile("/proc/\(pid)/status"),
                  ProcText.field("PPid", status: status) == Int(program.pid) else { continue }
            return pid
        }
        return nil
    }

    private func seconds(since start: UInt64) -> Double { Double(MonotonicClock.nanoseconds() - start) / 1e9 }

    /// The seconds on the line of the playground's stderr that holds `words`.
    private func said(_ words: String, in errors: CapturedOutput) throws -> Double {
        let deadline = MonotonicClock.nanoseconds() + 10_000_000_000
        while MonotonicClock.nanoseconds() < deadline {
            if let line = errors.text.split(separator: "\n").last(where: { $0.contains(words) }),
               let seconds = line.split(separator: " ").dropLast().last.flatMap({ Double($0) }) {
                return seconds
            }
            usleep(1000)
        }
        throw ChildProcess.Failure(description: "the playground did not say '\(words)' within 10 s")
    }

    /// The learner's file: a button that shows the marker once pressed, and
    /// small views of their own, 300 lines in all.
    static let parts = 27
    /// Each save's text differs, as each save's library does.
    static func source(colour: String, save: Int = 0) -> String {
        var text = """
            import SwiftUI

            struct ContentView: View {
                @State private var pressed = false

                var body: some View {
                    VStack(spacing: 0) {
                        Button(action: { pressed = true }) {
                            Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 40)
                        }
                        if pressed {
                            Marker()
                        } else {
                            Color.clear.frame(width: 40, height: 40)
                        }
                        Parts()
                    }
                }
            }

            struct Marker: View {
                var body: some View {
                    Color(\(colour)).frame(width: 40, height: 40) // save \(save)
                }
            }

            struct Parts: View {
                var body: some View {
                    HStack(spacing: 0) {

            """
        text += (1...Self.parts).map { "            Part\($0)()\n" }.joined()
        text += "        }\n    }\n}\n"
        for part in 1...Self.parts {
            text += """

                struct Part\(part): View {
                    let scale = \(part).0
                    var side: Double { scale / scale * 2 }

                    var body: some View {
                        Color(white: 0.5).frame(width: side, height: side)
                    }
                }

                """
        }
        return text
    }
}
