import CollapsibleProgram

/// Where every program on `import SwiftUI` starts: a playground's page, an
/// app's `main` and a preview all show their view through here, so that
/// what Foundation's world needs of the window's loop is set up once, in
/// one place, before the first body is evaluated.
@_spi(Hosting) public enum Hosting {
    /// Shows `view` as the command line asks (a window, `--render`,
    /// `--record`, `--measure`), then ends the program with its status.
    public static func show<Content: View>(_ view: Content, as program: ProgramIdentity = .executable,
                                           defaults: Options = Options()) -> Never {
        ObservationReads.install()
        // A learner's button may reach beyond its view (a file, a model
        // every view shares): the icon shows the view as it starts.
        PlaygroundPage(program, defaults: defaults, iconShowsPress: false, mainThreadWork: MainRunLoop()).setLiveView(view)
    }
}
