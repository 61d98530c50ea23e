import Foundation

/// The Debian packages that `make deb` builds from a folder of the sources,
/// into its .build/deb.
struct PackageBuild {
    /// Every package made, by file name: the program's and its debug symbols'.
    let packages: [URL]
    /// The program's package.
    let program: URL

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(in sources: URL) throws {
        let make = try Command.run("make", ["-C", sources.path, "--no-print-directory", "deb"])
        guard make.status == 0 else {
            throw Failure(description: "make deb in \(sources.path) ended with \(make.status): \(make.errors.suffix(4000))")
        }
        let folder = sources.appendingPathComponent(".build/deb")
        packages = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "deb" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        guard let program = packages.first(where: { $0.lastPathComponent.hasPrefix("collapsible-x11_") }) else {
            throw Failure(description: "make deb made no collapsible-x11 package in \(folder.path): \(packages)")
        }
        self.program = program
    }

    /// A field of the program's package's control file, such as Depends.
    func field(_ name: String) throws -> String {
        let field = try Command.run("dpkg-deb", ["--field", program.path, name])
        guard field.status == 0 else { throw Failure(description: "dpkg-deb --field \(name): \(field.errors)") }
        return field.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The program's package unpacked in a folder of its own.
    func unpacked() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("collapsible-deb-contents")
        let unpack = try Command.run("dpkg-deb", ["--extract", program.path, folder.path])
        guard unpack.status == 0 else { throw Failure(description: "dpkg-deb --extract: \(unpack.errors)") }
        return folder
    }
}
