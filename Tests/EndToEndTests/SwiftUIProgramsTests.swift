import Foundation
import XCTest

/// `scripts/swiftui-programs`, the command for a folder of programs written
/// for SwiftUI, as the tests run it on the package's own programs and on a
/// folder of theirs: a table of each program, built and drawn or not, with
/// the first error of one that does not build, which stops no other.
final class SwiftUIProgramsTests: XCTestCase {
    /// A program whose file lies in an app's folder, as objc.io's sample
    /// code has one a program, and one that does not compile.
    static func programs() -> [String: String] {
        ["Hello World/ContentView.swift": """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    Text("Hello, World!")
                        .padding()
                        .background(Color.yellow)
                }
            }
            """,
         "broken.swift": """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    Text(greeting)
                }
            }
            """]
    }

    func testTheTableNamesEachProgramWithItsPictureOrTheFirstErrorOfItsBuild() throws {
        let run = try DependentPrograms.run()
        let lines = run.table.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        func line(_ name: String) -> [String]? { lines.first { $0.first == name } }
        let examples = try FileManager.default.contentsOfDirectory(atPath: DependentPrograms.examples.path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }
        XCTAssertFalse(examples.isEmpty, "the programs of Examples/Programs")
        // Each of ours, and each app's folder by its folder's name, made a target's.
        for name in examples + ["gallery", "hello-world"] {
            let fields = try XCTUnwrap(line(name), "no line for \(name) in \(run.table)")
            XCTAssertEqual(fields.dropFirst().first, "built", "\(fields)")
            XCTAssertEqual(fields.last.map { URL(fileURLWithPath: $0).lastPathComponent }, "\(name).png", "\(fields)")
        }
        let broken = try XCTUnwrap(line("broken"), "no line for the program that does not compile")
        XCTAssertEqual(broken.dropFirst().first, "failed")
        XCTAssertTrue(broken.joined(separator: " ").hasSuffix("/broken.swift:5:14: error: cannot find 'greeting' in scope"), "\(broken)")
        let count = run.programs.count
        XCTAssertTrue(run.table.contains("swiftui-programs: \(count - 1) of \(count) built, \(count - 1) drawn; "), run.table)
    }

    /// Each picture is the program's window as `--render` draws it, light,
    /// at scale 1, at a phone's size, 480 x 640.
    func testEachPictureIsWhatTheProgramDrawsAtAPhonesSize() throws {
        let folder = try TemporaryFolder("swiftui-programs")
        for name in ["counter", "hello-world"] {
            let program = try XCTUnwrap(try DependentPrograms.run().programs.first { $0.name == name })
            let path = folder.path("\(name).png")
            let run = try Command.run(try program.build.get().path, ["--render", path, "--size", "480x640", "--scale", "1"])
            XCTAssertEqual(run.status, 0, run.errors)
            assertSamePicture(try PNG.read(program.picture), try PNG.read(path), "\(name)'s picture")
        }
        let hello = try PNG.read(try XCTUnwrap(try DependentPrograms.run().programs.first { $0.name == "hello-world" }).picture)
        XCTAssertEqual([hello.width, hello.height], [480, 640])
        // The text's line is centred on the window's middle, y = 320, and
        // padded by 16: 10 above its line lies in the padding.
        assertColor(hello, 240, 300, 0xFFCC00, "the yellow behind \"Hello, World!\", above it")
    }

    /// A second run on the same folders writes no file and compiles
    /// nothing but the program that does not compile: each program's
    /// sources keep their time, and the build names no other module.
    func testASecondRunCompilesNothing() throws {
        _ = try DependentPrograms.run()
        let source = DependentPrograms.package.appendingPathComponent("Sources/counter/counter.swift").path
        let written = try FileManager.default.attributesOfItem(atPath: source)[.modificationDate] as? Date
        let again = try DependentPrograms.runCommand()
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: source)[.modificationDate] as? Date, written)
        let log = try String(contentsOf: DependentPrograms.package.appendingPathComponent("logs/all.log"), encoding: .utf8)
        let compiled = log.split(separator: "\n").filter { $0.contains("Compiling") && !$0.contains("Compiling broken ") }
        XCTAssertEqual(compiled, [], "compiled again")
        XCTAssertEqual(again.programs.map(\.name), try DependentPrograms.run().programs.map(\.name))
    }
}
