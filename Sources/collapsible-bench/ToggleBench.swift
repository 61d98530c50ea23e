import CXTest
import Timekeeping
import VirtualDesktop
#if canImport(Glibc)
import Glibc
#endif

// What a user of the running program feels, against the demo written
// plainly in C: the CPU one toggle costs the program and the X server
// together, the time from exec to the first frame on screen, and the peak
// memory. Each program runs alone on an Xvfb of the benchmark's own.

struct ToggleBench {
    let toggles: Int
    let starts: Int
    let contenders: [Contender]
    let folder: String
    /// The installed build, if given.
    let installed: String?
    let server: VirtualServer
    let connection: ServerConnection
    /// The session bus of each row that runs with the accessibility stack.
    let stacks: [Contender: AccessibilityStack]

    static let sizes = [(600, 300), (1920, 1080), (3840, 2160)]

    /// Starts each program `starts` times, in turns so that a machine
    /// busy for a while slows them all alike; the last run of each also
    /// toggles and is measured for CPU and memory. The accessibility pair,
    /// whose difference is a fraction of a millisecond, toggles half its
    /// turns there and half on the way back, off then on then on then off:
    /// measured in one order, the row that came second was the dearer by
    /// as much as the difference sought.
    func measure(width: Int, height: Int) throws(ChildProcess.Failure) -> [ToggleFigures] {
        var results = contenders.map { ToggleFigures(contender: $0, width: width, height: height) }
        for run in 1...starts {
            for index in results.indices {
                let halved = results[index].contender.accessibility != nil
                try start(into: &results[index], toggling: run < starts ? 0 : halved ? toggles / 2 : toggles)
            }
        }
        for index in results.indices.reversed() where results[index].contender.accessibility != nil {
            try start(into: &results[index], toggling: toggles - toggles / 2, timed: false)
        }
        return results
    }

    /// One run; `timed` adds its start-up to the figures.
    private func start(into figures: inout ToggleFigures, toggling count: Int, timed: Bool = true) throws(ChildProcess.Failure) {
        let contender = figures.contender
        var environment = contender.environment
        environment["DISPLAY"] = server.display
        if let stack = stacks[contender] { environment["DBUS_SESSION_BUS_ADDRESS"] = stack.sessionAddress }
        let program = try ChildProcess(contender.path(in: folder, installed: installed) ?? "",
                                       contender.arguments(width: figures.width, height: figures.height),
                                       environment: environment)
        defer { program.stop() }
        let window = try connection.firstFrame(of: program, width: figures.width, height: figures.height, name: contender.name)
        if timed { figures.startups.add(Double(MonotonicClock.nanoseconds() - program.started)) }
        if count > 0 {
            try toggle(program, count, window: window, name: contender.name, into: &figures)
        }
        connection.type(XK_Escape, in: window)
        guard program.waitForExit(within: 5) != nil else {
            throw ChildProcess.Failure(description: "\(contender.name) did not quit on Escape within 5 s")
        }
        connection.dropEvents()
    }

    /// Presses Space `count` times, each once the program has come to rest,
    /// and adds what they cost to the figures.
    private func toggle(_ program: ChildProcess, _ count: Int, window: UInt, name: String,
                        into figures: inout ToggleFigures) throws(ChildProcess.Failure) {
        var resting: ChildProcess.Failure {
            ChildProcess.Failure(description: "\(name) " + (program.hasExited ? "ended while it was measured" : "did not come to rest within 10 s"))
        }
        guard program.record.waitUntilIdle(within: 10) else { throw resting }
        let programBefore = program.record.cpuTicks() ?? 0, serverBefore = server.process.record.cpuTicks() ?? 0
        let wakeUpsBefore = program.record.wakeUps() ?? 0
        let runBefore = program.record.mainThreadNanoseconds() ?? 0
        for _ in 0..<count {
            connection.type(XK_space, in: window)
            guard program.record.waitUntilIdle(within: 10) else { throw resting }
        }
        let wakeUps = (program.record.wakeUps() ?? 0) - wakeUpsBefore
        figures.toggles += count
        figures.programTicks += (program.record.cpuTicks() ?? 0) - programBefore
        figures.serverTicks += (server.process.record.cpuTicks() ?? 0) - serverBefore
        figures.wakeUps += wakeUps
        figures.programNanoseconds += (program.record.mainThreadNanoseconds() ?? 0) - runBefore
        figures.peakResidentKiB = max(figures.peakResidentKiB, program.record.peakResidentKiB() ?? 0)
        figures.mappedSharedMemory = figures.mappedSharedMemory || program.record.mapsSharedMemory()
        // A 0.35 s animation at 60 Hz wakes the program about 21 times;
        // far fewer means the key never reached it and nothing was measured.
        guard wakeUps >= 10 * count else {
            throw ChildProcess.Failure(description: "\(name) woke \(wakeUps) times for \(count) toggles: Space did not animate it")
        }
    }
}
