import Foundation
import XCTest

/// The program run from a shell, with no X server: help, bad options, and
/// frames rendered to PNG.
final class CommandLineTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder("collapsible")
    }

    override func tearDown() {
        folder = nil
    }

    private let success = Program.Exit(status: 0, bySignal: false)

    func testHelpListsEveryOption() throws {
        let run = try Program.run(["--help"])
        XCTAssertEqual(run.exit, success)
        XCTAssertTrue(run.output.hasPrefix("Usage: collapsible-x11 [options]"))
        for option in ["--size WxH", "--expanded", "--colors", "--animation", "--duration", "--appearance", "--scale",
                       "--render FILE.png", "--progress", "--icon SIZE", "--record FILE", "--measure", "--help", "--version"] {
            XCTAssertTrue(run.output.contains(option), "--help does not mention \(option)")
        }
    }

    func testVersion() throws {
        let run = try Program.run(["--version"])
        XCTAssertEqual(run.exit, success)
        XCTAssertTrue(run.output.hasPrefix("collapsible-x11 "), run.output)
    }

    /// The examples are programs of their own: their names, their help, and
    /// none of the exercise's options.
    func testEachExampleSpeaksForItselfAndHasNoColours() throws {
        for name in ["example-cards", "example-stacks"] {
            let binary = try Program.binary(name)
            let help = try Program.run(["--help"], binary: binary)
            XCTAssertEqual(help.exit, success)
            XCTAssertTrue(help.output.hasPrefix("Usage: \(name) [options]\n"), help.output)
            for option in ["--size WxH", "--expanded", "--animation", "--render FILE.png", "--record FILE", "--version"] {
                XCTAssertTrue(help.output.contains(option), "\(name) --help does not mention \(option)")
            }
            XCTAssertFalse(help.output.contains("--colors"), help.output)
            XCTAssertFalse(help.output.contains("coloured rectangles"), help.output)
            let colors = try Program.run(["--colors", "red"], binary: binary)
            XCTAssertEqual(colors.exit, Program.Exit(status: 2, bySignal: false))
            XCTAssertEqual(colors.errors, "\(name): --colors: unknown option (see --help)\n")
            XCTAssertEqual(try Program.run(["--version"], binary: binary).output, "\(name)\n")
        }
    }

    /// What the folder holds: a failed run must leave nothing behind, not
    /// even half a picture.
    private func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testABadOptionIsNamedOnOneLineWithStatus2() throws {
        let png = folder.path("frame.png")
        // One more item than the widest window, 32767 wide, shows collapsed:
        // inside the padding of 16, each but the last in a strip of 10.
        let tooMany = Array(repeating: "red", count: (32767 - 2 * 16) / 10 + 2).joined(separator: ",")
        // Missing, empty, malformed, out of range and absurd values of every option.
        let cases: [([String], String)] = [
            (["--bogus"], "--bogus"),
            (["-"], "-"),
            (["--"], "--"),
            (["---size", "600x300"], "---size"),
            (["--render", png, "--bogus"], "--bogus"),
            (["--size"], "--size"),
            (["--size", ""], "--size"),
            (["--size="], "--size"),
            (["--size", "600"], "--size"),
            (["--size", "0x0"], "--size"),
            (["--size", "0x300"], "--size"),
            (["--size", "-5x300"], "--size"),
            (["--size", "100000x100000"], "--size"),
            (["--size", "99999999999999999999x1"], "--size"),
            (["--size", "600x300x2"], "--size"),
            (["--size", "1e3x300"], "--size"),
            (["--size", " 600x300"], "--size"),
            (["--size=600xabc"], "--size"),
            (["--colors"], "--colors"),
            (["--colors", ""], "--colors"),
            (["--colors", "red,nope"], "--colors"),
            (["--colors", "chartreuse"], "--colors"),
            (["--colors", "red,"], "--colors"),
            (["--colors", "#12345"], "--colors"),
            (["--colors", "#GGGGGG"], "--colors"),
            (["--colors", tooMany], "--colors"),
            (["--animation"], "--animation"),
            (["--animation", ""], "--animation"),
            (["--animation", "bouncy"], "--animation"),
            (["--duration"], "--duration"),
            (["--duration", ""], "--duration"),
            (["--duration", "-1"], "--duration"),
            (["--duration", "0"], "--duration"),
            (["--duration", "nan"], "--duration"),
            (["--duration", "inf"], "--duration"),
            (["--duration", "1e9"], "--duration"),
            (["--animation", "none", "--duration", "1"], "--duration"),
            (["--scale"], "--scale"),
            (["--scale", ""], "--scale"),
            (["--scale", "0"], "--scale"),
            (["--scale", "-1"], "--scale"),
            (["--scale", "nan"], "--scale"),
            (["--scale", "inf"], "--scale"),
            (["--scale", "two"], "--scale"),
            (["--render"], "--render"),
            (["--render", ""], "--render"),
            (["--render="], "--render"),
            (["--progress", "0.5"], "--progress"),
            (["--render", png, "--progress"], "--progress"),
            (["--render", png, "--progress", ""], "--progress"),
            (["--render", png, "--progress", "1.5"], "--progress"),
            (["--render", png, "--progress", "-0.1"], "--progress"),
            (["--render", png, "--progress", "nan"], "--progress"),
            (["--render", png, "--progress", "inf"], "--progress"),
            (["--appearance"], "--appearance"),
            (["--appearance", ""], "--appearance"),
            (["--appearance", "sepia"], "--appearance"),
            (["--appearance", "darker"], "--appearance"),
            (["--appearance=1"], "--appearance"),
            (["--render", png, "--appearance", "light,dark"], "--appearance"),
            (["--icon", "64"], "--icon"),
            (["--render", png, "--icon"], "--icon"),
            (["--render", png, "--icon", "8"], "--icon"),
            (["--render", png, "--icon", "2048"], "--icon"),
            (["--render", png, "--icon", "big"], "--icon"),
            (["--record"], "--record"),
            (["--record", ""], "--record"),
            (["--record", folder.path("motion.gif"), "--render", png], "--record"),
            (["--expanded=yes"], "--expanded"),
            (["--help=me"], "--help"),
        ]
        for (arguments, option) in cases {
            let shown = "\(arguments)".prefix(120)
            let run = try Program.run(arguments)
            XCTAssertEqual(run.exit, Program.Exit(status: 2, bySignal: false), "\(shown)")
            let lines = run.errors.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "\(shown): \(run.errors)")
            XCTAssertTrue(run.errors.hasPrefix("collapsible-x11: \(option)"), "\(shown): \(run.errors)")
            XCTAssertEqual(try contents(), [], "\(shown) left files behind")
        }
    }

    private func render(_ arguments: [String]) throws -> Image {
        let path = folder.path("frame.png")
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

    func testRenderTakesTheAppearance() throws {
        let dark = try render(["--appearance", "dark", "--colors", "red,#FF3B30,purple"])
        XCTAssertEqual(dark[300, 10], DarkColors.background)
        XCTAssertTrue(Edges.match(dark.row(120).strokeCentres, Edges.collapsed(width: 600)))
        XCTAssertTrue(Colors.isClose(dark[21, 120], DarkColors.red), Colors.name(dark[21, 120]))
        // A colour given as #RRGGBB stays itself.
        XCTAssertTrue(Colors.isClose(dark[31, 120], Colors.red), Colors.name(dark[31, 120]))
        XCTAssertTrue(Colors.isClose(dark[300, 120], DarkColors.purple), Colors.name(dark[300, 120]))
        let whiteInk = (140...160).contains { y in (300...320).contains { dark[$0, y] == 0xFFFFFF } }
        XCTAssertTrue(whiteInk, "no white label ink at the centre of the last rectangle")
        // Auto is light offscreen, where no desktop is asked.
        for appearance in ["light", "auto", "Light"] {
            let light = try render(["--appearance", appearance])
            XCTAssertEqual(light[300, 10], Colors.white, appearance)
            XCTAssertTrue(Colors.isClose(light[21, 120], Colors.red), appearance)
        }
    }

    func testRenderDrawsTheIconAtAnySize() throws {
        for size in [256, 48] {
            let icon = try render(["--icon", "\(size)"])
            XCTAssertEqual(icon.width, size)
            XCTAssertEqual(icon.height, size)
            // The band fills the square; the expanded row stands in it.
            XCTAssertEqual(icon[0, 0], Colors.gray)
            XCTAssertEqual(icon[size - 1, size - 1], Colors.gray)
            let aboveTheLabels = icon.row(size * 30 / 132)
            for color in [Colors.red, Colors.orange, Colors.purple] {
                XCTAssertNotNil(aboveTheLabels.firstX(of: color), "\(size): no \(Colors.name(color))")
            }
        }
        // Its 16 pixels of padding in 132 at 256 pixels, the strokes 3 wide in between.
        let edges = try render(["--icon", "256"]).row(60).strokeCentres
        XCTAssertTrue(Edges.match(edges, [16, 44, 52, 80, 88, 116].map { $0 * 256 / 132 }, tolerance: 1.5), "\(edges)")
    }

    /// `--measure` needs no X server, and says what it found as a line and
    /// as JSON: a click's change, a full frame, and each of the 22 frames of
    /// a 0.35 s motion at 60 a second, the settled one included.
    func testMeasurePrintsTheMediansAsALineAndAsJSON() throws {
        let run = try Program.run(["--measure", "--size", "200x150", "--scale", "2"], within: 60)
        XCTAssertEqual(run.exit, success, run.errors)
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, run.output)
        XCTAssertTrue(lines[0].hasPrefix("collapsible-x11 at 400x300, scale 2: a press evaluated and laid out in "), lines[0])
        XCTAssertTrue(lines[0].contains(" (22 frames); medians of "), lines[0])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        XCTAssertEqual(json["program"] as? String, "collapsible-x11")
        XCTAssertEqual(json["width"] as? Int, 400)
        XCTAssertEqual(json["height"] as? Int, 300)
        XCTAssertEqual(json["animation_frames"] as? Int, 22)
        // As many rounds as 5 s allow, at least 10: a debug build draws slowly.
        XCTAssertTrue((10...200).contains(json["rounds"] as? Int ?? 0), "\(json)")
        XCTAssertEqual(json["press_changes"] as? Bool, true)
        for figure in ["update_median_ns", "full_median_ns", "animation_median_ns"] {
            XCTAssertGreaterThan(json[figure] as? Int ?? 0, 0, figure)
        }
        let tooLarge = try Program.run(["--measure", "--size", "20000x20000", "--scale", "8"])
        XCTAssertEqual(tooLarge.exit, Program.Exit(status: 1, bySignal: false))
        XCTAssertTrue(tooLarge.errors.hasPrefix("collapsible-x11: cannot measure: image size 160000x160000"), tooLarge.errors)
        XCTAssertEqual(tooLarge.output, "")
    }

    func testRenderFailuresAreOneLineWithStatus1() throws {
        // Tests run as root, who may write anywhere: what cannot be written
        // here is a path through a file, a folder, or a place no file can be.
        let file = folder.path("file")
        let directory = folder.path("folder")
        try Data("kept".utf8).write(to: URL(fileURLWithPath: file))
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        let pipe = folder.path("pipe")
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        let png = folder.path("frame.png")
        let cases: [(arguments: [String], mentioning: String)] = [
            (["--render", folder.path("no/such/folder.png")], "folder.png"),
            (["--render", file + "/frame.png"], "is not a folder"),
            (["--render", pipe], "not a regular file"),
            (["--render", directory], directory),
            (["--render", directory + "/"], directory + "/"),
            (["--render", "/proc/frame.png"], "/proc/frame.png"),
            (["--render", png, "--size", "32767x32767"], "32767x32767"),
            (["--render", png, "--size", "20000x20000", "--scale", "8"], "160000x160000"),
        ]
        for (arguments, words) in cases {
            let started = Date()
            let run = try Program.run(arguments)
            XCTAssertEqual(run.exit, Program.Exit(status: 1, bySignal: false), "\(arguments): \(run.errors)")
            XCTAssertEqual(run.errors.split(separator: "\n").count, 1, "\(arguments): \(run.errors)")
            XCTAssertTrue(run.errors.hasPrefix("collapsible-x11: ") && run.errors.contains(words), "\(arguments): \(run.errors)")
            XCTAssertLessThan(Date().timeIntervalSince(started), 2, "\(arguments)")
            XCTAssertEqual(try contents(), ["file", "folder", "pipe"], "\(arguments) left files behind")
            var info = stat()
            XCTAssertEqual(lstat(pipe, &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "\(arguments) replaced the pipe")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), [], "\(arguments)")
            XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "kept", "\(arguments)")
        }
    }
}
