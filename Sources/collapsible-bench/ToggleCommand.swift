#if canImport(Glibc)
import Glibc
#endif
import VirtualDesktop

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
    // A server that dies would end the benchmark with SIGPIPE, without a word.
    signal(SIGPIPE, SIG_IGN)
    let folder = executableFolder()
    for name in Set(Contender.allCases.map(\.executable)) where access("\(folder)/\(name)", X_OK) != 0 {
        print("collapsible-bench: \(folder)/\(name) is not built (swift build -c release --product \(name))")
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
        let bench = ToggleBench(toggles: toggles, starts: starts, folder: folder, server: server,
                                connection: try ServerConnection(display: server.display), stacks: stacks)
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
