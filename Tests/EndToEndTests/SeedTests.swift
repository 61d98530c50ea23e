import Foundation
import XCTest

/// The exercise as the book prints it: the two code blocks of the seed,
/// with nothing changed but their imports, built as a package of its own
/// that depends on this one, draw what the program draws. The seed says
/// nothing of itself, and is the program its executable names.
final class SeedTests: XCTestCase {
    /// The folder of Package.swift, above this file's.
    private static let package: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder
    }()
    /// The seed lies beside the project, in the shared folder.
    private static let seeds = package.deletingLastPathComponent().appendingPathComponent("shared/seeds")

    /// The Swift code blocks of the seed's page, in order.
    static func codeBlocks() throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: seeds.path).filter { $0.hasSuffix(".txt") }.sorted()
        guard let name = names.first else { throw SeedMissing(folder: seeds.path) }
        let page = try String(contentsOf: seeds.appendingPathComponent(name), encoding: .utf8)
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

    func testTheSeedsCodeAsWrittenDrawsWhatTheProgramDraws() throws {
        let blocks = try Self.codeBlocks()
        XCTAssertEqual(blocks.count, 2, "the seed's two tabs of code")
        XCTAssertTrue(blocks[0].contains("struct Collapsible<Item, Content: View>: View"))
        XCTAssertTrue(blocks[1].contains("PlaygroundPage.current.setLiveView(ContentView())"))
        // The only change: the frameworks' names.
        let source = blocks.joined(separator: "\n")
            .replacingOccurrences(of: "import SwiftUI", with: "import CollapsibleCore")
            .replacingOccurrences(of: "import PlaygroundSupport", with: "import CollapsibleProgram")

        let folder = try TemporaryFolder("seed")
        try FileManager.default.createDirectory(atPath: folder.path("Sources/seed"), withIntermediateDirectories: true)
        try source.write(toFile: folder.path("Sources/seed/main.swift"), atomically: true, encoding: .utf8)
        // A learner's programs may take any name the examples' did once.
        for name in ["cards", "stacks"] {
            try FileManager.default.createDirectory(atPath: folder.path("Sources/\(name)"), withIntermediateDirectories: true)
            try "import CollapsibleCore\nimport CollapsibleProgram\n\nPlaygroundPage.current.setLiveView(Text(\"\(name)\"))\n"
                .write(toFile: folder.path("Sources/\(name)/main.swift"), atomically: true, encoding: .utf8)
        }
        try """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "seed",
                dependencies: [.package(path: "\(Self.package.path)")],
                targets: ["seed", "cards", "stacks"].map { name in
                    .executableTarget(name: name, dependencies: [
                        .product(name: "CollapsibleCore", package: "\(Self.package.lastPathComponent)"),
                        .product(name: "CollapsibleProgram", package: "\(Self.package.lastPathComponent)"),
                    ])
                }
            )
            """.write(toFile: folder.path("Package.swift"), atomically: true, encoding: .utf8)
        let build = try Command.run("swift", ["build", "--package-path", folder.path])
        XCTAssertEqual(build.status, 0, build.output + build.errors)
        let seed = folder.path(".build/debug/seed")

        let help = try Command.run(seed, ["--help"])
        XCTAssertTrue(help.output.hasPrefix("Usage: seed [options]\n"), help.output)
        XCTAssertTrue(help.output.contains("--size WxH") && !help.output.contains("--colors"), help.output)
        let colors = try Command.run(seed, ["--colors", "red"])
        XCTAssertEqual(colors.status, 2)
        XCTAssertEqual(colors.errors, "seed: --colors: unknown option (see --help)\n")
        XCTAssertEqual(try Command.run(folder.path(".build/debug/cards"), ["--version"]).output, "cards\n")

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

struct SeedMissing: Error, CustomStringConvertible {
    let folder: String
    var description: String { "no seed page (.txt) in \(folder)" }
}
