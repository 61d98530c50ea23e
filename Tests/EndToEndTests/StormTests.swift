import CXTest
import Foundation
import TestSupport
import XCTest

/// Clicks, keys and resizes by the thousand in quick succession, toggles in
/// the middle of the motion: the program comes through with the state that
/// the toggles sent say, the picture `--render` draws for that state, and no
/// more memory than it held once warmed up.
final class StormTests: XCTestCase {
    func testAStormUnderTheDefaultAnimation() throws {
        try storm(["--animation", "default"], seed: Stress.seed(default: 1))
    }

    func testAStormUnderASpring() throws {
        try storm(["--animation", "spring"], seed: Stress.seed(default: 2))
    }

    private func storm(_ arguments: [String], seed: UInt64) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let session = try Session(arguments, on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: session.rowY(height: 300))
        var storm = Storm(session: session, seed: seed, folder: folder)
        let rounds = Stress.pick(short: 3, long: 25)
        let burst = Stress.pick(short: 300, long: 1000)
        let taps = Stress.pick(short: 20, long: 60)

        var warmedUp: Int?
        for round in 1...rounds {
            storm.burst(burst)
            try storm.checkAtRest("round \(round), after the burst")
            storm.togglesInMotion(taps)
            try storm.checkAtRest("round \(round), after the toggles in motion")
            // The first round has drawn every size the later ones will.
            if round == 1 { warmedUp = try session.program.residentKiB() }
        }
        let resident = try session.program.residentKiB()
        let growth = resident - (warmedUp ?? resident)
        XCTAssertLessThanOrEqual(growth, 8 * 1024,
                                 "resident memory grew by \(growth) KiB after warming up (seed \(seed))")
        print("storm \(arguments.joined(separator: " ")), seed \(seed): \(storm.toggles) toggles in \(storm.actions) actions;"
              + " resident \(warmedUp ?? 0) KiB warmed up, \(resident) KiB at the end,"
              + " \(try session.program.peakResidentKiB()) KiB at the most")

        session.x.type(XK_Escape, in: session.window)
        XCTAssertEqual(session.exit(within: 5), Program.Exit(status: 0, bySignal: false), "seed \(seed)")
        XCTAssertEqual(session.program.standardError, "")
    }
}

/// The input of one storm, drawn from a seeded generator, and the count of
/// what must toggle.
private struct Storm {
    let session: Session
    let seed: UInt64
    let folder: URL
    var random: SeededRandom
    /// Space, Return and keypad Enter presses, and taps on the last rectangle.
    private(set) var toggles = 0
    private(set) var actions = 0
    /// The window's size as last asked for.
    private var size = (width: 600, height: 300)
    private let screen: (width: Int, height: Int)

    /// The X server's largest window side: its coordinates are 16-bit signed.
    static let largestSide = 32767
    static let toggleKeys = [XK_space, XK_Return, XK_KP_Enter]
    /// Keys the program does not answer to; never q, which quits.
    static let otherKeys = [XK_a, XK_z, XK_1, XK_Tab, XK_BackSpace, XK_Left, XK_Shift_L, XK_Control_L, XK_F1]

    init(session: Session, seed: UInt64, folder: URL) {
        self.session = session
        self.seed = seed
        self.folder = folder
        random = SeededRandom(seed: seed)
        screen = session.x.screenSize
    }

    private var x: XClient { session.x }
    private var window: UInt { session.window }

    /// The part of the window that XTest's pointer can reach.
    private var reachable: (width: Int, height: Int) {
        (min(size.width, screen.width), min(size.height, screen.height))
    }

    // MARK: The burst: everything at once, resizes included

    /// Sends `count` random actions as fast as the server takes them. Only
    /// keys toggle here: a tap's target moves with every resize.
    mutating func burst(_ count: Int) {
        for _ in 0..<count {
            actions += 1
            switch Int.random(in: 0..<12, using: &random) {
            case 0..<3: toggleKey()
            case 3..<5: x.type(Self.otherKeys.randomElement(using: &random)!, in: window)
            case 5..<7: otherButton()
            case 7..<9: drag()
            case 9: x.movePointer(to: Int.random(in: 0..<screen.width, using: &random),
                                  Int.random(in: 0..<screen.height, using: &random), in: window)
            default: resize(to: (side(), side()))
            }
            // Now and then a pause lets the program catch up, so that it lays
            // out sizes in between rather than only the last of a burst.
            if Int.random(in: 0..<20, using: &random) == 0 {
                usleep(UInt32.random(in: 0...30_000, using: &random))
            }
        }
    }

