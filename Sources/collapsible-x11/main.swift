import CollapsibleCore
import CollapsibleRecording
import CollapsibleX11
import Glibc

/// A line for stderr, named after the program, as a Unix tool says it.
func line(_ message: String) -> String {
    "collapsible-x11: \(message)"
}

/// Where the program and its libraries say what went wrong.
let standardError = Diagnostics { message in
    let text = line(message) + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}

/// Work that makes a file with no X server: status 0, or 1 and the reason.
func writingFile(reporting diagnostics: Diagnostics, _ work: () throws -> Void) -> Int32 {
    do {
        try work()
        return 0
    } catch {
        diagnostics.report("\(error)")
        return 1
    }
}

/// The window until the user quits. Fails with status 1 when the X server
/// is missing, silent, refuses the window or goes away.
func runWindow(_ options: Options, reporting diagnostics: Diagnostics) -> Int32 {
    let displayName = getenv("DISPLAY").map { String(cString: $0) } ?? ""
    do {
        let display = try withDeadline(seconds: 5, line: line("the X server \(displayName) did not answer within 5 s")) {
            try Display()
        }
        var loop = try EventLoop(options: options, display: display, diagnostics: diagnostics)
        return try loop.run()
    } catch {
        diagnostics.report("\(error)")
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
            let still: Still = options.iconSize.map { .icon(pixels: $0) } ?? .view(options.offscreen, progress: options.progress)
            status = writingFile(reporting: standardError) { try render(still, to: path) }
        } else if let path = options.recordPath {
            status = writingFile(reporting: standardError) { try record(options.offscreen, to: path) }
        } else {
            status = runWindow(options, reporting: standardError)
        }
    }
} catch {
    standardError.report("\(error)")
    status = 2
}
exit(status)
