import Foundation

/// A folder of a test's own in the system's temporary folder, removed with
/// all it holds once nothing refers to it.
final class TemporaryFolder {
    let url: URL

    /// `prefix` begins its name, so that one left by a crash tells whose it was.
    init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    var path: String { url.path }

    /// The path of `name` in it.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
