/// What a host's views do that SwiftUI warns of, told to its diagnostics;
/// a warning about a view, or a picture, that every evaluation would repeat
/// is told once in the host's life.
final class Warnings {
    let diagnostics: Diagnostics
    private var toldAbout: Set<AnyHashable> = []

    init(_ diagnostics: Diagnostics) { self.diagnostics = diagnostics }

    func warn(_ message: String) { diagnostics.report(message) }

    /// `message`, unless a warning about `subject` (a view's ID, an
    /// image's source) was told already.
    func warnOnce(about subject: some Hashable, _ message: String) {
        if toldAbout.insert(AnyHashable(subject)).inserted { warn(message) }
    }
}
