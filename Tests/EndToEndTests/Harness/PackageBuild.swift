import Foundation

/// The Debian packages that `make deb` builds from a folder of the sources,
/// into its .build/deb.
struct PackageBuild {
    /// Every package made, by file name: the program's, the playground's,
    /// and their debug symbols'.
    let packages: [URL]
    /// The program's package.
    let program: URL
    /// The playground's package.
    let playground: URL

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(in sources: URL) throws {
        let make = try Command.run("make", ["-C", sources.path, "--no-print-directory", "deb"])
        guard make.status == 0 else {
            throw Failure(description: "make deb in \(sources.path) ended with \(make.status): \(make.errors.suffix(4000))")
        }
        let folder = sources.appendingPathComponent(".build/deb")
        let packages = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "deb" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        self.packages = packages
        func named(_ name: String) throws -> URL {
            guard let package = packages.first(where: { $0.lastPathComponent.hasPrefix("\(name)_") }) else {
                throw Failure(description: "make deb made no \(name) package in \(folder.path): \(packages)")
            }
            return package
        }
        program = try named("collapsible-x11")
        playground = try named("collapsible-x11-playground")
    }

    /// A field of a package's control file, such as Depends: the program's
    /// unless another is named.
    func field(_ name: String, of package: URL? = nil) throws -> String {
        let field = try Command.run("dpkg-deb", ["--field", (package ?? program).path, name])
        guard field.status == 0 else { throw Failure(description: "dpkg-deb --field \(name): \(field.errors)") }
        return field.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A package, the program's unless another is named, unpacked in a
    /// folder of its own.
    func unpacked(_ package: URL? = nil) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("collapsible-deb-contents")
        let unpack = try Command.run("dpkg-deb", ["--extract", (package ?? program).path, folder.path])
        guard unpack.status == 0 else { throw Failure(description: "dpkg-deb --extract: \(unpack.errors)") }
        return folder
    }

    /// The absolute paths a package puts, as `dpkg --listfiles` gives them.
    func shipped(_ package: URL) throws -> Set<String> {
        let listed = try Command.run("dpkg-deb", ["--contents", package.path])
        guard listed.status == 0 else { throw Failure(description: "dpkg-deb --contents: \(listed.errors)") }
        return Set(listed.output.split(separator: "\n").compactMap { line -> String? in
            guard let path = line.split(separator: " ").last else { return nil }
            let absolute = String(path.dropFirst()).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            return absolute.isEmpty ? nil : "/" + absolute
        })
    }
}
