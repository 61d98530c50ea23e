import CXTest
#if canImport(Glibc)
import Glibc
#endif

// What a user of the running program feels, against the demo written
// plainly in C: the CPU one toggle costs the program and the X server
// together, the time from exec to the first frame on screen, and the peak
// memory. Each program runs alone on an Xvfb of the benchmark's own.

/// One program as the benchmark runs it.
struct Contender {
    /// Its name in the table.
    let name: String
    /// Its file, next to the benchmark's own.
    let executable: String
    /// What it runs with besides DISPLAY; nil removes a variable.
    let environment: [String: String?]
    let extraArguments: [String]

    static let noSharedMemory = "COLLAPSIBLE_X11_NO_MITSHM"

    static let all = [
        Contender(name: "plain-c-reference", executable: "plain-c-reference", environment: [:], extraArguments: []),
        Contender(name: "collapsible-x11", executable: "collapsible-x11",
                  environment: [noSharedMemory: nil], extraArguments: ["--scale", "1"]),
        Contender(name: "collapsible-x11 \(noSharedMemory)=1", executable: "collapsible-x11",
                  environment: [noSharedMemory: "1"], extraArguments: ["--scale", "1"]),
    ]

    var isReference: Bool { executable == "plain-c-reference" }
}

/// The figures of one program at one size.
struct ToggleFigures {
    let contender: Contender
    let width: Int
    let height: Int
    /// Exec to first frame on screen, in nanoseconds, one sample per start.
    var startups = Samples()
    var toggles = 0
    var programTicks = 0
    var serverTicks = 0
    var wakeUps = 0
    var peakResidentKiB = 0
    var mappedSharedMemory = false
}

struct ToggleBench {
    let toggles: Int
    let starts: Int
    let folder: String
    let server: VirtualServer
    let connection: ServerConnection

    static let sizes = [(600, 300), (3840, 2160)]

    /// The demo's colours, sRGB, where the first frame is sure to show them.
    static let purple: UInt32 = 0xAF52DE
    static let white: UInt32 = 0xFFFFFF

    /// Starts each program `starts` times, in turns so that a machine
    /// busy for a while slows them all alike; the last run of each also
    /// toggles and is measured for CPU and memory.
    func measure(width: Int, height: Int) throws(ChildProcess.Failure) -> [ToggleFigures] {
        var results = Contender.all.map { ToggleFigures(contender: $0, width: width, height: height) }
        for run in 1...starts {
            for index in results.indices {
                try start(into: &results[index], toggling: run == starts)
            }
        }
        return results
    }

    private func start(into figures: inout ToggleFigures, toggling: Bool) throws(ChildProcess.Failure) {
        let contender = figures.contender
        var environment = contender.environment
        environment["DISPLAY"] = server.display
        let program = try ChildProcess("\(folder)/\(contender.executable)",
                                       ["--size", "\(figures.width)x\(figures.height)"] + contender.extraArguments,
                                       environment: environment)
        defer { program.stop() }
        let window = try firstFrame(of: program, width: figures.width, height: figures.height, name: contender.name)
        figures.startups.add(Double(now() - program.started))
        if toggling {
            try toggle(program, window: window, name: contender.name, into: &figures)
        }
        connection.type(XK_Escape, in: window)
        guard program.waitForExit(within: 5) else {
            throw ChildProcess.Failure(description: "\(contender.name) did not quit on Escape within 5 s")
        }
        connection.dropEvents()
    }

    /// Waits for the window, then for its first frame: the last item's
    /// purple on the row and the white below it, where the black screen
    /// showed before.
    private func firstFrame(of program: ChildProcess, width: Int, height: Int, name: String) throws(ChildProcess.Failure) -> UInt {
        guard let window = connection.nextMappedWindow(of: program, within: 10) else {
            throw ChildProcess.Failure(description: "\(name) showed no window within 10 s")
        }
        let rowY = (height - 132) / 2 + 36
        let deadline = now() + 10_000_000_000
        while now() < deadline {
            if connection.pixel(of: window, x: width - 2, y: height - 2) == Self.white,
               connection.pixel(of: window, x: width - 30, y: rowY) == Self.purple {
                return window
            }
            usleep(500)
        }
        throw ChildProcess.Failure(description: "\(name) drew no frame within 10 s")
    }

