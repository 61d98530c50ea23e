/// How the framework learns what a body reads of models it does not keep
/// itself, such as `@Observable` classes: the library of the models wraps
/// each evaluation of a body (and each part of a walk that runs code of the
/// view's, such as a `ForEach`'s content), and says when something read
/// there changes. The framework knows no such library: the module that
/// brings one installs its tracker before the first body is evaluated.
public struct _ReadTracker: Sendable {
    let track: @Sendable (_ read: () -> Void, _ changed: @escaping @Sendable () -> Void) -> Void

    /// `track` runs `read` before it returns, and calls `changed` once,
    /// on any thread, when something `read` read changes.
    public init(track: @escaping @Sendable (_ read: () -> Void, _ changed: @escaping @Sendable () -> Void) -> Void) {
        self.track = track
    }

    /// The tracker every host follows reads with; set once, before any.
    /// Read at every part of a walk that runs the view's code, with no
    /// check of exclusive access: nothing writes it while it is read.
    @exclusivity(unchecked) nonisolated(unsafe) public static var installed: _ReadTracker?
}

/// Which run of each part of what makes a view the tracker's reports are
/// for: a report of a run since run anew changes nothing.
struct TrackedReads {
    enum Part {
        /// The view's body, evaluated.
        case body
        /// The walk of its body, which runs the closures the body holds.
        case walk
    }

    private struct Runs {
        var body: UInt64 = 0
        var walk: UInt64 = 0

        subscript(part: Part) -> UInt64 {
            get { part == .body ? body : walk }
            set { if part == .body { body = newValue } else { walk = newValue } }
        }
    }

    private var runs: [ViewID: Runs] = [:]
    /// Numbers every run in the host's life, so that a view made anew
    /// where another was takes none of its reports.
    private var last: UInt64 = 0

    /// A run of `part` of `view` begins.
    mutating func begin(_ part: Part, of view: ViewID) {
        last += 1
        runs[view, default: Runs()][part] = last
    }

    /// The run of `part` of `view` under way, or last made; nil where none began.
    func current(_ part: Part, of view: ViewID) -> UInt64? {
        runs[view].map { $0[part] }.flatMap { $0 == 0 ? nil : $0 }
    }

    mutating func forget(_ view: ViewID) { runs[view] = nil }
}

/// A value handed across threads where the framework vouches that it is
/// used on the one thread that runs the views.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
