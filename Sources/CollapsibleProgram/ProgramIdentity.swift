/// Who the program is, in its own words: what a shell, the desktop and
/// assistive tools call it, and what `--help` and `--version` say.
public struct ProgramIdentity: Sendable {
    /// As a shell names it: in `--help`, and before each line on stderr.
    public var name: String
    /// The window's title.
    public var title: String
    /// WM_CLASS, by which the desktop groups the program's windows and finds
    /// its desktop entry; assistive tools list the program under it too.
    public var className: String
    /// What `--version` prints.
    public var version: String
    /// What the program does, as `--help` says it before the options.
    public var summary: String

    /// What is not given follows `name`, as SwiftUI titles an app's window
    /// with the app's name; the summary then is one that fits any view.
    public init(name: String, title: String? = nil, className: String? = nil, version: String? = nil,
                summary: String? = nil) {
        self.name = name
        self.title = title ?? name
        self.className = className ?? name
        self.version = version ?? name
        self.summary = summary ?? Self.anyViewSummary
    }

    /// A program that says nothing of itself, named as it was started.
    public static var executable: ProgramIdentity {
        let name = CommandLine.arguments.first.flatMap { $0.split(separator: "/").last }
        return ProgramIdentity(name: name.map(String.init) ?? "")
    }

    private static let anyViewSummary = """
        Shows a view in an X11 window. Space or Return presses its button, as a
        click on it does. Escape or q quits, as does closing the window.
        """
}
