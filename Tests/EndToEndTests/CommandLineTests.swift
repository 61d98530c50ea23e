import Foundation
import XCTest

/// The program run from a shell, with no X server: help, bad options, and
/// frames rendered to PNG.
final class CommandLineTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("collapsible-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private let success = Program.Exit(status: 0, bySignal: false)

    func testHelpListsEveryOption() throws {
        let run = try Program.run(["--help"])
        XCTAssertEqual(run.exit, success)
        XCTAssertTrue(run.output.hasPrefix("Usage: collapsible-x11 [options]"))
        for option in ["--size WxH", "--expanded", "--colors", "--animation", "--duration", "--scale",
                       "--render FILE.png", "--progress", "--help", "--version"] {
            XCTAssertTrue(run.output.contains(option), "--help does not mention \(option)")
        }
    }

    func testVersion() throws {
        let run = try Program.run(["--version"])
        XCTAssertEqual(run.exit, success)
        XCTAssertTrue(run.output.hasPrefix("collapsible-x11 "), run.output)
    }

    func testABadOptionIsNamedOnOneLineWithStatus2() throws {
        let cases: [([String], String)] = [
            (["--bogus"], "--bogus"),
            (["--size", "600"], "--size"),
            (["--size", "0x300"], "--size"),
            (["--size", "-5x300"], "--size"),
            (["--size=600xabc"], "--size"),
            (["--size"], "--size"),
            (["--colors", "red,nope"], "--colors"),
            (["--colors", "#12345"], "--colors"),
            (["--colors", ""], "--colors"),
            (["--animation", "bouncy"], "--animation"),
            (["--duration", "-1"], "--duration"),
            (["--duration", "nan"], "--duration"),
            (["--animation", "none", "--duration", "1"], "--duration"),
            (["--scale", "0"], "--scale"),
            (["--scale", "two"], "--scale"),
            (["--progress", "0.5"], "--progress"),
            (["--render", "x.png", "--progress", "1.5"], "--progress"),
            (["--expanded=yes"], "--expanded"),
        ]
        for (arguments, option) in cases {
            let run = try Program.run(arguments)
            XCTAssertEqual(run.exit, Program.Exit(status: 2, bySignal: false), "\(arguments)")
            let lines = run.errors.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "\(arguments): \(run.errors)")
            XCTAssertTrue(run.errors.hasPrefix("collapsible-x11: \(option)"), "\(arguments): \(run.errors)")
        }
    }

    private func render(_ arguments: [String]) throws -> Image {
        let path = folder.appendingPathComponent("frame.png").path
        let run = try Program.run(["--render", path] + arguments)
        XCTAssertEqual(run.exit, success, run.errors)
        return try PNG.read(path)
    }

    func testRenderDrawsTheStartState() throws {
        let image = try render([])
        XCTAssertEqual(image.width, 600)
        XCTAssertEqual(image.height, 300)
        XCTAssertTrue(Edges.match(image.row(120).strokeCentres, Edges.collapsed(width: 600)),
                      "\(image.row(120).strokeCentres)")
    }

    func testRenderDrawsTheFrameAtAPointOfTheAnimation() throws {
        // Ease-in-out is half way at half its time: every edge half way too.
        let middle = try render(["--progress", "0.5"])
        XCTAssertTrue(Edges.match(middle.row(120).strokeCentres, [16, 113, 117, 214, 218, 584]),
                      "\(middle.row(120).strokeCentres)")
        // A quarter of the time is 12.92 % of the way.
        let quarter = try render(["--progress", "0.25"])
        let lastLeft = 36 + (400 - 36) * 0.1292
        XCTAssertEqual(quarter.row(120).strokeCentres.dropLast().last ?? 0, lastLeft, accuracy: 1)
        let end = try render(["--progress", "1"])
        XCTAssertTrue(Edges.match(end.row(120).strokeCentres, Edges.expanded(width: 600)))
        let linear = try render(["--progress", "0.25", "--animation", "linear", "--duration", "2"])
        XCTAssertEqual(linear.row(120).strokeCentres.dropLast().last ?? 0, 36 + 364 * 0.25, accuracy: 1)
    }

    func testRenderFromExpandedCollapsesAndHonoursSizeAndScale() throws {
        let expanded = try render(["--expanded", "--size", "800x400"])
        XCTAssertTrue(Edges.match(expanded.row(170).strokeCentres, Edges.expanded(width: 800)))
        let collapsing = try render(["--expanded", "--progress", "1", "--animation", "spring"])
        XCTAssertTrue(Edges.match(collapsing.row(120).strokeCentres, Edges.collapsed(width: 600)))
        let doubled = try render(["--scale", "2"])
        XCTAssertEqual(doubled.width, 1200)
        XCTAssertEqual(doubled.height, 600)
        XCTAssertTrue(Edges.match(doubled.row(240).strokeCentres, Edges.collapsed(width: 600).map { $0 * 2 }))
    }

    func testRenderFailuresAreOneLineWithStatus1() throws {
        let missing = try Program.run(["--render", folder.appendingPathComponent("no/such/folder.png").path])
        XCTAssertEqual(missing.exit, Program.Exit(status: 1, bySignal: false))
        XCTAssertEqual(missing.errors.split(separator: "\n").count, 1, missing.errors)
        XCTAssertTrue(missing.errors.contains("folder.png"), missing.errors)

        let started = Date()
        let huge = try Program.run(["--render", folder.appendingPathComponent("huge.png").path,
                                    "--size", "32767x32767"])
        XCTAssertEqual(huge.exit, Program.Exit(status: 1, bySignal: false))
        XCTAssertEqual(huge.errors.split(separator: "\n").count, 1, huge.errors)
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
    }
}
