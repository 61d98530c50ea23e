import Foundation
import XCTest

/// The programs of `Examples/Programs`, each the idea of a chapter of
/// *Thinking in SwiftUI* in a `ContentView.swift` of the package's own,
/// built as a user builds a folder of programs (`scripts/swiftui-programs`).
/// Their pictures are checked against what SwiftUI's layout gives for
/// their code, worked out by hand in each test. Each program sizes what
/// these tests measure in whole points, in a window whose centre falls on
/// a whole point too, so that each edge lies on the pixel grid whether
/// frames are rounded to it or not. At scale 1 a point is a pixel.
final class ProgramTests: XCTestCase {
    /// What `--render` draws of `name` at scale 1, light unless `appearance`
    /// says; with `progress`, after a press of its first control, that far
    /// through the motion.
    func render(_ name: String, _ width: Int, _ height: Int, progress: Double? = nil,
                appearance: String = "light") throws -> Image {
        let program = try DependentPrograms.executable(name)
        let folder = try TemporaryFolder(name)
        let path = folder.path("\(name).png")
        let arguments = ["--render", path, "--size", "\(width)x\(height)", "--scale", "1", "--appearance", appearance]
            + (progress.map { ["--progress", "\($0)"] } ?? [])
        let run = try Command.run(program.path, arguments)
        guard run.status == 0 else {
            throw PNG.Failure(description: "\(name) \(arguments.joined(separator: " ")) ended with \(run.status): \(run.errors)")
        }
        return try PNG.read(path)
    }

    /// `name` in a window of `width` x `height` on `server`, at scale 1.
    func session(_ name: String, _ width: Int, _ height: Int, on server: XvfbServer) throws -> Session {
        try Session(["--size", "\(width)x\(height)"], on: server, binary: try DependentPrograms.executable(name))
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

    /// A box's four edges, measured from (x, y) inside it, clear of what it holds.
    func assertBox(_ image: Image, from x: Int, _ y: Int, left: Double, right: Double, top: Double, bottom: Double,
                   accuracy: Double = 0.15, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        for (direction, expected) in [(Image.Direction.left, left), (.right, right), (.up, top), (.down, bottom)] {
            assertEdge(image, from: x, y, direction, at: expected, accuracy: accuracy, what, file: file, line: line)
        }
    }

    /// The inkiest pixel of `region` is `expected`: a label's colour where its ink covers a pixel whole.
    func assertDarkest(_ image: Image, _ region: (x: Range<Int>, y: Range<Int>), _ expected: UInt32, _ what: String,
                       file: StaticString = #filePath, line: UInt = #line) {
        let darkest = image.darkest(x: region.x, y: region.y)
        XCTAssertTrue(Colors.isClose(darkest, expected, tolerance: 12),
                      "\(what): its darkest pixel is \(Colors.name(darkest)), not \(Colors.name(expected))", file: file, line: line)
    }
}