    /// Presses Space `toggles` times, each once the program has come to rest.
    private func toggle(_ program: ChildProcess, window: UInt, name: String,
                        into figures: inout ToggleFigures) throws(ChildProcess.Failure) {
        let resting = ChildProcess.Failure(description: "\(name) did not come to rest within 10 s")
        guard waitUntilIdle(program) else { throw resting }
        let programBefore = program.record.cpuTicks() ?? 0, serverBefore = server.process.record.cpuTicks() ?? 0
        let wakeUpsBefore = program.record.wakeUps() ?? 0
        for _ in 0..<toggles {
            connection.type(XK_space, in: window)
            guard waitUntilIdle(program) else { throw resting }
        }
        figures.toggles = toggles
        figures.programTicks = (program.record.cpuTicks() ?? 0) - programBefore
        figures.serverTicks = (server.process.record.cpuTicks() ?? 0) - serverBefore
        figures.wakeUps = (program.record.wakeUps() ?? 0) - wakeUpsBefore
        figures.peakResidentKiB = program.record.peakResidentKiB() ?? 0
        figures.mappedSharedMemory = program.record.mapsSharedMemory()
        // A 0.35 s animation at 60 Hz wakes the program about 21 times;
        // far fewer means the key never reached it and nothing was measured.
        guard figures.wakeUps >= 10 * toggles else {
            throw ChildProcess.Failure(description: "\(name) woke \(figures.wakeUps) times for \(toggles) toggles: Space did not animate it")
        }
    }

    /// Waits until the program has slept through `quiet` seconds: no
    /// wake-up and no CPU time, so its animation is over and no frame is due.
    private func waitUntilIdle(_ program: ChildProcess, quiet: Double = 0.2, within seconds: Double = 10) -> Bool {
        func activity() -> [Int?] { [program.record.wakeUps(), program.record.cpuTicks()] }
        let deadline = now() + UInt64(seconds * 1e9)
        var last = activity(), since = now()
        while now() < deadline && !program.hasExited {
            usleep(5000)
            let current = activity()
            if current != last {
                (last, since) = (current, now())
            } else if Double(now() - since) >= quiet * 1e9 {
                return true
            }
        }
        return false
    }
}

/// `collapsible-bench toggles [--toggles N] [--starts N]`: returns the exit status.
func runToggleBench(_ arguments: [String]) -> Int32 {
    let usage = """
        usage: collapsible-bench toggles [--toggles N] [--starts N]
          --toggles N   toggles measured for CPU, an even number (default 30)
          --starts N    starts of each program for the start-up median (default 5)
        """
    var toggles = 30, starts = 5
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        if argument == "--toggles", let value = rest.popFirst().flatMap({ Int($0) }), value >= 2, value % 2 == 0 {
            toggles = value
        } else if argument == "--starts", let value = rest.popFirst().flatMap({ Int($0) }), value >= 1 {
            starts = value
        } else {
            print(argument == "--help" ? usage : "collapsible-bench: bad argument '\(argument)'\n\(usage)")
            return argument == "--help" ? 0 : 2
        }
    }
    let folder = executableFolder()
    for name in Set(Contender.all.map(\.executable)) where access("\(folder)/\(name)", X_OK) != 0 {
        print("collapsible-bench: \(folder)/\(name) is not built (swift build -c release --product \(name))")
        return 1
    }
    do {
        let screen = ToggleBench.sizes.reduce((0, 0)) { (max($0.0, $1.0), max($0.1, $1.1)) }
        let server = try VirtualServer(width: screen.0, height: screen.1)
        let bench = ToggleBench(toggles: toggles, starts: starts, folder: folder, server: server,
                                connection: try ServerConnection(display: server.display))
        var results: [ToggleFigures] = []
        for (width, height) in ToggleBench.sizes {
            results += try bench.measure(width: width, height: height)
        }
        printToggleReport(results, screen: screen, toggles: toggles, starts: starts)
        return 0
    } catch {
        print("collapsible-bench: \(error)")
        return 1
    }
}

/// The folder this benchmark runs from, which holds the build's other programs.
func executableFolder() -> String {
    var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &path, path.count - 1)
    guard count > 0 else { return "." }
    let full = String(decoding: path[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return String(full[..<(full.lastIndex(of: "/") ?? full.endIndex)])
}
