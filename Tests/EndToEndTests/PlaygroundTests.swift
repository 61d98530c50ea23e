import Foundation
import VirtualDesktop
import XCTest

/// `playground` on a learner's file in a window: pressed, edited and saved
/// as a learner does, each save shown in the same window with the states
/// whose types did not change.
final class PlaygroundTests: ServerTestCase {
    /// Two buttons side by side, 100 x 40, each adding a square to its row
    /// below: the first counts in an `Int`, the second in a struct of the
    /// file's own. In a window of 320 x 320 the whole is 80 tall, from y = 120, clear of
    /// the problems' overlay at the bottom.
    private static func counter(squares: String = "Color(red: 0, green: 0.8, blue: 0)", level: String = "var value = 0",
                                body: String = "") -> String {
        """
        import SwiftUI

        struct Level {
            \(level)
        }

        struct ContentView: View {
            @State private var count = 0
            @State private var level = Level()

            var body: some View {
                \(body)
                VStack(spacing: 0) {
                    HStack(spacing: 0) {
                        Button(action: { count += 1 }) { Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 40) }
                        Button(action: { level.value += 1 }) { Color(red: 0.5, green: 0, blue: 0.5).frame(width: 100, height: 40) }
                    }
                    HStack(spacing: 4) {
                        ForEach(0..<count, id: \\.self) { _ in \(squares).frame(width: 20, height: 20) }
                    }
                    .frame(height: 20)
                    HStack(spacing: 4) {
                        ForEach(0..<Int(level.value), id: \\.self) { _ in Color(red: 0, green: 0, blue: 0).frame(width: 20, height: 20) }
                    }
                    .frame(height: 20)
                }
            }
        }

        """
    }

    private static let green: UInt32 = 0x00CC00
    private static let orange: UInt32 = 0xFF8000
    private static let black: UInt32 = 0x000000
    /// `ProblemsOverlay`'s ground.
    private static let overlay: UInt32 = 0x991A1A
    private static let (countRow, levelRow) = (170, 190)

    private struct Playground {
        let program: Program
        let x: XClient
        let file: String
        let folder: TemporaryFolder

        /// The window of the playground's window process, its child: not
        /// that of another test's playground, which may still be closing.
        var window: UInt? {
            let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            let child = processes.compactMap { pid_t($0) }.first { pid in
                let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
                return ProcText.field("PPid", status: status) == Int(program.pid)
            }
            return child.flatMap { x.window(of: $0) }
        }

        /// The row of pixels at `y`, nil while no window shows.
        func row(at y: Int) -> [UInt32]? {
            guard let window else { return nil }
            return x.image(of: window, y: y, width: 320)?.row(0).pixels
        }

        func type(_ keysym: Int32) {
            guard let window else { return }
            x.type(keysym, in: window)
        }

        /// The pixel at the window's centre.
        var centre: UInt32? {
            guard let window else { return nil }
            return x.image(of: window, y: 160, width: 320)?.row(0).pixels[160]
        }

        func click(_ x: Int, _ y: Int) {
            guard let window else { return }
            self.x.click(x, y, in: window)
        }

        /// Saves `text` as an editor does: written in place.
        func save(_ text: String) throws {
            try text.write(toFile: file, atomically: false, encoding: .utf8)
        }

        /// How many squares of `color` the row at `y` shows.
        func squares(of color: UInt32, at y: Int) -> Int? {
            guard let row = row(at: y) else { return nil }
            var count = 0, inside = false
            for pixel in row {
                let matches = Colors.isClose(pixel, color, tolerance: 3)
                if matches, !inside { count += 1 }
                inside = matches
            }
            return count
        }

        /// Whether the problems' overlay shows at the bottom of the window.
        var showsProblems: Bool {
            guard let window, let image = x.image(of: window, y: 0, width: 320, height: 320) else { return false }
            return (0..<320).contains { y in image.row(y).pixels.contains { Colors.isClose($0, PlaygroundTests.overlay, tolerance: 3) } }
        }
    }

