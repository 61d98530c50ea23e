import CollapsibleProgram

/// What `playground` is asked: the learner's files, the preview to show,
/// and the options every program has, which the window takes as they are.
struct PlaygroundCommand {
    var paths: [String] = []
    var preview: String?
    /// For the window: `--size`, `--render` and the others.
    var windowArguments: [String] = []
    var showsHelp = false
    /// Each build's and each swap's time on stderr.
    var isVerbose = false

    /// The options every program has that take a value; any other
    /// argument that is no option is a file or a folder of the learner's.
    private static let valued: Set<String> = ["--size", "--animation", "--appearance", "--duration", "--scale",
                                              "--render", "--progress", "--icon", "--record"]

    init() {}

    init(_ arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--preview" {
                guard let name = remaining.popFirst() else { throw UsageError("--preview: expected a preview's name") }
                preview = name
            } else if argument.hasPrefix("--preview=") {
                preview = String(argument.dropFirst("--preview=".count))
            } else if argument == "--verbose" {
                isVerbose = true
            } else if argument == "--help" || argument == "-h" {
                showsHelp = true
            } else if Self.valued.contains(argument) {
                windowArguments.append(argument)
                if let value = remaining.popFirst() { windowArguments.append(value) }
            } else if argument.hasPrefix("-") {
                windowArguments.append(argument)
            } else {
                paths.append(argument)
            }
        }
        guard !showsHelp else { return }
        do {
            _ = try Options.parse(windowArguments)
        } catch {
            throw UsageError(error.description)
        }
        guard !paths.isEmpty else { throw UsageError("no file to show: give a .swift file or a folder of them") }
    }

    /// Whether the window's options ask for a picture, a recording or the
    /// view's costs once, rather than a window.
    static func drawsOnce(_ arguments: [String]) -> Bool {
        arguments.contains { ["--render", "--record", "--measure", "--version"].contains($0.split(separator: "=").first ?? "") }
    }

    static let usage = """
        usage: playground [--preview NAME] [OPTION...] FILE.swift|FOLDER...

        Builds the files, written on `import SwiftUI`, and shows in a window
        their #Preview, PreviewProvider, @main App, playground page
        (PlaygroundPage.current.setLiveView) or ContentView. Each save builds
        them again and shows the new code in the same window, with the state
        of every view whose type did not change; a compile error is shown
        over the last view that built.

          --preview NAME  the preview to show, where the files have several
          --render FILE   draw the view into a PNG file and quit
          --size WxH      the window's size
          --verbose       each build's time, and each swap's, on stderr
        and the options every program has (--appearance, --scale, --animation).
        """
}

/// A command line `playground` cannot follow, said as it goes to stderr.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
