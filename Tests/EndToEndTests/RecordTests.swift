import CollapsibleCore
import CollapsibleExercise
import CollapsiblePainter
import Foundation
import ExampleViews
import XCTest
@testable import CollapsibleProgram

/// `--record`, read back with the libraries that wrote it and compared frame
/// by frame with the painter's own pixels at the same instants; written to
/// a full disk and to a read-only folder, where it leaves nothing.
final class RecordTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder("collapsible")
    }

    override func tearDown() {
        folder = nil
    }

    private func path(_ name: String) -> String { folder.path(name) }

    private func record(_ name: String, _ arguments: [String]) throws -> String {
        let file = path(name)
        let run = try Program.run(["--record", file] + arguments, within: 60)
        XCTAssertEqual(run.exit, Program.Exit(status: 0, bySignal: false), run.errors)
        XCTAssertEqual(run.errors, "")
        return file
    }

    /// What the recording must show, in the words: the start state
    /// held half a second, a toggle, the other state held half a second,
    /// the toggle back. Frame k after a toggle is the motion k / fps seconds
    /// in, the frame `--render --progress` draws for that instant; a motion
    /// lasts `motionFrames`, the first of them at the toggle. `arguments`
    /// are the options every program has; the exercise's own `--colors`
    /// names `colors`.
    private func expectedFrames(_ arguments: [String], colors: [Color] = Color.exercisePalette, fps: Int,
                                motionFrames: Int) throws -> [Image] {
        guard case .run(let options) = try Options.parse(arguments) else { throw Options.Failure(description: "not a run") }
        let hold = fps / 2
        func frame(from expanded: Bool, motionAt k: Int?) throws -> Image {
            let painter = Painter()
            var view = LiveView(Exercise(colors: colors), size: Size(width: Double(options.width), height: Double(options.height)),
                                measure: painter)
            view.animationReplacement = options.animationReplacement
            if expanded { view.press(view.frontmostTapTarget!, animated: false) }
            if let k {
                view.press(view.frontmostTapTarget!)
                view.advance(to: 0)
                view.advance(to: Double(k) / Double(fps))
            }
            let list = view.displayList(scale: options.scale ?? 1)
            let size = Painter.deviceSize(of: list)
            let surface = try ImageSurface(width: size.width, height: size.height)
            try painter.drawFull(list, on: surface)
            return Image(width: size.width, height: size.height, stride: surface.stride, bytes: surface.data)
        }
        let start = try frame(from: options.expanded, motionAt: nil)
        let there = try (0..<(motionFrames + hold)).map { try frame(from: options.expanded, motionAt: $0) }
        let back = try (0..<motionFrames).map { try frame(from: !options.expanded, motionAt: $0) }
        return Array(repeating: start, count: hold) + there + back
    }

    func testWebPIsThePaintersFramesAt60PerSecondLosslessAndLooping() throws {
        let arguments = ["--size", "300x200", "--scale", "1"]
        let recording = try Recording.webP(record("motion.webp", arguments))
        // 0.35 s of ease-in-out is 21 frames of 1/60 s.
        let expected = try expectedFrames(arguments, fps: 60, motionFrames: 21)
        XCTAssertEqual(expected.count, 102)
        XCTAssertTrue(recording.loopsForever)
        XCTAssertEqual(recording.width, 300)
        XCTAssertEqual(recording.height, 200)
        XCTAssertEqual(recording.length, 1700)
        // Equal frames are merged into one, so the file holds fewer than 102,
        // but every one ends where a frame of 1/60 s starts, to the millisecond.
        XCTAssertLessThan(recording.frames.count, expected.count)
        for frame in recording.frames {
            let nearest = (Double(frame.end) * 60 / 1000).rounded()
            XCTAssertLessThanOrEqual(abs(Double(frame.end) - nearest * 1000 / 60), 1, "a frame ends at \(frame.end) ms")
        }
        for (index, want) in expected.enumerated() {
            // Frame i starts at i / 60 s, rounded to the millisecond.
            let start = (index * 1000 + 30) / 60
            guard let shown = recording.frame(at: start) else { return XCTFail("nothing shows at \(start) ms") }
            assertSamePicture(shown, want, "frame \(index) at \(start) ms")
        }
    }

    func testGifIsThePaintersFramesAt50PerSecondWithAnExactPalette() throws {
        let arguments = ["--size", "300x200", "--scale", "1"]
        let recording = try Recording.gif(record("motion.gif", arguments))
        // 0.35 s is 17.5 frames of 1/50 s: the 18th shows the motion's end.
        let expected = try expectedFrames(arguments, fps: 50, motionFrames: 18)
        XCTAssertTrue(recording.loopsForever)
        XCTAssertEqual(recording.width, 300)
        XCTAssertEqual(recording.height, 200)
        XCTAssertEqual(recording.length, 2 * expected.count)
        let flat: Set<UInt32> = [Colors.white, Colors.gray, Colors.red, Colors.orange, Colors.purple, 0x000000]
        // Above and below the row only the band, the window and the shadow's gradient show.
        let row = 50..<150
        for (index, want) in expected.enumerated() {
            guard let shown = recording.frame(at: 2 * index) else { return XCTFail("nothing shows at frame \(index)") }
            XCTAssertEqual(shown.width, want.width)
            for y in 0..<want.height {
                for x in 0..<want.width {
                    let (got, wanted) = (shown[x, y], want[x, y])
                    if flat.contains(wanted) {
                        XCTAssertEqual(got, wanted, "frame \(index) (\(x), \(y)): a flat colour \(Colors.name(wanted)) is \(Colors.name(got))")
                    } else if !row.contains(y) {
                        XCTAssertLessThanOrEqual(Self.levels(got, wanted), 2, "frame \(index) (\(x), \(y)): the shadow's \(Colors.name(wanted)) is \(Colors.name(got))")
                    }
                }
            }
        }
    }

    func testTheFramesAreThoseOfRenderProgressBothWays() throws {
        // Half of 0.5 s is 15 frames of 1/60 s, and half of 0.4 s 10 frames
        // of 1/50 s: instants that `--render --progress 0.5` names exactly.
        let webP = try Recording.webP(record("motion.webp", ["--duration", "0.5"]))
        let gif = try Recording.gif(record("motion.gif", ["--duration", "0.4"]))
        let there = try PNG.read(render(["--progress", "0.5"]))
        let back = try PNG.read(render(["--progress", "0.5", "--expanded"]))
        // 30 frames held, then 15 into the motion; 30 + 30 later, 15 into the way back.
        assertSamePicture(try XCTUnwrap(webP.frame(at: (45 * 1000 + 30) / 60)), there, "WebP on its way there")
        assertSamePicture(try XCTUnwrap(webP.frame(at: (105 * 1000 + 30) / 60)), back, "WebP on its way back")
        // 25 held and 10 in; 20 + 25 later, 10 into the way back.
        let gifThere = try XCTUnwrap(gif.frame(at: 2 * 35)).difference(from: try PNG.read(render(["--progress", "0.5", "--duration", "0.4"])))
        let gifBack = try XCTUnwrap(gif.frame(at: 2 * 80)).difference(from: try PNG.read(render(["--progress", "0.5", "--duration", "0.4", "--expanded"])))
        XCTAssertLessThanOrEqual(try XCTUnwrap(gifThere).largest, 2)
        XCTAssertLessThanOrEqual(try XCTUnwrap(gifBack).largest, 2)
    }

    private func render(_ arguments: [String]) throws -> String {
        let file = path("frame-\(UUID().uuidString).png")
        let run = try Program.run(["--render", file] + arguments)
        XCTAssertEqual(run.exit, Program.Exit(status: 0, bySignal: false), run.errors)
        return file
    }

    func testEveryOptionApplies() throws {
        let arguments = ["--size", "150x100", "--scale", "2", "--expanded", "--animation", "none"]
        let recording = try Recording.webP(record("options.webp", arguments + ["--colors", "teal,indigo"]))
        XCTAssertEqual(recording.width, 300)
        XCTAssertEqual(recording.height, 200)
        // With no animation a toggle shows at once: each state is held half a second.
        let expected = try expectedFrames(arguments, colors: [.teal, .indigo], fps: 60, motionFrames: 0)
        XCTAssertEqual(recording.length, 1000)
        for (index, want) in expected.enumerated() {
            let start = (index * 1000 + 30) / 60
            assertSamePicture(try XCTUnwrap(recording.frame(at: start)), want, "frame \(index) at \(start) ms")
        }
        // The spring's motion lasts until it comes to rest, some 0.9 s either way.
        let spring = try Recording.gif(record("spring.gif", ["--size", "100x150", "--animation", "spring"]))
        XCTAssertEqual(spring.length % 2, 0)
        XCTAssertGreaterThan(spring.length, 100 + 2 * 50)
        XCTAssertLessThan(spring.length, 100 + 2 * 150)
    }

    func testFailuresAreOneLineNamingTheFileAndLeaveNothing() throws {
        let pipe = path("pipe.webp")
        XCTAssertEqual(mkfifo(pipe, 0o600), 0)
        try assertFailures([
            (path("motion.png"), "600x300", ".webp or .gif"),
            (path("motion"), "600x300", ".webp or .gif"),
            (path("no/such/motion.webp"), "600x300", "folder does not exist"),
            (folder.path + "/motion.gif/", "600x300", "names a folder"),
            (pipe, "600x300", "not a regular file"),
            (path("huge.gif"), "32767x32767", "32767x32767"),
            (path("wide.webp"), "20000x100", "16383 pixels a side"),
        ], keeping: ["pipe.webp"])
    }

    func testAFullDiskAndAReadOnlyFolder() throws {
        // A disk with room for a few blocks, less than any recording of 600 x 300 needs.
        let full = try Tmpfs(at: path("full"), options: "size=8k")
        let readOnly = try Tmpfs(at: path("read-only"), options: "ro,size=64k")
        try assertFailures([
            (full.folder + "/motion.webp", "600x300", "No space left on device"),
            (full.folder + "/motion.gif", "600x300", "No space left on device"),
            (readOnly.folder + "/motion.webp", "600x300", "Read-only file system"),
            (readOnly.folder + "/motion.gif", "600x300", "Read-only file system"),
        ], keeping: ["full", "read-only"], alsoIn: [full.folder, readOnly.folder])
    }

    /// A machine short of memory: room for the frame, none for the row's
    /// shadow, which cairo then cannot draw. The recording ends there
    /// rather than go on with frames that show nothing of the row.
    func testAFrameCairoCannotDrawEndsTheRecording() throws {
        // 32000 x 2400 device pixels: a frame of 300,000 KiB and a shadow
        // of 32000 x 1208, 37 MiB; 20 MiB more holds the program but not the shadow.
        try assertFailures([(path("short.gif"), "4000x300", "mask failed: out of memory")], keeping: [],
                           arguments: ["--scale", "8"], dataLimit: 32000 * 4 * 2400 / 1024 + 20 * 1024)
    }

    /// Each recording fails with status 1 and one line that names its file
    /// and says `words`, leaving no file but those `keeping` names.
    private func assertFailures(_ cases: [(file: String, size: String, words: String)], keeping: [String],
                                alsoIn places: [String] = [], arguments: [String] = [], dataLimit: Int? = nil,
                                line: UInt = #line) throws {
        for (file, size, words) in cases {
            let run = try Program.run(["--record", file, "--size", size] + arguments, dataLimit: dataLimit)
            XCTAssertEqual(run.exit, Program.Exit(status: 1, bySignal: false), "\(file): \(run.errors)", line: line)
            XCTAssertEqual(run.errors.split(separator: "\n").count, 1, "\(file): \(run.errors)", line: line)
            XCTAssertTrue(run.errors.hasPrefix("collapsible-x11: cannot") && run.errors.contains(file) && run.errors.contains(words),
                          "\(file): \(run.errors)", line: line)
            for place in [folder.path] + places {
                let left = try FileManager.default.contentsOfDirectory(atPath: place).filter { !keeping.contains($0) }
                XCTAssertEqual(left, [], "\(file) left files in \(place)", line: line)
            }
        }
    }

    private static func levels(_ a: UInt32, _ b: UInt32) -> Int {
        let (x, y) = (Colors.channels(a), Colors.channels(b))
        return max(abs(x.0 - y.0), abs(x.1 - y.1), abs(x.2 - y.2))
    }
}