    /// Starts playground on `text`, with each build's time and each swap's
    /// on stderr; `compiler`, where given, is a shell script written into
    /// the test's folder and used as `SWIFTC`.
    private func launch(_ text: String, compiler: String? = nil) throws -> Playground {
        let folder = try TemporaryFolder("playground")
        let file = folder.path("counter.swift")
        try text.write(toFile: file, atomically: false, encoding: .utf8)
        var environment = ["XDG_CACHE_HOME": folder.path("cache")]
        if let compiler {
            let script = folder.path("compiler")
            try compiler.write(toFile: script, atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
            environment["SWIFTC"] = script
        }
        let program = try Program(["--verbose", "--size", "320x320", "--scale", "1", file], display: server.display,
                                  binary: try Program.binary("playground"), environment: environment)
        return Playground(program: program, x: try XClient(display: server.display), file: file, folder: folder)
    }

    /// Starts playground on `text`, once its window shows the view.
    private func start(_ text: String, compiler: String? = nil) throws -> Playground {
        let playground = try launch(text, compiler: compiler)
        let program = playground.program
        guard waitFor(within: 60, { playground.squares(of: PlaygroundTests.green, at: PlaygroundTests.countRow) }) == 0 else {
            throw Session.Failure(description: "no window showed the file within 60 s: \(program.standardError)")
        }
        return playground
    }

    /// Clicks the button at `x` until the row at `row` shows `count`
    /// squares of `color`, from `start`.
    private func press(_ playground: Playground, at x: Int, from start: Int = 0, until count: Int, of color: UInt32, at row: Int,
                       file: StaticString = #filePath, line: UInt = #line) {
        for expected in start + 1...count {
            playground.click(x, 140)
            let shown = waitFor(within: 5) { playground.squares(of: color, at: row) == expected ? true : nil }
            XCTAssertNotNil(shown, "after press \(expected), \(playground.squares(of: color, at: row) ?? -1) squares", file: file, line: line)
        }
    }

    /// The counter, its count pressed to 3 and its level to 2.
    private func startPressed() throws -> Playground {
        let playground = try start(Self.counter())
        press(playground, at: 110, until: 3, of: Self.green, at: Self.countRow)
        press(playground, at: 210, until: 2, of: Self.black, at: Self.levelRow)
        return playground
    }

    /// The learner presses three times, changes the squares' colour and
    /// saves: the window shows the new colour, still three squares.
    func testASaveShowsTheNewCodeWithTheCountKept() throws {
        let playground = try startPressed()
        try playground.save(Self.counter(squares: "Color(red: 1, green: 0.5, blue: 0)"))
        let shown = waitFor(within: 30) { playground.squares(of: Self.orange, at: Self.countRow) == 3 ? true : nil }
        XCTAssertNotNil(shown, "no three orange squares after the save: \(playground.program.standardError)")
        XCTAssertEqual(playground.squares(of: Self.green, at: Self.countRow), 0)
        XCTAssertEqual(playground.squares(of: Self.black, at: Self.levelRow), 2, "the struct of the file's own lost its value")
    }

    /// A save that does not compile leaves the last view that built, with
    /// the errors over it, and says them on stderr; the fix takes them away.
    func testACompileErrorShowsOverTheLastViewUntilItIsFixed() throws {
        let playground = try start(Self.counter())
        press(playground, at: 110, until: 2, of: Self.green, at: Self.countRow)
        try playground.save(Self.counter(body: "let broken: Int = \"text\""))
        XCTAssertNotNil(waitFor(within: 30) { playground.showsProblems ? true : nil }, "no overlay after the error")
        XCTAssertEqual(playground.squares(of: Self.green, at: Self.countRow), 2, "the last view is gone")
        let said = waitFor(within: 5) { playground.program.standardError.contains("counter.swift:") ? playground.program.standardError : nil }
        XCTAssertTrue(said?.contains("counter.swift:12:27: error: cannot convert") == true, "stderr: \(playground.program.standardError)")
        try playground.save(Self.counter(squares: "Color(red: 1, green: 0.5, blue: 0)"))
        XCTAssertNotNil(waitFor(within: 30) { playground.squares(of: Self.orange, at: Self.countRow) == 2 ? true : nil })
        XCTAssertFalse(playground.showsProblems, "the overlay stays after the fix")
    }

    /// A trap in the body stops the window's process: the playground says
    /// so in a window and on stderr, and the next save shows the file again.
    func testATrapInTheBodyIsShownAndTheNextSaveRecovers() throws {
        let playground = try start(Self.counter())
        try playground.save(Self.counter(body: "let _ = [Int]()[count]"))
        XCTAssertNotNil(waitFor(within: 30) { playground.showsProblems ? true : nil }, "no message after the trap")
        XCTAssertTrue(playground.program.standardError.contains("Index out of range"), playground.program.standardError)
        try playground.save(Self.counter())
        XCTAssertNotNil(waitFor(within: 30) { !playground.showsProblems && playground.squares(of: Self.green, at: Self.countRow) == 0 ? true : nil },
                        "the view is not back after the fix: \(playground.program.standardError)")
        press(playground, at: 110, until: 1, of: Self.green, at: Self.countRow)
    }

    /// A state whose type changed its layout starts again from its initial
    /// value; the other keeps its own.
    func testAStateWhoseTypeChangedStartsAgainAndNoOther() throws {
        let playground = try startPressed()
        try playground.save(Self.counter(level: "var value = 0.0"))
        let reset = waitFor(within: 30) { playground.squares(of: Self.black, at: Self.levelRow) == 0 ? true : nil }
        XCTAssertNotNil(reset, "the struct's state was kept though its field became a Double")
        XCTAssertEqual(playground.squares(of: Self.green, at: Self.countRow), 3, "the count was not kept")
    }

    /// A file that does not build at the start opens the window with its
    /// errors; the first save that builds shows the view.
    func testASyntaxErrorOnTheFirstBuildShowsInTheWindow() throws {
        let playground = try launch(Self.counter(body: "let broken = ("))
        XCTAssertNotNil(waitFor(within: 60) { playground.showsProblems ? true : nil }, "no overlay: \(playground.program.standardError)")
        try playground.save(Self.counter())
        XCTAssertNotNil(waitFor(within: 30) { !playground.showsProblems && playground.squares(of: Self.green, at: Self.countRow) == 0 ? true : nil })
        press(playground, at: 110, until: 1, of: Self.green, at: Self.countRow)
    }

    /// A compiler that holds any build of a file marked `held` until it is
    /// ended, its process ID written beside it as the sign that it runs:
    /// swiftc builds in a fraction of a second, too soon for a save to
    /// come during it otherwise. Every other build is swiftc's.
    private static let holdingCompiler = """
        #!/bin/sh
        for argument; do
            case $argument in
            *.swift) if grep -q '// held' "$argument"; then echo $$ > "$0.held"; exec sleep 120; fi ;;
            esac
        done
        exec swiftc "$@"

        """

    /// A save while the last one builds ends that build: the newest wins,
    /// and the build it ended is never shown.
    func testASaveDuringABuildEndsItAndTheNewestIsShown() throws {
        let playground = try start(Self.counter(), compiler: Self.holdingCompiler)
        press(playground, at: 110, until: 1, of: Self.green, at: Self.countRow)
        try playground.save(Self.counter(squares: "Color(red: 0, green: 0, blue: 0)", body: "// held"))
        let held = waitFor(within: 30) {
            (try? String(contentsOfFile: playground.folder.path("compiler.held"), encoding: .utf8)).flatMap { pid_t($0.filter(\.isNumber)) }
        }
        let compiler = try XCTUnwrap(held, "the held build never started: \(playground.program.standardError)")
        try playground.save(Self.counter(squares: "Color(red: 1, green: 0.5, blue: 0)"))
        XCTAssertNotNil(waitFor(within: 30) { playground.squares(of: Self.orange, at: Self.countRow) == 1 ? true : nil },
                        playground.program.standardError)
        XCTAssertEqual(kill(compiler, 0), -1, "the build that was ended still runs")
        XCTAssertFalse(playground.program.standardError.contains("shown 2:"), playground.program.standardError)
    }

    /// A file deleted while watched: the window keeps the last view and
    /// says the file is missing; written again, it is shown.
    func testAFileDeletedWhileWatchedIsSaidAndComesBack() throws {
        let playground = try start(Self.counter())
        press(playground, at: 110, until: 2, of: Self.green, at: Self.countRow)
        try FileManager.default.removeItem(atPath: playground.file)
        XCTAssertNotNil(waitFor(within: 30) { playground.showsProblems ? true : nil }, "no overlay once the file is gone")
        XCTAssertTrue(playground.program.standardError.contains("counter.swift: no such file or folder"), playground.program.standardError)
        XCTAssertEqual(playground.squares(of: Self.green, at: Self.countRow), 2)
        try playground.save(Self.counter(squares: "Color(red: 1, green: 0.5, blue: 0)"))
        XCTAssertNotNil(waitFor(within: 30) { !playground.showsProblems && playground.squares(of: Self.orange, at: Self.countRow) == 2 ? true : nil })
    }

    /// A body that never returns: the playground ends the window's process
    /// when the view is not made in time, says so, and shows the next save.
    func testABodyThatNeverReturnsIsStoppedAndTheNextSaveRecovers() throws {
        let playground = try start(Self.counter())
        try playground.save(Self.counter(body: "let _ = { () -> Void in while count >= 0 {} }()"))
        XCTAssertNotNil(waitFor(within: 60) { playground.showsProblems ? true : nil }, "no message for the body that never returns")
        XCTAssertTrue(playground.program.standardError.contains("did not return"), playground.program.standardError)
        try playground.save(Self.counter())
        XCTAssertNotNil(waitFor(within: 30) { !playground.showsProblems && playground.squares(of: Self.green, at: Self.countRow) == 0 ? true : nil })
    }

    /// The counter's two rows counted by models: an `@Observable` class
    /// held in a `@State`, and an `ObservableObject` in a `@StateObject`.
    private static func models(squares: String) -> String {
        """
        import SwiftUI
        import Observation

        @Observable final class Tally {
            var count = 0
        }

        final class Level: ObservableObject {
            @Published var value = 0
        }

        struct ContentView: View {
            @State private var tally = Tally()
            @StateObject private var level = Level()

            var body: some View {
                VStack(spacing: 0) {
                    HStack(spacing: 0) {
                        Button(action: { tally.count += 1 }) { Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 40) }
                        Button(action: { level.value += 1 }) { Color(red: 0.5, green: 0, blue: 0.5).frame(width: 100, height: 40) }
                    }
                    HStack(spacing: 4) {
                        ForEach(0..<tally.count, id: \\.self) { _ in \(squares).frame(width: 20, height: 20) }
                    }
                    .frame(height: 20)
                    HStack(spacing: 4) {
                        ForEach(0..<level.value, id: \\.self) { _ in Color(red: 0, green: 0, blue: 0).frame(width: 20, height: 20) }
                    }
                    .frame(height: 20)
                }
            }
        }

        """
    }

    /// The models are kept as the same objects, as the new code's classes,
    /// and the views still follow them.
    func testModelsAreKeptAcrossASave() throws {
        let playground = try start(Self.models(squares: "Color(red: 0, green: 0.8, blue: 0)"))
        press(playground, at: 110, until: 2, of: Self.green, at: Self.countRow)
        press(playground, at: 210, until: 3, of: Self.black, at: Self.levelRow)
        try playground.save(Self.models(squares: "Color(red: 1, green: 0.5, blue: 0)"))
        XCTAssertNotNil(waitFor(within: 30) { playground.squares(of: Self.orange, at: Self.countRow) == 2 ? true : nil },
                        "the @Observable model's count was not kept: \(playground.program.standardError)")
        XCTAssertEqual(playground.squares(of: Self.black, at: Self.levelRow), 3, "the ObservableObject's value was not kept")
        press(playground, at: 110, from: 2, until: 3, of: Self.orange, at: Self.countRow)
        press(playground, at: 210, from: 3, until: 4, of: Self.black, at: Self.levelRow)
    }

    /// The counter's first row in a view of its own, named `name`; the
    /// second row shows `marks` black squares.
    private static func named(_ name: String, squares: String, marks: Int) -> String {
        """
        import SwiftUI

        struct ContentView: View {
            var body: some View { \(name)() }
        }

        struct \(name): View {
            @State private var count = 0

            var body: some View {
                VStack(spacing: 0) {
                    HStack(spacing: 0) {
                        Button(action: { count += 1 }) { Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 40) }
                        Color(red: 0.5, green: 0, blue: 0.5).frame(width: 100, height: 40)
                    }
                    HStack(spacing: 4) {
                        ForEach(0..<count, id: \\.self) { _ in \(squares).frame(width: 20, height: 20) }
                    }
                    .frame(height: 20)
                    HStack(spacing: 4) {
                        ForEach(0..<\(marks), id: \\.self) { _ in Color(red: 0, green: 0, blue: 0).frame(width: 20, height: 20) }
                    }
                    .frame(height: 20)
                }
            }
        }

        """
    }

    /// A view of another type at the same place starts afresh, though its
    /// state is of the same type as the old view's.
    func testAViewWhoseTypeChangedStartsAgain() throws {
        let playground = try start(Self.named("Counter", squares: "Color(red: 0, green: 0.8, blue: 0)", marks: 0))
        press(playground, at: 110, until: 2, of: Self.green, at: Self.countRow)
        try playground.save(Self.named("Tally", squares: "Color(red: 1, green: 0.5, blue: 0)", marks: 1))
        XCTAssertNotNil(waitFor(within: 30) { playground.squares(of: Self.black, at: Self.levelRow) == 1 ? true : nil },
                        "the save was not shown: \(playground.program.standardError)")
        XCTAssertEqual(playground.squares(of: Self.orange, at: Self.countRow), 0, "the new view took the old one's count")
    }

    /// A button that sends a square of `colour`, 20 x 20, 200 to the right
    /// over 20 s. In a window of 320 x 320 the whole is 300 x 60, from
    /// (10, 130): the button at the top left, the square below it, from x = 10.
    private static func mover(_ colour: String) -> String {
        """
        import SwiftUI

        struct ContentView: View {
            @State private var moved = false

            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Button(action: { withAnimation(.linear(duration: 20)) { moved = true } }) {
                        Color(red: 0, green: 0, blue: 1).frame(width: 100, height: 40)
                    }
                    Color(\(colour)).frame(width: 20, height: 20).offset(x: moved ? 200 : 0)
                }
                .frame(width: 300, alignment: .leading)
            }
        }

        """
    }

    /// An animation under way goes on from where it is, in the new code's colour.
    func testAnAnimationUnderWayGoesOn() throws {
        let playground = try launch(Self.mover("red: 0, green: 0.8, blue: 0"))
        func left(of colour: UInt32) -> Int? {
            playground.row(at: 180)?.firstIndex { Colors.isClose($0, colour, tolerance: 3) }
        }
        XCTAssertNotNil(waitFor(within: 60) { left(of: Self.green) == 10 ? true : nil }, playground.program.standardError)
        playground.click(60, 150)
        XCTAssertNotNil(waitFor(within: 10) { (left(of: Self.green) ?? 0) > 10 ? true : nil }, "the square does not move")
        try playground.save(Self.mover("red: 1, green: 0.5, blue: 0"))
        let shown = waitFor(within: 30) { left(of: Self.orange) }
        let start = try XCTUnwrap(shown, "the save was not shown: \(playground.program.standardError)")
        XCTAssertGreaterThan(start, 10, "the animation started again")
        XCTAssertLessThan(start, 210, "the animation jumped to its end")
        XCTAssertNotNil(waitFor(within: 10) { (left(of: Self.orange) ?? 0) > start ? true : nil }, "the square stopped at \(start)")
    }

    /// Two previews, 40 x 40, the second of `second`'s colour.
    private static func previews(second: String) -> String {
        """
        import SwiftUI

        #Preview("Green") { Color(red: 0, green: 0.8, blue: 0).frame(width: 40, height: 40) }
        #Preview("Second") { Color(\(second)).frame(width: 40, height: 40) }

        """
    }

    /// The window offers the previews of the file: Tab reaches the second,
    /// Space shows it, and a save shows the same preview anew.
    func testTheKeyboardChoosesAPreviewThatASaveKeeps() throws {
        let playground = try launch(Self.previews(second: "red: 1, green: 0.5, blue: 0"))
        XCTAssertNotNil(waitFor(within: 60) { playground.centre.map { Colors.isClose($0, Self.green, tolerance: 3) } == true ? true : nil },
                        playground.program.standardError)
        let (tab, space): (Int32, Int32) = (0xFF09, 0x20)
        playground.type(tab)
        playground.type(tab)
        playground.type(space)
        XCTAssertNotNil(waitFor(within: 10) { playground.centre.map { Colors.isClose($0, Self.orange, tolerance: 3) } == true ? true : nil },
                        "the second preview is not shown")
        try playground.save(Self.previews(second: "red: 0, green: 0, blue: 0"))
        XCTAssertNotNil(waitFor(within: 30) { playground.centre.map { Colors.isClose($0, Self.black, tolerance: 3) } == true ? true : nil },
                        "the save did not show the second preview anew")
    }
}
