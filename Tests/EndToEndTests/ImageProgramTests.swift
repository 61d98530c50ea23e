import Foundation
import VirtualDesktop
import XCTest

/// Images in programs on `import SwiftUI`, built by `scripts/swiftui-programs`
/// with the pictures of their folders as resources: the gallery of
/// `Examples/Programs`, a PNG, an SVG and SF Symbols from the desktop's
/// icon theme, checked in its picture and by a screen reader's library; and
/// a program of the tests' own with a PNG that is no picture and a symbol
/// that has no icon.
final class ImageProgramTests: AccessibilityTestCase {
    static func programs() -> [String: String] {
        ["Broken Pictures/ContentView.swift": """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    VStack(spacing: 20) {
                        Image("torn")
                        Image(systemName: "no.such.symbol")
                        Image(systemName: "no.such.symbol")
                        Text("Still drawn")
                    }
                    .font(.largeTitle)
                }
            }
            """,
         "Broken Pictures/Resources/torn.png": "a file named as a PNG that holds none"]
    }

    /// What `--render` draws of `name` at 480 x 640, light, at scale 1, and what it said on stderr.
    private func render(_ name: String) throws -> (picture: Image, errors: String) {
        let folder = try TemporaryFolder(name)
        let path = folder.path("\(name).png")
        let run = try Command.run(try DependentPrograms.executable(name).path,
                                  ["--render", path, "--size", "480x640", "--scale", "1", "--appearance", "light"])
        XCTAssertEqual(run.status, 0, run.errors)
        return (try PNG.read(path), run.errors)
    }

    /// The photo is drawn at its ratio in its 240-point frame, its sun a
    /// circle 44 pixels across; the leaf is drawn at its 32 points and at
    /// 64, sharp at each; the heart is red, the other symbols black, each
    /// as tall as the font makes it.
    func testTheGalleryShowsItsPicturesAndSymbols() throws {
        let (picture, errors) = try render("gallery")
        XCTAssertEqual(errors, "", "nothing to warn of")
        let sun = try XCTUnwrap(picture.box(of: 0xFFD23F), "the photo's sun")
        XCTAssertEqual(Double(sun.x.count), 44, accuracy: 2)
        XCTAssertEqual(Double(sun.y.count), 44, accuracy: 2)
        let sky = try XCTUnwrap(picture.box(of: 0x3D8FE0, tolerance: 12), "the photo's sky, at its top")
        XCTAssertEqual(Double(sky.x.count), 240, accuracy: 13, "the photo's width, less its rounded corners")
        // The leaf's pale ground, inside its outline: 28 columns at 32
        // points, 56 at 64.
        var columns: [Int] = []
        for x in 0..<picture.width where (0..<picture.height).contains(where: { Colors.isClose(picture[x, $0], 0xE9F7E6, tolerance: 3) }) {
            columns.append(x)
        }
        var runs: [Int] = []
        for (index, x) in columns.enumerated() {
            if index == 0 || columns[index - 1] != x - 1 { runs.append(0) }
            runs[runs.count - 1] += 1
        }
        XCTAssertEqual(runs.count, 2, "\(runs)")
        XCTAssertEqual(Double(runs.first ?? 0), 28, accuracy: 1.5)
        XCTAssertEqual(Double(runs.last ?? 0), 56, accuracy: 1.5)
        let heart = try XCTUnwrap(picture.box(of: Colors.red), "the red heart")
        XCTAssertTrue((12...22).contains(heart.y.count), "the heart's ink inside a .title2 symbol's box of 22 points: \(heart)")
        // The outline star of the theme is drawn at a third of the colour's strength, as GTK draws it.
        let orange = picture.pixels.filter { pixel in
            let (r, g, b) = Colors.channels(pixel)
            return r >= 250 && b + 30 <= g && b < 200
        }
        XCTAssertGreaterThan(orange.count, 50, "the orange star")
        let black = try XCTUnwrap(picture.box(of: 0x000000, tolerance: 24), "the black symbols")
        XCTAssertGreaterThan(black.y.lowerBound, heart.y.lowerBound - 6, "on the heart's row")
    }

