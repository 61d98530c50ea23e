import Foundation
import XCTest

/// The exercise's pictures with its labels set by Pango are the README's,
/// drawn when cairo set them, but inside each label's ink box: the bands,
/// fills, strokes and shadow to the pixel, the digits where they were.
final class LabelPictureTests: XCTestCase {
    private static let docs: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("docs")
    }()

    func testTheExercisesPicturesDifferFromTheREADMEsOnlyInsideItsLabels() throws {
        let inter = try Command.run("fc-match", ["--format=%{family}", "Inter"])
        XCTAssertEqual(inter.output, "Inter", "the labels' face is not installed: make test installs fonts-inter")
        let expanded = Edges.expanded(width: 600)
        let cases: [(name: String, arguments: [String], items: [(Double, Double)])] = [
            ("collapsed", [], Array(zip(Edges.collapsed(width: 600), Edges.collapsed(width: 600).dropFirst()))),
            ("expanded", ["--expanded"], [(expanded[0], expanded[1]), (expanded[2], expanded[3]), (expanded[4], expanded[5])]),
            ("expanded-dark", ["--expanded", "--appearance", "dark"], [(expanded[0], expanded[1]), (expanded[2], expanded[3]), (expanded[4], expanded[5])]),
        ]
        let folder = try TemporaryFolder("label-pictures")
        for (name, arguments, items) in cases {
            let path = folder.path("\(name).png")
            let run = try Command.run(try Program.binary().path, ["--size", "600x300", "--scale", "1", "--render", path] + arguments)
            XCTAssertEqual(run.status, 0, run.errors)
            let now = try PNG.read(path), before = try PNG.read(Self.docs.appendingPathComponent("\(name).png").path)
            XCTAssertEqual(now.width, before.width)
            XCTAssertEqual(now.height, before.height)
            // A digit's ink, 17 px Inter, is some 9 x 13 pixels about its item's centre.
            let labels = items.map { left, right in
                (x: Int(((left + right) / 2).rounded(.down)) - 7...Int(((left + right) / 2).rounded(.up)) + 7, y: 140...160)
            }
            var inside = 0, outside: [(Int, Int)] = []
            for y in 0..<min(now.height, before.height) {
                for x in 0..<min(now.width, before.width) where now[x, y] != before[x, y] {
                    if labels.contains(where: { $0.x.contains(x) && $0.y.contains(y) }) { inside += 1 } else { outside.append((x, y)) }
                }
            }
            XCTAssertTrue(outside.isEmpty, "\(name): \(outside.count) pixels differ outside the labels, the first at \(outside.prefix(5))")
            print("\(name): \(inside) pixels differ, all inside the labels")
        }
    }
}
