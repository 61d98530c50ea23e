#if canImport(Glibc)
import Glibc
#endif

func printToggleReport(_ results: [ToggleFigures], screen: (Int, Int), toggles: Int, starts: Int) {
    print("\ncollapsible-bench toggles: each program alone on Xvfb (\(screen.0)x\(screen.1) screen), \(toggles) toggles"
          + " and \(starts) starts of each, release build")
    print("""
        CPU per toggle: utime + stime (/proc/PID/stat) of the program and of the X server, (x) against the C program's
        start-up: exec to the first frame on screen, median; peak RSS: VmHWM of the run that toggled
        accessibility on-off: the program's main thread on a CPU per toggle (/proc/PID/schedstat, nanoseconds) and its
        start-up, with the stack's switch on against off

        """)
    print(padded("size", 11) + padded("program", 46) + padded("CPU ms/toggle: program + X = total", 38)
          + padded("start-up ms", 13) + padded("peak RSS MiB", 14) + "SysV shm")
    for row in results {
        let cpu = "\(fixed(row.programMilliseconds, 1)) + \(fixed(row.serverMilliseconds, 1))"
            + " = \(fixed(row.totalMilliseconds, 1)) (\(fixed(cpuRatio(of: row, in: results), 2))x)"
        print(padded("\(row.width)x\(row.height)", 11) + padded(row.contender.name, 46) + padded(cpu, 38)
              + padded(fixed(row.startupMilliseconds, 1), 13)
              + padded(fixed(Double(row.peakResidentKiB) / 1024, 1), 14) + (row.mappedSharedMemory ? "yes" : "no"))
    }
    let program = results.filter { $0.contender != .plainC }
    if !program.contains(where: \.mappedSharedMemory) {
        print("\ncollapsible-x11 mapped no shared memory in any run: it sends frames with XPutImage whether"
              + " \(Contender.noSharedMemory) is set or not, so its two rows measure the same code.")
    }

    print("\ntargets:")
    func target(_ figure: String, _ row: ToggleFigures, _ value: Double, _ limit: Double, _ unit: String) {
        print("  \(padded(figure, 22)) \(padded("\(row.width)x\(row.height)", 10)) \(padded(row.contender.name, 46))"
              + "\(fixed(value, 3))\(unit) <= \(fixed(limit, 2))\(unit)  \(value <= limit ? "met" : "MISSED")")
    }
    for row in program {
        guard let reference = referenceRow(of: row, in: results) else { continue }
        target("CPU/toggle vs C", row, cpuRatio(of: row, in: results), 0.25, "x")
        if row.width == 600 {
            target("peak RSS vs C", row, Double(row.peakResidentKiB) / Double(reference.peakResidentKiB), 1.5, "x")
            // The build a user runs from the source folder starts with the Swift runtime's shared libraries.
            if let limit = [Contender.program: 1.3, .installed: 1.1][row.contender] {
                target("first frame vs C", row, row.startupMilliseconds / reference.startupMilliseconds, limit, "x")
            }
        }
    }
    for row in program where row.width == 3840 {
        guard let small = program.first(where: { $0.contender == row.contender && $0.width == 600 }) else { continue }
        target("peak RSS above 600x300", row, Double(row.peakResidentKiB - small.peakResidentKiB) / 1024, 4, " MiB")
    }
    for row in program where row.width == 3840 && row.contender == .programWithoutSharedMemory {
        guard let shared = program.first(where: { $0.width == row.width && $0.mappedSharedMemory }) else {
            print("  CPU/toggle with shared memory below XPutImage at \(row.width)x\(row.height): not measured, no run used shared memory")
            continue
        }
        target("CPU/toggle vs XPutImage", shared, shared.totalMilliseconds, row.totalMilliseconds, " ms")
    }

    // What a screen reader costs: the same program with the stack's switch on, against off.
    for on in results where on.contender == .programWithAccessibilityOn {
        guard let off = results.first(where: {
            $0.contender == .programWithAccessibilityOff && $0.width == on.width && $0.height == on.height
        }) else { continue }
        target("CPU/toggle a11y on-off", on, on.programRunMilliseconds - off.programRunMilliseconds, 1, " ms")
        target("start-up a11y on-off", on, on.startupMilliseconds - off.startupMilliseconds, 5, " ms")
    }

    print("")
    for row in results {
        print("{\(row.jsonKey),\"figure\":\"toggle_cpu\",\"program_ms\":\(fixed(row.programMilliseconds, 2)),"
              + "\"server_ms\":\(fixed(row.serverMilliseconds, 2)),\"total_ms\":\(fixed(row.totalMilliseconds, 2)),"
              + "\"toggles\":\(row.toggles),\"wakeups_per_toggle\":\(fixed(row.wakeUpsPerToggle, 1)),"
              + "\"program_run_ms\":\(fixed(row.programRunMilliseconds, 3)),"
              + "\"ratio_to_reference\":\(fixed(cpuRatio(of: row, in: results), 4)),\"shared_memory\":\(row.mappedSharedMemory)}")
        print("{\(row.jsonKey),\"figure\":\"startup\",\"median_ms\":\(fixed(row.startupMilliseconds, 2)),"
              + "\"samples\":\(row.startups.values.count)}")
        print("{\(row.jsonKey),\"figure\":\"peak_rss\",\"kib\":\(row.peakResidentKiB)}")
    }
}

/// The C program's figures at the size of `row`.
func referenceRow(of row: ToggleFigures, in results: [ToggleFigures]) -> ToggleFigures? {
    results.first { $0.contender == .plainC && $0.width == row.width && $0.height == row.height }
}

/// Total CPU per toggle against the C program's at the same size.
func cpuRatio(of row: ToggleFigures, in results: [ToggleFigures]) -> Double {
    referenceRow(of: row, in: results).map { row.totalMilliseconds / $0.totalMilliseconds } ?? .nan
}
