import Foundation
import XCTest

/// The exercise as the book prints it: the two code blocks of the seed,
/// as they are, built as a folder of programs is
/// (`scripts/swiftui-programs`), draw what the program draws. The seed says
/// nothing of itself, and is the program its executable names.
final class SeedTests: XCTestCase {
    /// The Swift code blocks of the seed's page, in order.
    static func codeBlocks() throws -> [String] {
        let page = try String(contentsOf: SharedMaterial.seeds.files()[0], encoding: .utf8)
        var blocks: [String] = [], current: [Substring]?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if let lines = current, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The seed's program, its two blocks in one file, as a playground runs
    /// them, on `import SwiftUI` and `import PlaygroundSupport`.
    /// Beside it, two programs of a learner's, named as the examples were once.
    static func programs() throws -> [String: String] {
        var programs = ["seed.swift": try codeBlocks().joined(separator: "\n")]
        for name in ["cards", "stacks"] {
            programs["\(name).swift"] = "import SwiftUI\nimport PlaygroundSupport\n\nPlaygroundPage.current.setLiveView(Text(\"\(name)\"))\n"
        }
        return programs
    }

    func testTheSeedsCodeAsWrittenDrawsWhatTheProgramDraws() throws {
        let blocks = try Self.codeBlocks()
        XCTAssertEqual(blocks.count, 2, "the seed's two tabs of code")
        XCTAssertTrue(blocks[0].contains("struct Collapsible<Item, Content: View>: View"))
        XCTAssertTrue(blocks[1].contains("PlaygroundPage.current.setLiveView(ContentView())"))
        let seed = try DependentPrograms.executable("seed").path
        let folder = try TemporaryFolder("seed")

        let help = try Command.run(seed, ["--help"])
        XCTAssertTrue(help.output.hasPrefix("Usage: seed [options]\n"), help.output)
        XCTAssertTrue(help.output.contains("--size WxH") && !help.output.contains("--colors"), help.output)
        let colors = try Command.run(seed, ["--colors", "red"])
        XCTAssertEqual(colors.status, 2)
        XCTAssertEqual(colors.errors, "seed: --colors: unknown option (see --help)\n")
        XCTAssertEqual(try Command.run(try DependentPrograms.executable("cards").path, ["--version"]).output, "cards\n")

        for arguments in [[], ["--progress", "0.5"], ["--expanded", "--appearance", "dark", "--scale", "2"]] {
            let theirs = folder.path("seed.png"), ours = folder.path("program.png")
            let run = try Command.run(seed, ["--render", theirs] + arguments)
            XCTAssertEqual(run.status, 0, run.errors)
            let program = try Command.run(try Program.binary().path, ["--render", ours] + arguments)
            XCTAssertEqual(program.status, 0, program.errors)
            assertSamePicture(try PNG.read(theirs), try PNG.read(ours), "the seed with \(arguments)")
        }
    }
}
