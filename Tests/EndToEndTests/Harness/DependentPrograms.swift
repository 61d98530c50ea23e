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
         TextInputTests.programs,
         NavigationProgramTests.programs,
        ].reduce(into: [:]) { all, programs in
            all.merge((try? programs()) ?? [:]) { first, _ in first }
        }
    }

    nonisolated(unsafe) private static var made: Result<Run, Error>?

    /// The command's run, made by the first call; or, where run-tests
    /// names the run of the tests, by another bundle of the same run.
    static func run() throws -> Run {
        if made == nil {
            made = Result { try madeInThisRunOfTheTests() ?? runCommand() }
        }
        return try made!.get()
    }

    /// run-tests names each run of the tests in this variable, so that the
    /// bundles of its lanes build the programs once between them.
    private static let testRun = ProcessInfo.processInfo.environment["COLLAPSIBLE_TEST_RUN"]
    private static let madeFor = package.appendingPathComponent("test-run")
    private static let table = package.appendingPathComponent("table.txt")

    /// The programs as another bundle of this run of the tests built them.
    private static func madeInThisRunOfTheTests() throws -> Run? {
        guard let testRun, (try? String(contentsOf: madeFor, encoding: .utf8)) == testRun else { return nil }
        return Run(table: try String(contentsOf: table, encoding: .utf8), programs: try listed())
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
        // The package's modules come from the tests' own build, in the
        // same build folder; each program takes a few seconds.
        let arguments = ["--debug", "--package", package.path, examples.path, own.path]
        let run = try Command.run(command.path, arguments, within: 1800)
        guard run.status == 0 else {
            throw BuildFailure(description: "swiftui-programs \(arguments.joined(separator: " ")) ended with \(run.status): \(run.errors)")
        }
        try run.output.write(to: table, atomically: true, encoding: .utf8)
        try (testRun ?? "").write(to: madeFor, atomically: true, encoding: .utf8)
        return Run(table: run.output, programs: try listed())
    }

    /// The programs the command's table file lists.
    private static func listed() throws -> [Program] {
        let list = try String(contentsOf: package.appendingPathComponent("programs.tsv"), encoding: .utf8)
        return list.split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let build: Result<URL, BuildFailure> = fields[1] == "built"
                ? .success(URL(fileURLWithPath: fields[2])) : .failure(BuildFailure(description: fields[2]))
            return Program(name: fields[0], build: build, picture: fields[3])
        }
    }
}
