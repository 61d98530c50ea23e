/// What the playground tells its window, a line each on the window's
/// standard input, its fields apart by tabs: the library of a build to
/// show, or why there is none to show.
enum WindowMessage: Equatable {
    /// The build numbered `code`, in `library`, showing the preview named
    /// `preview` where the library has previews (the first where empty).
    case show(code: Int, library: String, preview: String)
    /// The build failed: the compiler's errors, shown over the last view that built.
    case failed([String])
    /// The learner's code stopped the window: shown in a window of its own
    /// until the next build.
    case stopped(String)

    var line: String {
        let fields = switch self {
        case .show(let code, let library, let preview): ["show", String(code), library, preview]
        case .failed(let errors): ["failed"] + errors
        case .stopped(let reason): ["stopped", reason]
        }
        return fields.map { $0.replacingTabsAndNewlines }.joined(separator: "\t") + "\n"
    }

    init?(line: Substring) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        switch fields.first {
        case "show" where fields.count == 4:
            guard let code = Int(fields[1]) else { return nil }
            self = .show(code: code, library: fields[2], preview: fields[3])
        case "failed": self = .failed(Array(fields.dropFirst()))
        case "stopped" where fields.count == 2: self = .stopped(fields[1])
        default: return nil
        }
    }
}

private extension String {
    /// A field keeps to its line: a message of several lines is shown as one.
    var replacingTabsAndNewlines: String {
        String(map { $0 == "\t" || $0 == "\n" ? " " : $0 })
    }
}
