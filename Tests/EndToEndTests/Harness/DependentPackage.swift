import Foundation

/// A package of its own that depends on this one by path, as a user's
/// would: programs written for SwiftUI, each an executable target, all
/// built by one `swift build`, so that this package's modules are compiled
/// once for all of them.
final class DependentPackage {
    /// One program: its target's name and its files, by name.
    struct Executable {
        let name: String
        let files: [String: String]
    }

    struct BuildFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The module that stands for PlaygroundSupport: `PlaygroundPage` and
    /// the command line.
    static let host = "CollapsibleProgram"

    /// `source` with Apple's frameworks' imports changed to this package's
    /// modules, and nothing else.
    static func imported(_ source: String) -> String {
        source.replacingOccurrences(of: "import SwiftUI", with: "import CollapsibleCore")
            .replacingOccurrences(of: "import PlaygroundSupport", with: "import \(host)")
    }

    private let folder: TemporaryFolder
    private var build: Result<Void, BuildFailure>?
    private var builtAlone: [String: Result<Void, BuildFailure>] = [:]

    /// Writes the package; nothing is built until a program is asked for.
    init(_ executables: [Executable]) throws {
        folder = try TemporaryFolder("dependent")
        let dependency = ThisPackage.folder
        let products = ["CollapsibleCore", Self.host].map {
            ".product(name: \"\($0)\", package: \"\(dependency.lastPathComponent)\")"
        }.joined(separator: ", ")
        for executable in executables {
            let sources = folder.url.appendingPathComponent("Sources/\(executable.name)")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            for (name, text) in executable.files {
                try text.write(to: sources.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        }
        // Swift 5's language mode, as the book's code was written in: Swift 6
        // refuses a `static var` such as its preference keys' defaultValue.
        try """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "dependent",
                dependencies: [.package(path: "\(dependency.path)")],
                targets: [
            \(executables.map { "        .executableTarget(name: \"\($0.name)\", dependencies: [\(products)])," }.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v5]
            )
            """.write(toFile: folder.path("Package.swift"), atomically: true, encoding: .utf8)
    }

    /// The built program `name`. The first call builds them all; where
    /// that fails, each program is built on its own, so that a program that
    /// does not compile fails its own test and no other.
    func executable(_ name: String) throws(BuildFailure) -> URL {
        if build == nil {
            build = swiftBuild([])
        }
        if case .failure = build {
            if builtAlone[name] == nil {
                builtAlone[name] = swiftBuild(["--product", name])
            }
            try builtAlone[name]!.get()
        }
        return folder.url.appendingPathComponent(".build/debug/\(name)")
    }

    private func swiftBuild(_ arguments: [String]) -> Result<Void, BuildFailure> {
        let command = ["build", "--package-path", folder.path] + arguments
        do {
            let build = try Command.run("swift", command)
            guard build.status == 0 else {
                return .failure(BuildFailure(description: "swift \(command.joined(separator: " ")) ended with \(build.status): \(build.output + build.errors)"))
            }
            return .success(())
        } catch {
            return .failure(BuildFailure(description: "swift \(command.joined(separator: " ")): \(error)"))
        }
    }
}
