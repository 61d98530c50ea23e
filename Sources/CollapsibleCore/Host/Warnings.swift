/// What a host's views do that SwiftUI warns of, told to its diagnostics;
/// a warning about a view that every evaluation would repeat is told once
/// in the host's life.
final class Warnings {
    let diagnostics: Diagnostics
    private var toldAbout: Set<ViewID> = []

    init(_ diagnostics: Diagnostics) { self.diagnostics = diagnostics }

    func warn(_ message: String) { diagnostics.report(message) }

    /// `message`, unless a warning about the view `id` was told already.
    func warnOnce(about id: ViewID, _ message: String) {
        if toldAbout.insert(id).inserted { warn(message) }
    }
}
