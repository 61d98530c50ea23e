import Foundation
import XCTest

/// The programs whose state lives in models: tally's `ObservableObject`,
/// scores' `@Observable` match, ticker's models changed by a timer and a
/// task, and remembered's count in the user's settings, drawn and driven in
/// a window as a user drives them.
extension ProgramTests {
    /// The runs of `color` along `row`, left to right.
    private func runs(of color: UInt32, in row: [UInt32]) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = [], start: Int?
        for (x, pixel) in (row + [Colors.white]).enumerated() {
            let inside = Colors.isClose(pixel, color, tolerance: 3)
            if inside, start == nil { start = x }
            if !inside, let first = start {
                runs.append(first...x - 1)
                start = nil
            }
        }
        return runs
    }

    /// Where `count` squares 20 wide, 4 apart, lie in a row centred in a
    /// window 320 wide.
    private func squares(_ count: Int) -> [ClosedRange<Int>] {
        let left = (320 - (24 * count - 4)) / 2
        return (0..<count).map { left + 24 * $0...left + 24 * $0 + 19 }
    }

    /// In a window of 320 x 240: the button is 44 tall and the row of
    /// squares 20, 12 below it, the two centred: the button from y = 82,
    /// the squares from y = 138 to 158.
    func testTallyDrawsASquareForEachAdditionToItsModel() throws {
        let start = try render("tally", 320, 240)
        XCTAssertNil(start.inkBox { Colors.isClose($0, Colors.green) }, "no square before the first addition")
        let once = try render("tally", 320, 240, progress: 1)
        let box = try XCTUnwrap(once.inkBox { Colors.isClose($0, Colors.green) }, "no square after a press of the button")
        XCTAssertEqual(box.x, 150...169)
        XCTAssertEqual(box.y, 138...157)
    }

    /// Clicks `times` the button of tally or remembered in a window of
    /// 320 x 240, each time waiting for a square more of `color`.
    private func click(_ session: Session, _ times: Int, counting color: UInt32, file: StaticString = #filePath, line: UInt = #line) {
        var seen: [ClosedRange<Int>] = []
        for count in 1...times {
            session.x.click(160, 104, in: session.window)
            let shown = waitFor(within: 5) { () -> Bool? in
                seen = session.row(at: 148).map { runs(of: color, in: $0.pixels) } ?? []
                return seen == squares(count) ? true : nil
            }
            XCTAssertNotNil(shown, "after click \(count), squares at \(seen)", file: file, line: line)
        }
    }

    /// Each click on the button adds one to the model the window's content
    /// made once, and the row that follows the model shows a square more.
    func testTallyCountsEachClickInAWindow() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        click(try session("tally", 320, 240, on: server), 3, counting: Colors.green)
    }

    /// scores in a window of 320 x 241: the two columns, 100 wide and 24
    /// apart, above the toggle, 260 wide; the whole is 187 tall, from
    /// y = 27. Each column's bars, 60 x 12, start 40 below its top.
    func testScoresDrawsTheHomeTeamsGoalAlone() throws {
        let bars = (y: 60..<170, home: 48..<148, away: 172..<272)
        let start = try render("scores", 320, 241)
        XCTAssertNil(start.inkBox(y: bars.y) { Colors.isClose($0, Colors.blue) || Colors.isClose($0, Colors.orange) }, "a bar before any goal")
        let goal = try render("scores", 320, 241, progress: 1)
        let home = try XCTUnwrap(goal.inkBox(x: bars.home, y: bars.y) { Colors.isClose($0, Colors.blue) }, "no bar after the home team's button")
        XCTAssertEqual(home.x, 68...127)
        XCTAssertEqual(home.y, 67...78)
        XCTAssertNil(goal.inkBox(x: bars.away, y: bars.y) { Colors.isClose($0, Colors.orange) }, "the away team scored too")
    }

    /// The away team's button writes the model it finds in the environment;
    /// the toggle writes it through `@Bindable`.
    func testScoresFollowsEachWriteToItsModelInAWindow() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try session("scores", 320, 241, on: server)
        for _ in 0..<2 { session.x.click(222, 43, in: session.window) }
        var seen: [ClosedRange<Int>] = []
        let bars = waitFor(within: 5) { () -> Bool? in
            seen = session.x.image(of: session.window, x: 221, y: 60, width: 1, height: 60).map { runs(of: Colors.orange, in: $0.pixels) } ?? []
            return seen == [7...18, 27...38] ? true : nil
        }
        XCTAssertNotNil(bars, "the away column's bars from y = 60 at \(seen), not two 12 tall, 8 apart, from y = 67")
        // The switch, at the trailing end of the toggle's row from y = 183.
        session.x.click(265, 198, in: session.window)
        let yellow = waitFor(within: 5) { () -> Bool? in
            session.x.image(of: session.window, x: 40, y: 185, width: 1).map { Colors.isClose($0.pixels[0], 0xFFCC00) } == true ? true : nil
        }
        XCTAssertNotNil(yellow, "no yellow behind the toggle once on")
    }

    /// ticker's models, changed by a timer's publisher and by a task, wake
    /// the window's loop: with no input, each row of a window 320 x 240
    /// comes to three squares, the rows 20 tall and 12 apart, centred, the
    /// first from y = 94.
    func testTickerShowsWhatATimerAndATaskWroteToItsModelsWithNoInput() throws {
        XCTAssertNil(try render("ticker", 320, 240).inkBox { Colors.isClose($0, Colors.orange) || Colors.isClose($0, Colors.blue) },
                     "a square before the first step")
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try session("ticker", 320, 240, on: server)
        var seen: (beats: [ClosedRange<Int>], steps: [ClosedRange<Int>]) = ([], [])
        let shown = waitFor(within: 5) { () -> Bool? in
            seen.beats = session.row(at: 104).map { runs(of: Colors.orange, in: $0.pixels) } ?? []
            seen.steps = session.row(at: 136).map { runs(of: Colors.blue, in: $0.pixels) } ?? []
            return seen.beats == squares(3) && seen.steps == squares(3) ? true : nil
        }
        XCTAssertNotNil(shown, "the timer's squares at \(seen.beats), the task's at \(seen.steps)")
    }

    /// What `remembered` keeps in the settings of a user whose
    /// configuration is in `folder`.
    private func settings(in folder: TemporaryFolder) -> String { folder.path("config/remembered/settings") }

    private func renderRemembered(in folder: TemporaryFolder) throws -> (image: Image, errors: String) {
        let path = folder.path("remembered.png")
        let run = try Program.run(["--render", path, "--size", "320x240", "--scale", "1"], binary: try DependentPrograms.executable("remembered"),
                                  environment: ["XDG_CONFIG_HOME": folder.path("config")])
        XCTAssertEqual(run.exit?.status, 0, run.errors)
        return (try PNG.read(path), run.errors)
    }

    /// Two presses in one run are two squares in the next.
    func testRememberedKeepsItsCountFromOneRunToTheNext() throws {
        let folder = try TemporaryFolder("remembered")
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session(["--size", "320x240"], on: server, binary: try DependentPrograms.executable("remembered"),
                                  environment: ["XDG_CONFIG_HOME": folder.path("config")])
        click(session, 2, counting: Colors.purple)
        session.x.requestClose(session.window)
        XCTAssertEqual(session.exit(within: 5)?.status, 0)
        XCTAssertEqual(try String(contentsOfFile: settings(in: folder), encoding: .utf8), "{\n  \"presses\" : 2\n}")

        let next = try renderRemembered(in: folder)
        XCTAssertEqual(next.errors, "")
        XCTAssertEqual(runs(of: Colors.purple, in: (0..<320).map { next.image[$0, 148] }), squares(2))
    }

    /// A settings file that is not JSON: one line, the default count, and
    /// the file as it was.
    func testRememberedSaysWhatIsWrongWithAnInvalidSettingsFileAndStartsFromTheDefault() throws {
        let folder = try TemporaryFolder("remembered")
        try FileManager.default.createDirectory(atPath: folder.path("config/remembered"), withIntermediateDirectories: true)
        try "presses: 2\n".write(toFile: settings(in: folder), atomically: true, encoding: .utf8)
        let run = try renderRemembered(in: folder)
        let path = settings(in: folder)
        XCTAssertEqual(run.errors, "remembered: the settings in \(path) are not valid (not JSON): using the defaults, "
            + "and keeping the file as \(path).invalid when a setting changes\n")
        XCTAssertNil(run.image.inkBox { Colors.isClose($0, Colors.purple) }, "a square from a file that holds no count")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "presses: 2\n")
    }
}
