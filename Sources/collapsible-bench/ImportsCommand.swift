#if canImport(Glibc)
import Glibc
#endif
import Timekeeping
import VirtualDesktop

// `collapsible-bench imports CORE SWIFTUI`: what `import SwiftUI` costs a
// program. CORE shows the exercise on the core alone (collapsible-x11);
// SWIFTUI shows the same view on `import SwiftUI`, which brings Foundation
// and Observation. Each is started in turns in a 600x300 window on an Xvfb
// of the benchmark's own: the time to its first frame and its peak memory
// once at rest, medians of seven starts.

/// Returns the exit status.
func runImportsBench(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2 else {
        print("usage: collapsible-bench imports CORE-BUILD SWIFTUI-BUILD")
        return arguments == ["--help"] ? 0 : 2
    }
    signal(SIGPIPE, SIG_IGN)
    do {
        let (starts, peaks) = try startsAndPeaks(of: arguments, on: try VirtualServer(["-br"]))
        print("\nimport SwiftUI against the core alone: the exercise in a 600x300 window, medians of 7 starts in turns")
        print(padded("program", 44) + padded("start to first frame, ms", 26) + "peak memory, MiB")
        let names = ["on the core alone (collapsible-x11)", "on import SwiftUI (exercise-on-swiftui)"]
        for index in 0..<2 {
            print(padded(names[index], 44) + padded(fixed(starts[index].median / 1e6, 1), 26) + fixed(peaks[index].median / 1024, 1))
        }
        print(padded("import SwiftUI / core alone", 44) + padded(fixed(starts[1].median / starts[0].median, 2), 26)
              + fixed(peaks[1].median / peaks[0].median, 2))
        for index in 0..<2 {
            print("{\"figure\":\"imports\",\"program\":\"\(["core", "swiftui"][index])\",\"start_median_ns\":\(Int(starts[index].median)),"
                  + "\"peak_kib\":\(Int(peaks[index].median))}")
        }
        return 0
    } catch {
        print("collapsible-bench: \(error)")
        return 1
    }
}

/// Each program's times to its first frame, in nanoseconds, and its peaks,
/// in KiB. The connection ends here, before the server: the other way round
/// its loss would end the benchmark.
private func startsAndPeaks(of paths: [String], on server: VirtualServer) throws(ChildProcess.Failure)
    -> (starts: [Samples], peaks: [Samples]) {
    let connection = try ServerConnection(display: server.display)
    var starts = paths.map { _ in Samples() }, peaks = starts
    for _ in 1...7 {
        for (index, path) in paths.enumerated() {
            let program = try ChildProcess(path, ["--size", "600x300"], environment: ["DISPLAY": server.display])
            _ = try connection.firstFrame(of: program, width: 600, height: 300, name: path)
            starts[index].add(Double(MonotonicClock.nanoseconds() - program.started))
            guard program.record.waitUntilIdle(within: 10), let peak = program.record.peakResidentKiB() else {
                throw ChildProcess.Failure(description: "\(path) did not come to rest within 10 s")
            }
            peaks[index].add(Double(peak))
            program.stop(SIGTERM)
            connection.dropEvents()
        }
    }
    return (starts, peaks)
}