    /// A screen reader sees each picture as an image named by its
    /// resource's name, each symbol by its name with its dots read as
    /// spaces, and the star inside the button names the button.
    func testAScreenReaderSeesEachPictureAsAnImageNamedByIt() throws {
        let binary = try DependentPrograms.executable("gallery")
        let stack = try AccessibilityStack()
        let tool = try AssistiveTool(on: stack)
        (self.stack, self.tool) = (stack, tool)
        let session = try Session([], on: server, binary: binary, environment: stack.environment)
        XCTAssertEqual(try tool.ask(["do": "find", "name": "gallery", "within": 5.0])["found"] as? Bool, true)
        func flattened(_ node: [String: Any]) -> [(name: String, role: String)] {
            [(node["name"] as? String ?? "", node["role"] as? String ?? "")]
                + (node["children"] as? [[String: Any]] ?? []).flatMap(flattened)
        }
        let nodes = flattened(try XCTUnwrap(try tool.ask(["do": "tree"])["tree"] as? [String: Any]))
        XCTAssertEqual(nodes.filter { $0.role == "image" }.map(\.name), ["landscape", "leaf", "leaf", "heart fill", "trash", "gear", "magnifyingglass"])
        XCTAssertEqual(nodes.filter { $0.role == "push button" }.map(\.name), ["star"])
        withExtendedLifetime(session) {}
    }

    /// librsvg, and GLib and libxml2 with it, is loaded the first time a
    /// picture needs it: a program with none never maps it, as the counter
    /// does not; the gallery's SVG and symbols load it for its first frame.
    func testOnlyAProgramWithPicturesLoadsTheirLibraries() throws {
        func libraries(of pid: pid_t) -> String { readTextFile("/proc/\(pid)/maps") ?? "" }
        let gallery = try Session([], on: server, binary: try DependentPrograms.executable("gallery"))
        let pid = gallery.program.pid
        XCTAssertNotNil(waitFor(within: 10) { libraries(of: pid).contains("librsvg-2.so") ? true : nil },
                        "the gallery's pictures do not load librsvg")
        let counter = try Session([], on: server, binary: try DependentPrograms.executable("counter"))
        XCTAssertTrue(counter.waitUntilIdle(), "the counter comes to rest after its first frame")
        XCTAssertTrue(libraries(of: counter.program.pid).contains("libcairo"), "the maps are read")
        XCTAssertFalse(libraries(of: counter.program.pid).contains("librsvg"), "a program with no picture loads librsvg")
        XCTAssertFalse(libraries(of: counter.program.pid).contains("libjpeg"), "a program with no picture loads libjpeg")
    }

    /// A PNG that is no picture and a symbol with no icon each give one
    /// line on stderr, however often they are drawn, and a placeholder of a
    /// symbol's size in their place; the rest is drawn as it would be.
    func testWhatCannotBeDrawnIsWarnedOfOnceAndShownAsAPlaceholder() throws {
        let (picture, errors) = try render("broken-pictures")
        let lines = errors.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, errors)
        XCTAssertTrue(lines[0].hasPrefix("broken-pictures: Image(\"torn\"): "), lines[0])
        XCTAssertTrue(lines[0].hasSuffix("torn.png is no PNG, JPEG or SVG picture; a placeholder is drawn in its place"), lines[0])
        XCTAssertEqual(lines.dropFirst().first, "broken-pictures: Image(systemName: \"no.such.symbol\"): no icon of the freedesktop "
                       + "naming stands for the symbol \"no.such.symbol\" here; a placeholder is drawn in its place")
        // Three placeholders and the text, in black on white, one above the other.
        var rows: [ClosedRange<Int>] = []
        for y in 0..<picture.height where (0..<picture.width).contains(where: { Colors.isBlack(picture[$0, y]) }) {
            if let last = rows.last, last.upperBound == y - 1 { rows[rows.count - 1] = last.lowerBound...y } else { rows.append(y...y) }
        }
        XCTAssertEqual(rows.count, 4, "\(rows)")
        for placeholder in rows.prefix(3) {
            XCTAssertEqual(Double(placeholder.count), 34 * 0.9961, accuracy: 2, "a .largeTitle symbol's height")
        }
    }
}
