import Foundation
import XCTest

/// The Swift toolchain's library folder covered by an empty one, in a mount
/// namespace of the program's own, as on a machine without Swift. The build
/// the tests run, which loads the libraries from there, must fail in it:
/// that shows the folder is really hidden.
struct HiddenToolchain {
    /// The folder the test build loads libswiftCore from.
    let folder: String

    init() throws {
        let dynamic = try Program.binary().path
        let loaded = try Command.run("ldd", [dynamic]).output
        guard let core = loaded.split(separator: "\n").first(where: { $0.contains("libswiftCore.so") }),
              let path = core.split(separator: " ").first(where: { $0.hasPrefix("/") }) else {
            throw Failure(description: "the test build does not load libswiftCore: \(loaded)")
        }
        folder = URL(fileURLWithPath: String(path)).deletingLastPathComponent().path
        let withoutToolchain = try Command.run("unshare", Self.hiding(folder, dynamic, ["--version"]))
        if withoutToolchain.errors.contains("unshare failed") || withoutToolchain.errors.contains("mount:") {
            throw XCTSkip("cannot hide \(folder) in a mount namespace here: \(withoutToolchain.errors)")
        }
        guard withoutToolchain.status != 0, withoutToolchain.errors.contains("libswift") else {
            throw Failure(description: "the build that needs \(folder) ran without it: \(withoutToolchain.errors)")
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `program` to its end with the folder hidden.
    func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        try Command.run("unshare", Self.hiding(folder, program, arguments))
    }

    /// The frame `program --render` draws into `scratch` with the folder hidden.
    func render(_ program: String, in scratch: TemporaryFolder) throws -> Image {
        let frame = scratch.path("frame.png")
        let rendered = try run(program, ["--render", frame])
        guard rendered.status == 0 else {
            throw Failure(description: "\(program) --render ended with \(rendered.status): \(rendered.errors)")
        }
        defer { try? FileManager.default.removeItem(atPath: frame) }
        return try PNG.read(frame)
    }

    /// A script in `scratch` that starts `program` with the toolchain hidden,
    /// for a test that starts the program as `Program` does. It becomes the
    /// program, keeping its pid, by which the tests find its window.
    func launcher(for program: String, in scratch: TemporaryFolder) throws -> URL {
        let script = URL(fileURLWithPath: scratch.path("hidden-toolchain"))
        let words = (["exec", "unshare"] + Self.hiding(folder, program, [])).map { "'\($0.replacingOccurrences(of: "'", with: "'\\''"))'" }
        try Data("#!/bin/sh\n\(words.joined(separator: " ")) \"$@\"\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return script
    }

    /// unshare's arguments: a mount namespace where an empty tmpfs covers
    /// `folder`, in which the shell becomes `program` with its arguments.
    private static func hiding(_ folder: String, _ program: String, _ arguments: [String]) -> [String] {
        ["--mount", "sh", "-c", "mount -t tmpfs tmpfs \"$0\" && exec \"$@\"", folder, program] + arguments
    }
}
