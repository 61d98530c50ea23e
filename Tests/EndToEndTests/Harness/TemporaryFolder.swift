import Foundation

/// A folder of a test's own in the system's temporary folder, removed with
/// all it holds once nothing refers to it, and with the locks SwiftPM left
/// for a package built in it.
final class TemporaryFolder {
    let url: URL

    /// `prefix` begins its name, so that one left by a crash tells whose it was.
    init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
        // SwiftPM locks a build folder with an empty file in the system's
        // temporary folder, named after its path, and leaves it there.
        let temporary = FileManager.default.temporaryDirectory
        let prefix = url.path.replacingOccurrences(of: "/", with: "_")
        for lock in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        where lock.hasPrefix(prefix) && lock.hasSuffix(".lock") {
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(lock))
        }
    }

    var path: String { url.path }

    /// The path of `name` in it.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
