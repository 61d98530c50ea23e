import Foundation
import XCTest

/// The book's own programs, parts 1 and 2: each `ContentView.swift` as the book
/// ships it, with only `import SwiftUI` changed, beside a `main.swift` that
/// shows it, built against this package in Swift 5's language mode. Their
/// pictures are checked against what SwiftUI's layout gives for their code,
/// worked out by hand in each test. At scale 1 a point is a pixel.
final class BookTests: XCTestCase {
    static let programs = ["tapme", "circlestyles", "badges", "hstackcollapsible", "grids",
                           "bounce", "shake", "transition", "graph", "matched", "knob2", "knob3", "knobcolor"] + preferencePrograms

    /// Each program whose file the book's folder holds.
    static func executables() throws -> [DependentPackage.Executable] {
        let files = try SharedMaterial.book.files()
        return try programs.compactMap { name in
            guard let file = files.first(where: { $0.lastPathComponent == "\(name).swift" }) else { return nil }
            let source = try String(contentsOf: file, encoding: .utf8)
            return .init(name: name, files: [
                "ContentView.swift": DependentPackage.imported(source),
                "main.swift": "import \(DependentPackage.host)\n\nPlaygroundPage.current.setLiveView(ContentView())\n",
            ])
        }
    }

    /// The built program `name`; a skip where the book's folder lacks it.
    static func program(_ name: String) throws -> URL {
        guard try executables().contains(where: { $0.name == name }) else {
            throw XCTSkip("no \(name).swift: put the book's \(name).swift in \(SharedMaterial.book.folder().path)")
        }
        return try DependentPrograms.executable(name)
    }

    /// What `--render` draws of `name` at scale 1, light; with `progress`,
    /// after a press of its first control, that far through the motion.
    func render(_ name: String, _ width: Int, _ height: Int, progress: Double? = nil) throws -> Image {
        let program = try Self.program(name)
        let folder = try TemporaryFolder(name)
        let path = folder.path("\(name).png")
        let arguments = ["--render", path, "--size", "\(width)x\(height)", "--scale", "1"]
            + (progress.map { ["--progress", "\($0)"] } ?? [])
        let run = try Command.run(program.path, arguments)
        guard run.status == 0 else {
            throw PNG.Failure(description: "\(name) \(arguments.joined(separator: " ")) ended with \(run.status): \(run.errors)")
        }
        return try PNG.read(path)
    }
}

/// Checks of a picture, saying where and what was found.
extension XCTestCase {
    func assertColor(_ image: Image, _ x: Int, _ y: Int, _ expected: UInt32, tolerance: Int = 3, _ what: String,
                     file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(Colors.isClose(image[x, y], expected, tolerance: tolerance),
                      "\(what): (\(x), \(y)) is \(Colors.name(image[x, y])), not \(Colors.name(expected))", file: file, line: line)
    }

    /// The edge met going `direction` from (x, y) lies at `expected`.
    func assertEdge(_ image: Image, from x: Int, _ y: Int, _ direction: Image.Direction, at expected: Double,
                    accuracy: Double = 0.15, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let edge = image.edge(from: x, y, direction) else {
            return XCTFail("\(what): no edge going \(direction) from (\(x), \(y))", file: file, line: line)
        }
        XCTAssertEqual(edge, expected, accuracy: accuracy, "\(what), going \(direction) from (\(x), \(y))", file: file, line: line)
    }

    /// The inkiest pixel of `region` is `expected`: a label's colour where its ink covers a pixel whole.
    func assertDarkest(_ image: Image, _ region: (x: Range<Int>, y: Range<Int>), _ expected: UInt32, _ what: String,
                       file: StaticString = #filePath, line: UInt = #line) {
        let darkest = image.darkest(x: region.x, y: region.y)
        XCTAssertTrue(Colors.isClose(darkest, expected, tolerance: 12),
                      "\(what): its darkest pixel is \(Colors.name(darkest)), not \(Colors.name(expected))", file: file, line: line)
    }
}
