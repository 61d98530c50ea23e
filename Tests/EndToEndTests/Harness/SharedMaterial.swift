import Foundation
import XCTest

/// What some tests read but the package does not hold: the exercise's
/// page (`seeds/`, its text as the book prints it) and the book's sample
/// programs (`book/`, one `ContentView.swift` each, named after its
/// program). Both lie in one folder, `shared/`, beside the package's own,
/// or wherever `COLLAPSIBLE_SHARED` names. A clone without them skips those
/// tests, saying where to put the files; CI (`.ci/run`) refuses to start
/// without them, so that there nothing is skipped.
enum SharedMaterial: String {
    case seeds
    case book

    /// The variable that names the folder holding `seeds/` and `book/`.
    static let variable = "COLLAPSIBLE_SHARED"

    /// How its files end: the seed's page is text, the book's programs Swift.
    private var fileExtension: String {
        switch self {
        case .seeds: "txt"
        case .book: "swift"
        }
    }

    /// What a user is asked to put there.
    private var what: String {
        switch self {
        case .seeds: "the exercise's page (a .txt)"
        case .book: "the book's sample programs (one .swift each)"
        }
    }

    /// Where it is looked for with `environment`.
    func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let shared = environment[Self.variable].map { URL(fileURLWithPath: $0) }
            ?? ThisPackage.folder.deletingLastPathComponent().appendingPathComponent("shared")
        return shared.appendingPathComponent(rawValue)
    }

    /// Its files, sorted by name; where there are none, a skip that says
    /// where to put them.
    func files(environment: [String: String] = ProcessInfo.processInfo.environment) throws(XCTSkip) -> [URL] {
        let folder = folder(environment: environment)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let files = names.filter { $0.hasSuffix(".\(fileExtension)") }.sorted().map { folder.appendingPathComponent($0) }
        guard !files.isEmpty else {
            throw XCTSkip("no \(rawValue): put \(what) in \(folder.path), or name the folder holding seeds/ and book/ in \(Self.variable)")
        }
        return files
    }
}
