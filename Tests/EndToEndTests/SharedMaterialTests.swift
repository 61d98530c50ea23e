import Foundation
import XCTest

/// Where the tests find the exercise's page: in `shared/` beside the
/// package, or where `COLLAPSIBLE_SHARED` says; and a clone without it
/// skips those tests, saying where to put the file.
final class SharedMaterialTests: XCTestCase {
    func testWithoutTheFilesTheSeedsTestIsSkippedWithOneLineSayingWhereToPutThem() throws {
        let empty = try TemporaryFolder("collapsible-shared")
        let bundle = try XCTUnwrap(Bundle.main.executablePath)
        let run = try Command.run(bundle, ["EndToEndTests.SeedTests"], environment: ["COLLAPSIBLE_SHARED": empty.path])
        XCTAssertEqual(run.status, 0, run.output + run.errors)
        let lines = (run.output + run.errors).split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.contains("SeedTests.testTheSeedsCodeAsWrittenDrawsWhatTheProgramDraws' skipped") },
                      run.output)
        let said = lines.filter { $0.contains("put the exercise's page") }
        XCTAssertEqual(said.count, 1, run.output)
        XCTAssertTrue(said.first?.contains("in \(empty.path)/seeds, or name the folder holding seeds/ in COLLAPSIBLE_SHARED") == true,
                      "\(said)")
    }

    func testTheFolderTheVariableNamesIsReadInPlaceOfTheOneBesideThePackage() throws {
        let shared = try TemporaryFolder("collapsible-shared")
        try FileManager.default.createDirectory(atPath: shared.path("seeds"), withIntermediateDirectories: true)
        for file in ["seeds/page.txt", "seeds/notes.md"] {
            try Data().write(to: shared.url.appendingPathComponent(file))
        }
        let environment = ["COLLAPSIBLE_SHARED": shared.path]
        XCTAssertEqual(try SharedMaterial.seeds.files(environment: environment).map(\.path), [shared.path("seeds/page.txt")])
    }

    func testWithoutTheVariableTheFolderBesideThePackageIsRead() throws {
        let beside = ThisPackage.folder.deletingLastPathComponent().appendingPathComponent("shared")
        let files = try SharedMaterial.seeds.files(environment: [:])
        XCTAssertEqual(Set(files.map { $0.deletingLastPathComponent().path }), [beside.appendingPathComponent("seeds").path])
    }
}
