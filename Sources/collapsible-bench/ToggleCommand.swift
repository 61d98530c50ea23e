#if canImport(Glibc)
import Glibc
#endif
import VirtualDesktop

/// `collapsible-bench toggles [--toggles N] [--starts N] [--installed PATH]`: returns the exit status.
func runToggleBench(_ arguments: [String]) -> Int32 {
    let usage = """
        usage: collapsible-bench toggles [--toggles N] [--starts N] [--installed PATH] [--only WIDTHxHEIGHT/PROGRAM]
          --toggles N       toggles measured for CPU, an even number (default 30)
          --starts N        starts of each program for the start-up median (default 5)
          --installed PATH  the build of make install, measured beside the others
          --only CASE       one program at one size, for a profiler: PROGRAM is c, shared,
                            socket or installed, e.g. 600x300/shared
        """
    var toggles = 30, starts = 5
    var installed: String?
    var only: (size: String, program: String)?
    var rest = arguments[...]
    while let argument = rest.popFirst() {
        if argument == "--toggles", let value = rest.popFirst().flatMap({ Int($0) }), value >= 2, value % 2 == 0 {
            toggles = value
        } else if argument == "--starts", let value = rest.popFirst().flatMap({ Int($0) }), value >= 1 {
            starts = value
        } else if argument == "--installed", let value = rest.popFirst() {
            installed = value
        } else if argument == "--only", let value = rest.popFirst(), let slash = value.firstIndex(of: "/") {
            only = (String(value[..<slash]), String(value[value.index(after: slash)...]))
        } else {
            print(argument == "--help" ? usage : "collapsible-bench: bad argument '\(argument)'\n\(usage)")
            return argument == "--help" ? 0 : 2
        }
    }
    // A server that dies would end the benchmark with SIGPIPE, without a word.
    signal(SIGPIPE, SIG_IGN)
    let folder = executableFolder()
    let contenders = Contender.allCases.filter { ($0 != .installed || installed != nil) && (only == nil || only?.program == $0.key) }
    let sizes = ToggleBench.sizes.filter { only == nil || only?.size == "\($0.0)x\($0.1)" }
    guard !contenders.isEmpty, !sizes.isEmpty else {
        print("collapsible-bench: no case is called '\(only.map { "\($0.size)/\($0.program)" } ?? "")'\n\(usage)")
        return 2
    }
    for path in Set(contenders.compactMap { $0.path(in: folder, installed: installed) }) where access(path, X_OK) != 0 {
        print("collapsible-bench: \(path) is not built")
        return 1
    }
    do {
        let screen = ToggleBench.sizes.reduce((0, 0)) { (max($0.0, $1.0), max($0.1, $1.1)) }
        // A black screen (-br): a window that has drawn nothing yet shows no colour of the demo's.
        let server = try VirtualServer(width: screen.0, height: screen.1, ["-br"])
        var stacks: [Contender: AccessibilityStack] = [:]
        for contender in Contender.allCases {
            if let enabled = contender.accessibility { stacks[contender] = try AccessibilityStack(enabled: enabled) }
        }
        let bench = ToggleBench(toggles: toggles, starts: starts, contenders: contenders, folder: folder, installed: installed,
                                server: server, connection: try ServerConnection(display: server.display), stacks: stacks)
        var results: [ToggleFigures] = []
        for (width, height) in sizes {
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
