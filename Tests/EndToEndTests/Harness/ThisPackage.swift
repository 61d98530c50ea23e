import Foundation

/// The package under test, as its folder: where the tests find its files
/// and what a package of their own depends on.
enum ThisPackage {
    /// The folder of Package.swift, above this file's.
    static let folder: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder
    }()
}