    /// A side from 1 to the largest, each order of magnitude as likely, the
    /// two ends more so.
    private mutating func side() -> Int {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return 1
        case 1: return Self.largestSide
        default: return Int(exp(Double.random(in: 0...log(Double(Self.largestSide)), using: &random)))
        }
    }

    private mutating func resize(to newSize: (width: Int, height: Int)) {
        size = newSize
        x.resize(window, width: size.width, height: size.height)
    }

    private mutating func toggleKey() {
        x.type(Self.toggleKeys.randomElement(using: &random)!, in: window)
        toggles += 1
    }

    /// The middle and right buttons, and the wheel, anywhere: a tap is the
    /// primary button's only.
    private mutating func otherButton() {
        x.click(Int.random(in: 0..<reachable.width, using: &random), Int.random(in: 0..<reachable.height, using: &random),
                in: window, button: Int.random(in: 2...5, using: &random))
    }

    /// The primary button dragged 60 px or more, which is never a tap,
    /// wherever it starts.
    private mutating func drag() {
        let start = (x: Int.random(in: 0..<reachable.width, using: &random),
                     y: Int.random(in: 0..<reachable.height, using: &random))
        let distance = Int.random(in: 60...200, using: &random)
        // Towards the middle of the screen, or its edge would stop the pointer short.
        let end = start.x < screen.width / 2 ? start.x + distance : start.x - distance
        x.movePointer(to: start.x, start.y, in: window)
        x.button(1, pressed: true)
        x.movePointer(to: end, start.y, in: window)
        x.button(1, pressed: false)
    }

    // MARK: Toggles in motion, at one size

    /// Taps, keys and clicks that do not toggle, a few milliseconds apart,
    /// so that many land while the row moves. The window keeps its size, and
    /// the tap point lies in the last rectangle all the way between collapsed
    /// and expanded, so every tap counts.
    mutating func togglesInMotion(_ count: Int) {
        let itemWidth = Double(size.width - 48) / 3
        let left = Int(max(36, 32 + 2 * itemWidth)) + 6, right = size.width - 22
        let top = (size.height - 100) / 2
        for _ in 0..<count {
            actions += 1
            switch Int.random(in: 0..<5, using: &random) {
            case 0, 1:
                x.click(Int.random(in: left...right, using: &random), top + Int.random(in: 6...94, using: &random),
                        in: window)
                toggles += 1
            case 2:
                toggleKey()
            case 3:
                // The first item is never the last, and the band is no item.
                let point = Bool.random(using: &random) ? (20, top + 50) : (size.width / 2, top - 8)
                x.click(point.0, point.1, in: window)
            default:
                drag()
            }
            usleep(UInt32.random(in: 0...40_000, using: &random))
        }
    }

    // MARK: At rest

    /// Gives the window a size the screen shows whole, waits for the program
    /// to come to rest, and checks that it shows the settled state that the
    /// toggles so far say, as `--render` draws it.
    mutating func checkAtRest(_ when: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let context = "\(when) (seed \(seed), \(toggles) toggles)"
        if size.width > screen.width || size.height > screen.height || size.width < 240 || size.height < 240 {
            // Once at rest, so that this resize, with no motion to follow,
            // has to draw the new size by itself.
            _ = session.waitUntilIdle()
            resize(to: (Int.random(in: 240...screen.width, using: &random), Int.random(in: 240...screen.height, using: &random)))
        }
        XCTAssertNil(session.exit(within: 0), "\(context): the program ended: \(session.program.standardError)",
                     file: file, line: line)
        guard session.waitUntilIdle() else {
            return XCTFail("\(context): the program did not come to rest", file: file, line: line)
        }
        let expanded = toggles % 2 == 1
        guard let shown = session.stillImage() else {
            return XCTFail("\(context): cannot read the window", file: file, line: line)
        }
        let strokes = shown.row(session.rowY(height: size.height)).strokeCentres
        let width = Double(size.width)
        let expected = expanded ? Edges.expanded(width: width) : Edges.collapsed(width: width)
        XCTAssertTrue(Edges.match(strokes, expected),
                      "\(context): \(size.width)x\(size.height) shows strokes at \(strokes), not \(expanded ? "expanded" : "collapsed") at \(expected)",
                      file: file, line: line)

        let path = folder.appendingPathComponent("rest.png").path
        let render = try Program.run(["--render", path, "--scale", "1", "--size", "\(size.width)x\(size.height)"]
                                     + (expanded ? ["--expanded"] : []))
        XCTAssertEqual(render.exit, Program.Exit(status: 0, bySignal: false), render.errors, file: file, line: line)
        assertSamePicture(shown, try PNG.read(path), context, file: file, line: line)
    }
}
