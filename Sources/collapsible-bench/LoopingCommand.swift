#if canImport(Glibc)
import Glibc
#endif
import CXTest
import Timekeeping
import VirtualDesktop

// `collapsible-bench looping PROGRAMS.TSV`: the spinner of Examples/Programs,
// as scripts/swiftui-programs built it, in a window of a server of the
// benchmark's own: what its repeatForever animation costs while it turns,
// and once Space has taken it away.

/// How long each state is watched, in seconds.
private let watched = 3.0

/// Returns the exit status.
func runLoopingBench(_ arguments: [String]) -> Int32 {
    guard arguments.count == 1, arguments != ["--help"] else {
        print("usage: collapsible-bench looping PROGRAMS.TSV (as scripts/swiftui-programs writes it)")
        return arguments == ["--help"] ? 0 : 2
    }
    guard let list = readTextFile(arguments[0]),
          let row = list.split(separator: "\n").map({ $0.split(separator: "\t").map(String.init) })
            .first(where: { $0.count >= 3 && $0[0] == "spinner" && $0[1] == "built" }) else {
        print("collapsible-bench: no spinner built in \(arguments[0]): run scripts/swiftui-programs Examples/Programs first")
        return 1
    }
    signal(SIGPIPE, SIG_IGN)
    do {
        let server = try VirtualServer(width: 480, height: 640)
        defer { server.stop() }
        let connection = try ServerConnection(display: server.display)
        let program = try ChildProcess(row[2], ["--size", "480x640", "--scale", "1"], environment: ["DISPLAY": server.display])
        defer { program.stop() }
        guard let window = connection.nextMappedWindow(of: program, within: 10) else {
            throw ChildProcess.Failure(description: "the spinner showed no window within 10 s")
        }
        // Its first frames, and the start of its motion, are not measured.
        usleep(1_000_000)
        let turning = Watch(program, server)
        connection.type(XK_space, in: window)
        usleep(1_000_000)
        let gone = Watch(program, server)
        print("\na repeatForever view (Examples/Programs/spinner.swift) at 480x640 on Xvfb, watched \(Int(watched)) s each way")
        print(padded("", 22) + padded("program CPU", 14) + padded("server CPU", 14) + "program wake-ups/s")
        for (name, figures) in [("while it turns", turning), ("once it has gone", gone)] {
            print(padded(name, 22) + padded(fixed(figures.programShare * 100, 1) + " %", 14)
                  + padded(fixed(figures.serverShare * 100, 1) + " %", 14) + fixed(figures.wakeUpsPerSecond, 1))
        }
        print("{\"bench\":\"looping\",\"turning_cpu\":\(turning.programShare),\"turning_wakeups_per_s\":\(turning.wakeUpsPerSecond),"
              + "\"gone_cpu\":\(gone.programShare),\"gone_wakeups_per_s\":\(gone.wakeUpsPerSecond)}")
        return 0
    } catch {
        print("collapsible-bench: \(error)")
        return 1
    }
}

/// What the program and the server spent over `watched` seconds of wall time.
private struct Watch {
    var programShare: Double
    var serverShare: Double
    var wakeUpsPerSecond: Double

    init(_ program: ChildProcess, _ server: VirtualServer) {
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        let start = MonotonicClock.nanoseconds()
        let programBefore = program.record.cpuTicks() ?? 0, serverBefore = server.process.record.cpuTicks() ?? 0
        let wakeUpsBefore = program.record.wakeUps() ?? 0
        usleep(UInt32(watched * 1e6))
        let seconds = Double(MonotonicClock.nanoseconds() - start) / 1e9
        programShare = Double((program.record.cpuTicks() ?? 0) - programBefore) / ticks / seconds
        serverShare = Double((server.process.record.cpuTicks() ?? 0) - serverBefore) / ticks / seconds
        wakeUpsPerSecond = Double((program.record.wakeUps() ?? 0) - wakeUpsBefore) / seconds
    }
}
