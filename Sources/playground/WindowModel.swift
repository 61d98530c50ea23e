@_spi(Hosting) import SwiftUI

/// What the window shows, as the playground's messages set it: the view of
/// the last build that loaded, numbered, and the errors shown over it.
final class WindowModel: ObservableObject {
    @Published private(set) var content: (any View)?
    @Published private(set) var code = 0
    /// The errors of the last build, or why the learner's code stopped;
    /// empty when the last build is shown.
    @Published private(set) var problems: [String] = []
    @Published private(set) var heading = ""
    /// The preview shown, where the files show previews, and the names of
    /// them all, which the window offers to choose from.
    @Published private(set) var preview = ""
    @Published private(set) var previews: [String] = []
    private var loaded: LoadedLibrary?
    /// Told each build's number once its view was made.
    let shown: (Int) -> Void
    /// Where a build that cannot be shown is said, beside the window.
    private let diagnostics: Diagnostics

    init(diagnostics: Diagnostics, shown: @escaping (Int) -> Void) {
        self.diagnostics = diagnostics
        self.shown = shown
    }

    /// Takes `message` in, loading a build where it gives one.
    @MainActor
    func take(_ message: WindowMessage) {
        switch message {
        case .show(let code, let library, let asked):
            do {
                let loaded = try LoadedLibrary(library)
                if let view = loaded.view {
                    content = view
                } else {
                    // The preview chosen in the window while it is there.
                    let chosen = try loaded.preview(named: loaded.previews.contains { $0.name == preview } ? preview : asked)
                    content = chosen.body()
                    preview = chosen.name
                }
                previews = loaded.previews.map { $0.name }
                self.loaded = loaded
                self.code = code
                problems = []
            } catch {
                heading = "The build cannot be shown"
                problems = [error.description]
                diagnostics.report(error.description)
                shown(code)
            }
        case .failed(let errors):
            heading = "The build failed"
            problems = errors
        case .stopped(let reason):
            heading = "The view stopped the program"
            problems = [reason]
        }
    }

    /// Shows the preview named `name` of the build shown, as a view new at
    /// its place.
    @MainActor
    func choose(_ name: String) {
        guard let loaded, let chosen = try? loaded.preview(named: name) else { return }
        content = chosen.body()
        preview = chosen.name
    }
}
