import Foundation
import XCTest

/// The programs the tests build against this package, as a user builds a
/// folder of programs written for SwiftUI: `scripts/swiftui-programs` run
/// on the package's own folder of them, `Examples/Programs`, and on a
/// folder of the tests' own, which a test class whose programs belong there
/// names here. The first test that asks runs it, once for the whole run;
/// its package lies in the build folder, where the next run compiles only
/// what changed.
enum DependentPrograms {
    /// One program, as the command's list gives it.
    struct Program {
        var name: String
        /// Its executable, or the first error of its build.
        var build: Result<URL, BuildFailure>
        /// Its picture, or why there is none.
        var picture: String
    }

    struct BuildFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// What the command printed, and the programs it listed.
    struct Run {
        var table: String
        var programs: [Program]
    }

    static let command = ThisPackage.folder.appendingPathComponent("scripts/swiftui-programs")
    static let examples = ThisPackage.folder.appendingPathComponent("Examples/Programs")
    static let package = ThisPackage.folder.appendingPathComponent(".build/test-programs")

    /// The tests' own programs, each a file's path in their folder and its
    /// text; a class whose material is missing adds none.
    private static func ownPrograms() -> [String: String] {
        [SeedTests.programs, OrcaTests.programs, SwiftUIProgramsTests.programs,
         AppProgramTests.programs,
         ImageProgramTests.programs,
         PreviewTests.programs,
         EffectsProgramTests.programs,
         ScrollProgramTests.programs,
        ].reduce(into: [:]) { all, programs in
            all.merge((try? programs()) ?? [:]) { first, _ in first }
        }
    }

    nonisolated(unsafe) private static var made: Result<Run, Error>?

    /// The command's run, made by the first call.
    static func run() throws -> Run {
        if made == nil {
            made = Result { try runCommand() }
        }
        return try made!.get()
    }

    /// The built program `name`.
    static func executable(_ name: String) throws -> URL {
        guard let program = try run().programs.first(where: { $0.name == name }) else {
            throw BuildFailure(description: "swiftui-programs listed no program \(name)")
        }
        return try program.build.get()
    }

    /// Runs the command on the two folders, as the first call does.
    static func runCommand() throws -> Run {
        let own = try TemporaryFolder("own-programs")
        for (path, text) in ownPrograms() {
            let file = own.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        // A build of this package's modules in debug mode takes a few
        // minutes on a busy machine; then each program a few seconds.
        let arguments = ["--debug", "--package", package.path, examples.path, own.path]
        let run = try Command.run(command.path, arguments, within: 1800)
        guard run.status == 0 else {
            throw BuildFailure(description: "swiftui-programs \(arguments.joined(separator: " ")) ended with \(run.status): \(run.errors)")
        }
        let list = try String(contentsOf: package.appendingPathComponent("programs.tsv"), encoding: .utf8)
        let programs = list.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let build: Result<URL, BuildFailure> = fields[1] == "built"
                ? .success(URL(fileURLWithPath: fields[2])) : .failure(BuildFailure(description: fields[2]))
            return Program(name: fields[0], build: build, picture: fields[3])
        }
        return Run(table: run.output, programs: programs)
    }
}
