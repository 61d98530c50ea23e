#if canImport(Glibc)
import Glibc
#endif
import VirtualDesktop

// `collapsible-bench memory SHARED-BUILD STATIC-BUILD PLAIN-C`: the peak
// memory (VmHWM) of the program built two ways and of the demo written
// plainly in C, each in its 600x300 window on an Xvfb of the benchmark's
// own, once it has drawn its first frame and come to rest: the median of
// five runs; then how many times the C program's the static build takes.

/// Returns the exit status.
func runMemoryBench(_ arguments: [String]) -> Int32 {
    guard arguments.count == 3 else {
        print("usage: collapsible-bench memory SHARED-BUILD STATIC-BUILD PLAIN-C")
        return arguments == ["--help"] ? 0 : 2
    }
    signal(SIGPIPE, SIG_IGN)
    do {
        let peaks = try medianPeaks(of: arguments, on: try VirtualServer(["-br"]))
        print("Peak memory in the 600x300 window, median of 5 runs:")
        let names = ["make build (Swift standard library shared)", "make install (Swift standard library linked in)",
                     "plain-c-reference (C, Xlib, cairo)"]
        for (name, peak) in zip(names, peaks) {
            print("  " + padded(name, 52) + " " + leftPadded(fixed(Double(peak) / 1024, 1), 5) + " MiB")
        }
        print("  " + padded("make install / plain C", 52) + " " + leftPadded(fixed(Double(peaks[1]) / Double(peaks[2]), 2), 5))
        return 0
    } catch {
        print("collapsible-bench: \(error)")
        return 1
    }
}

/// The connection ends here, before the server: the other way round its
/// loss would end the benchmark.
private func medianPeaks(of paths: [String], on server: VirtualServer) throws(ChildProcess.Failure) -> [Int] {
    let connection = try ServerConnection(display: server.display)
    return try paths.map { path throws(ChildProcess.Failure) in try medianPeak(of: path, on: server, watchedBy: connection) }
}

/// The median peak of five runs, in KiB. A run maps a binary's code from
/// the page cache, and how much of it depends on how the pages came there
/// (a linker's writes, a copy, reads at a start): the binary's pages are
/// dropped first, so that each is read as at a first start.
private func medianPeak(of path: String, on server: VirtualServer, watchedBy connection: ServerConnection) throws(ChildProcess.Failure) -> Int {
    dropFromPageCache(path)
    var peaks: [Int] = []
    for _ in 1...5 {
        // A private server has no Xft.dpi nor XSETTINGS: every program draws at scale 1.
        let program = try ChildProcess(path, ["--size", "600x300"], environment: ["DISPLAY": server.display])
        _ = try connection.firstFrame(of: program, width: 600, height: 300, name: path)
        guard program.record.waitUntilIdle(within: 10), let peak = program.record.peakResidentKiB() else {
            throw ChildProcess.Failure(description: "\(path) did not come to rest within 10 s")
        }
        peaks.append(peak)
        program.stop(SIGTERM)
        connection.dropEvents()
    }
    return peaks.sorted()[2]
}

/// Writes the file's dirty pages, then asks the kernel to forget them all.
private func dropFromPageCache(_ path: String) {
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { return }
    defer { close(file) }
    fsync(file)
    posix_fadvise(file, 0, 0, POSIX_FADV_DONTNEED)
}

func leftPadded(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(width - text.count, 0)) + text
}
