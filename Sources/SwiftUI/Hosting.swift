import CollapsibleProgram

/// Where every program on `import SwiftUI` starts: a playground's page, an
/// app's `main` and a preview all show their view through here, so that
/// what Foundation's world needs of the window's loop is set up once, in
/// one place, before the first body is evaluated.
@_spi(Hosting) public enum Hosting {
    /// Shows `view` as the command line asks (a window, `--render`,
    /// `--record`, `--measure`), or the preview it names, or lists the
    /// previews; then ends the program with its status.
    public static func show<Content: View>(_ view: Content, as program: ProgramIdentity = .executable,
                                           defaults: Options = Options()) -> Never {
        ObservationReads.install()
        // A learner's button may reach beyond its view (a file, a model
        // every view shares): the icon shows the view as it starts.
        let page = PlaygroundPage(program, options: previewOptions, defaults: defaults, iconShowsPress: false,
                                  mainThreadWork: MainRunLoop())
        showPreviewAsked(on: page, as: program, defaults: defaults)
        page.setLiveView(view)
    }

    /// Shows the program's first preview, or the one the command line
    /// names: the program of a file that has previews and no view of its own.
    public static func showPreviews(as program: ProgramIdentity = .executable) -> Never {
        ObservationReads.install()
        let page = PlaygroundPage(program, options: previewOptions)
        showPreviewAsked(on: page, as: program, defaults: Options())
        guard let first = ProgramPreviews.all().first else {
            Diagnostics.standardError(of: program).report("the program has no preview to show")
            exit(1)
        }
        show(first, as: program, defaults: Options())
    }

    /// The previews of the image loaded at `image`, in the order
    /// `--list-previews` lists a program's: what a library loaded while the
    /// program runs shows.
    public static func previews(inImageAt image: UnsafeRawPointer) -> [LoadedPreview] {
        ProgramPreviews.all(in: image).map(LoadedPreview.init)
    }

    /// A preview of a library loaded while the program runs. A struct, not a
    /// closure, for a module in Swift 5's language mode takes a main actor's
    /// closure as another type than this module's, and casts it.
    public struct LoadedPreview {
        fileprivate let preview: Preview

        public var name: String { preview.name ?? "" }

        @MainActor public func body() -> any View { preview.body() }
    }

    /// The view of `app`'s first window, made as its `main` makes it; nil
    /// for an app with no window.
    public static func windowContent<Application: App>(of app: Application.Type) -> (any View)? {
        let app = Application()
        guard app.body._windows().first != nil else { return nil }
        return AppContent(app: app)
    }

    private static let previewOptions: [any ProgramOption] = [.preview, .listPreviews]

    /// `--list-previews`, or `--preview NAME`; nothing when the command line
    /// asks for neither, or is wrong, which the page then reports.
    private static func showPreviewAsked(on page: PlaygroundPage, as program: ProgramIdentity, defaults: Options) {
        if page.value(of: .listPreviews) == true {
            for preview in ProgramPreviews.all() { print(preview.name ?? "") }
            exit(0)
        }
        if let preview = page.value(of: .preview) {
            show(preview, as: program, defaults: defaults)
        }
    }

    /// A preview in the program's window, titled with its name, as a
    /// desktop titles a document's window: its name before the program's.
    private static func show(_ preview: Preview, as program: ProgramIdentity, defaults: Options) -> Never {
        var program = program
        program.title = "\(preview.name ?? "") — \(program.title)"
        var defaults = defaults
        if let size = preview.size {
            defaults.width = Int(size.width.rounded())
            defaults.height = Int(size.height.rounded())
        }
        let page = PlaygroundPage(program, options: previewOptions, defaults: defaults, iconShowsPress: false,
                                  mainThreadWork: MainRunLoop())
        // A preview's body runs on the main actor, as SwiftUI's does; the
        // program is there from its first line.
        MainActor.assumeIsolated {
            page.setLiveView(AnyView(preview.body()))
        }
    }
}
