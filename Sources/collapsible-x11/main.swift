import CMalloc
import Glibc

/// One line on stderr, named after the program, as a Unix tool says it.
func reportError(_ message: String) {
    let line = "collapsible-x11: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
}

/// Work that makes a file with no X server: status 0, or 1 and the reason.
func writingFile(_ work: () throws -> Void) -> Int32 {
    do {
        try work()
        return 0
    } catch {
        reportError("\(error)")
        return 1
    }
}

/// The window until the user quits. Fails with status 1 when the X server
/// is missing, silent, refuses the window or goes away.
func runWindow(_ options: Options) -> Int32 {
    // Frames come and go with the window's size. Once one is freed, glibc
    // serves the next ones (up to 32 MiB each) from its heap, which keeps
    // what it frees: a window resized about would hold tens of MiB it no
    // longer draws. With the threshold fixed at glibc's starting value,
    // each frame gets a mapping of its own, returned whole when freed.
    mallopt(M_MMAP_THRESHOLD, 128 * 1024)
    let displayName = getenv("DISPLAY").map { String(cString: $0) } ?? ""
    do {
        var loop = try withDeadline(seconds: 5, message: "the X server \(displayName) did not answer within 5 s") {
            try EventLoop(options: options, display: Display())
        }
        return try loop.run()
    } catch {
        reportError("\(error)")
        return 1
    }
}

// Writing to the socket of a server that died would raise SIGPIPE, which
// kills with a signal; ignored, the write fails and Xlib reports the loss.
signal(SIGPIPE, SIG_IGN)

let status: Int32
do {
    switch try Options.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help:
        print(Options.usage)
        status = 0
    case .version:
        print(Options.version)
        status = 0
    case .run(let options):
        if let path = options.renderPath {
            status = writingFile { try render(options, to: path) }
        } else if let path = options.recordPath {
            status = writingFile { try record(options, to: path) }
        } else {
            status = runWindow(options)
        }
    }
} catch {
    reportError("\(error)")
    status = 2
}
exit(status)
