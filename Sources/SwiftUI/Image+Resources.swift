@_spi(Images) import CollapsibleCore
import Foundation

/// `Image("name")`: a picture among the program's resources, found here,
/// where Foundation's bundles are; the core draws it from its file.
extension Image {
    /// A picture named `name`, with or without its extension, in `bundle`;
    /// nil: the program's own, as Apple's main bundle holds an app's.
    /// Assistive tools name it by its name.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(file: ProgramPictures.shared.file(named: name, in: bundle), name: name, decorative: false)
    }

    /// A picture that says nothing to assistive tools, which do not see it.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(file: ProgramPictures.shared.file(named: name, in: bundle), name: name, decorative: true)
    }
}

/// Where a program's pictures are: the main bundle, which is the
/// executable's folder, and SwiftPM's bundle of the program's resources
/// beside it (its target's `Bundle.module`), where `Image("name")` finds
/// what a learner's package gives the program, as Apple's finds an asset
/// of the app. A name is looked for once; bodies ask for it at every
/// evaluation.
final class ProgramPictures: @unchecked Sendable {
    static let shared = ProgramPictures()

    /// The kinds of picture the painter draws, by the extensions a file of each has.
    static let extensions = ["png", "jpg", "jpeg", "svg"]

    private let lock = NSLock()
    private var found: [String: String?] = [:]

    private lazy var programBundles: [Bundle] = {
        let executable = Bundle.main.executableURL?.lastPathComponent ?? ""
        let folder = Bundle.main.bundleURL
        let beside = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        // SwiftPM names a target's bundle PACKAGE_TARGET.resources; an
        // executable is named after its target.
        let own = beside.filter { $0.lastPathComponent.hasSuffix("_\(executable).resources") }
            .sorted { $0.path < $1.path }.compactMap { Bundle(url: $0) }
        return [Bundle.main] + own
    }()

    func file(named name: String, in bundle: Bundle?) -> String? {
        lock.lock()
        defer { lock.unlock() }
        let key = "\(bundle?.bundlePath ?? "")\n\(name)"
        if let known = found[key] { return known }
        let file = (bundle.map { [$0] } ?? programBundles).lazy.compactMap { Self.file(named: name, in: $0) }.first
        found[key] = file
        return file
    }

    private static func file(named name: String, in bundle: Bundle) -> String? {
        let given = (name as NSString).pathExtension.lowercased()
        if extensions.contains(given), let path = bundle.path(forResource: name, ofType: nil) { return path }
        return extensions.lazy.compactMap { bundle.path(forResource: name, ofType: $0) }.first
    }
}
