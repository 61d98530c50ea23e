import SwiftUI

/// What the window shows, as the playground's messages set it: the view of
/// the last build that loaded, numbered, and the errors shown over it.
final class PlaygroundSession: ObservableObject {
    @Published private(set) var content: (any View)?
    @Published private(set) var code = 0
    /// The errors of the last build, or why the learner's code stopped;
    /// empty when the last build is shown.
    @Published private(set) var problems: [String] = []
    @Published private(set) var heading = ""
    /// The preview shown, where the files show previews.
    private(set) var preview = ""
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
        case .show(let code, let library, let preview):
            do {
                let loaded = try LoadedLibrary(library, preview: preview)
                content = loaded.view
                self.preview = loaded.name
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
}
