import CollapsibleCore
import CollapsibleRecording
import CollapsibleX11
import Glibc

/// The playground's page, as PlaygroundSupport names it: where a live view
/// is shown. Here that is the program itself, with its command line: a
/// window, a PNG (`--render`), a recording (`--record`) or the view's
/// costs (`--measure`).
///
/// A struct, not a class, so that `current` is safe to share with no
/// actor: PlaygroundSupport's is `@MainActor`, which lives in a module the
/// program leaves out.
public struct PlaygroundPage: Sendable {
    /// The page of a program that says nothing of itself: named as it was
    /// started, with the options every program has.
    public static let current = PlaygroundPage()

    private let program: ProgramIdentity
    private let programOptions: [any ProgramOption]
    private let defaults: Options
    private let iconShowsPress: Bool
    private let mainThreadWork: (any MainThreadWork & Sendable)?
    private let arguments = Array(CommandLine.arguments.dropFirst())

    /// The page of `program`, whose command line has `options` of its own
    /// besides those every program has, and starts from `defaults` where it
    /// says nothing, such as the size an app's window asks for. Its icon
    /// shows the view after a press of its button where `iconShowsPress`
    /// (see `ProgramIcon`). The window runs `mainThreadWork` between its
    /// frames.
    public init(_ program: ProgramIdentity = .executable, options: [any ProgramOption] = [], defaults: Options = Options(),
                iconShowsPress: Bool = true, mainThreadWork: (any MainThreadWork & Sendable)? = nil) {
        self.program = program
        programOptions = options
        self.defaults = defaults
        self.iconShowsPress = iconShowsPress
        self.mainThreadWork = mainThreadWork
    }

    /// What the command line gives `option`; nil when it gives nothing, or
    /// is not understood.
    public func value<Option: ProgramOption>(of option: Option) -> Option.Value? {
        guard case .run(let options)? = try? Options.parse(arguments, programOptions: programOptions, from: defaults),
              let text = options.programValues[option.name] else { return nil }
        return try? option.parse(text)
    }

    /// Shows `view` as the command line asks, then ends the program with
    /// its exit status: 0, 1 when the display or a file fails, 2 for a bad
    /// option.
    public func setLiveView<Content: View>(_ view: Content) -> Never {
        // Writing to the socket of a server that died would raise SIGPIPE,
        // which kills with a signal; ignored, the write fails and Xlib
        // reports the loss.
        signal(SIGPIPE, SIG_IGN)
        exit(run(view, reporting: .standardError(of: program)))
    }

    private func run<Content: View>(_ view: Content, reporting diagnostics: Diagnostics) -> Int32 {
        let options: Options
        switch Result(catching: { try Options.parse(arguments, programOptions: programOptions, from: defaults) }) {
        case .success(.help):
            print(Options.usage(of: program, adding: programOptions))
            return 0
        case .success(.version):
            print(program.version)
            return 0
        case .success(.run(let parsed)):
            options = parsed
        case .failure(let error):
            diagnostics.report("\(error)")
            return 2
        }
        if let path = options.renderPath {
            let still: Still = if let pixels = options.iconSize {
                .picture { [iconShowsPress] in ProgramIcon.displayList(of: view, pixels: pixels, measure: $0, pressing: iconShowsPress) }
            } else {
                .view(options.offscreen(view, reporting: diagnostics), progress: options.progress)
            }
            return writingFile(reporting: diagnostics) { try render(still, to: path) }
        }
        if let path = options.recordPath {
            return writingFile(reporting: diagnostics) { try record(options.offscreen(view, reporting: diagnostics), to: path) }
        }
        if options.measure {
            return measuring(options.offscreen(view, reporting: diagnostics), reporting: diagnostics)
        }
        var window = options.window(of: program, showing: view, iconShowsPress: iconShowsPress)
        window.mainThreadWork = mainThreadWork
        return runWindow(view, window, reporting: diagnostics)
    }

    /// Work that makes a file with no X server: status 0, or 1 and the reason.
    private func writingFile(reporting diagnostics: Diagnostics, _ work: () throws -> Void) -> Int32 {
        do {
            try work()
            return 0
        } catch {
            diagnostics.report("\(error)")
            return 1
        }
    }

    /// `--measure`: the figures as a line and as JSON, status 0; or 1 and
    /// the reason, when the frame cannot be drawn.
    private func measuring(_ view: OffscreenView, reporting diagnostics: Diagnostics) -> Int32 {
        do {
            let measurement = try measure(view)
            print(measurement.line(program: program.name))
            print(measurement.json(program: program.name))
            return 0
        } catch {
            diagnostics.report("cannot measure: \(error)")
            return 1
        }
    }

    /// The window until the user quits. Fails with status 1 when the X server
    /// is missing, silent, refuses the window or goes away.
    private func runWindow(_ view: any View, _ options: WindowOptions, reporting diagnostics: Diagnostics) -> Int32 {
        let displayName = getenv("DISPLAY").map { String(cString: $0) } ?? ""
        let silence = Diagnostics.line("the X server \(displayName) did not answer within 5 s", from: program)
        do {
            let display = try withDeadline(seconds: 5, line: silence) {
                try Display()
            }
            var loop = try EventLoop(view, options: options, display: display, diagnostics: diagnostics)
            return try loop.run()
        } catch let error as FrameTooLarge {
            diagnostics.report("\(error) (see --size and --scale)")
            return 1
        } catch {
            diagnostics.report("\(error)")
            return 1
        }
    }
}

extension Options {
    /// The view as `--render` and `--record` draw it, telling `diagnostics`
    /// what it warns of.
    func offscreen(_ view: any View, reporting diagnostics: Diagnostics) -> OffscreenView {
        OffscreenView(view, size: Size(width: Double(width), height: Double(height)), pressed: expanded,
                      colorScheme: colorScheme, scale: scale, animationReplacement: animationReplacement, diagnostics: diagnostics)
    }

    /// The window that shows `view`, with `program`'s names and the icon `view` makes.
    func window(of program: ProgramIdentity, showing view: any View, iconShowsPress: Bool) -> WindowOptions {
        WindowOptions(width: width, height: height, pressed: expanded, colorScheme: colorScheme, scale: scale,
                      animationReplacement: animationReplacement, title: program.title, className: program.className,
                      version: program.version,
                      icon: { ProgramIcon.displayList(of: view, pixels: $0, measure: $1, pressing: iconShowsPress) })
    }
}
