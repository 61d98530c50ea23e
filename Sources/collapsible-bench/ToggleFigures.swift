#if canImport(Glibc)
import Glibc
import Timekeeping
#endif

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
    /// The program's main thread on a CPU, to the nanosecond.
    var programNanoseconds = 0
    var peakResidentKiB = 0
    var mappedSharedMemory = false
}

extension ToggleFigures {
    var millisecondsPerTick: Double { 1000 / Double(sysconf(Int32(_SC_CLK_TCK))) }
    var programMilliseconds: Double { Double(programTicks) * millisecondsPerTick / Double(toggles) }
    var serverMilliseconds: Double { Double(serverTicks) * millisecondsPerTick / Double(toggles) }
    var totalMilliseconds: Double { programMilliseconds + serverMilliseconds }
    var programRunMilliseconds: Double { Double(programNanoseconds) / 1e6 / Double(toggles) }
    /// Each poll() that waits and each write that blocks on a full socket.
    var wakeUpsPerToggle: Double { Double(wakeUps) / Double(toggles) }
    var startupMilliseconds: Double { startups.median / 1e6 }

    /// The fields that name the row in every JSON line.
    var jsonKey: String {
        let variable = contender.environment.compactMap { name, value in value.map { "\(name)=\($0)" } }.first ?? ""
        let accessibility = contender.accessibility.map { ",\"accessibility\":\"\($0 ? "on" : "off")\"" } ?? ""
        return "\"width\":\(width),\"height\":\(height),\"program\":\"\(contender.name)\",\"env\":\"\(variable)\""
            + accessibility
    }
}
