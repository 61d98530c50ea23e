import Foundation
import XCTest

/// What some tests read but the package does not hold: the exercise's
/// page (`seeds/`, its text as the book prints it), in a folder `shared/`
/// beside the package's own, or wherever `COLLAPSIBLE_SHARED` names. A
/// clone without it skips those tests, saying where to put the file; CI
/// (`.ci/run`) refuses to start without it, so that there nothing is
/// skipped.
enum SharedMaterial: String {
    case seeds

    /// The variable that names the folder holding `seeds/`.
    static let variable = "COLLAPSIBLE_SHARED"

    /// Where it is looked for with `environment`.
    func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let shared = environment[Self.variable].map { URL(fileURLWithPath: $0) }
            ?? ThisPackage.folder.deletingLastPathComponent().appendingPathComponent("shared")
        return shared.appendingPathComponent(rawValue)
    }

    /// Its pages, sorted by name; where there are none, a skip that says
    /// where to put them.
    func files(environment: [String: String] = ProcessInfo.processInfo.environment) throws(XCTSkip) -> [URL] {
        let folder = folder(environment: environment)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let files = names.filter { $0.hasSuffix(".txt") }.sorted().map { folder.appendingPathComponent($0) }
        guard !files.isEmpty else {
            throw XCTSkip("no \(rawValue): put the exercise's page (a .txt) in \(folder.path), or name the folder holding seeds/ in \(Self.variable)")
        }
        return files
    }
}
