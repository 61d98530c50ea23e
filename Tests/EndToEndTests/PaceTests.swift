import CXTest
import XCTest

/// Frames at the pace of the server's vertical blanks, each drawn for the
/// time it is shown at, and sent through shared memory where the server can
/// map it. Seen from outside: XDamage tells each frame that reaches the
/// window, Present each blank, and the pixels are read back as they come.
final class PaceTests: XCTestCase {
    // 600 x 300 at scale 1: the row from y = 100 to 200.
    private let y = 120

    func testAToggleAt144Hz() throws {
        try checkToggle(fps: 144, frames: 50...52)
    }

    /// The 21st blank falls at 0.35 s to the microsecond: by the program's
    /// clock it may come a moment before the end, and a 22nd frame shows it.
    func testAToggleAt60Hz() throws {
        try checkToggle(fps: 60, frames: 21...22)
    }

    func testAToggleAt30Hz() throws {
        try checkToggle(fps: 30, frames: 11...11)
    }

    /// Over TCP the server cannot check who maps the segment and refuses the
    /// attach: the frames go through the socket, just the same.
    func testADisplayOverTCPGetsItsFramesThroughTheSocket() throws {
        try checkToggle(fps: 60, frames: 21...22, serverArguments: ["-listen", "tcp"], overTCP: true, shared: false)
    }

    func testAServerWithoutSharedMemory() throws {
        try checkToggle(fps: 60, frames: 21...22, serverArguments: ["-extension", "MIT-SHM"], shared: false)
    }

    func testTheSocketOnRequest() throws {
        try checkToggle(fps: 60, frames: 21...22, environment: ["COLLAPSIBLE_X11_NO_MITSHM": "1"], shared: false)
    }

    /// Without generic events Present cannot speak: the frames come on a
    /// timer at the monitor's rate, which Xvfb does not report: 60 Hz.
    func testAServerWithoutPresentsEvents() throws {
        let server = try XvfbServer(["-extension", "Generic Event Extension"])
        defer { server.stop() }
        let session = try Session([], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        session.x.type(XK_space, in: session.window)
        let samples = session.track(Colors.purple, at: y) { $0 >= 402 }
        XCTAssertGreaterThanOrEqual(samples.count, 8, "too few frames: \(samples.map(\.x))")
        if let first = samples.first, let last = samples.last {
            XCTAssertTrue((0.25...0.6).contains(last.time - first.time), "the motion took \(last.time - first.time) s")
        }
        XCTAssertTrue(session.waitUntilIdle(), "the program did not come to rest")
    }

    /// Another client destroys the window while blanks are asked for it.
    func testTheWindowDestroyedMidAnimation() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session([], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        session.x.type(XK_space, in: session.window)
        session.waitForMotion(at: y)
        session.x.destroy(session.window)
        XCTAssertEqual(session.exit(within: 5), Program.Exit(status: 1, bySignal: false))
        XCTAssertTrue(session.program.standardError.contains("destroyed the window"), session.program.standardError)
        XCTAssertTrue(SharedSegments.allGone(createdBy: session.program.pid), "a shared memory segment outlived the program")
    }

    /// One toggle, read back frame by frame. Whether a toggle gets every
    /// blank is the machine's doing as much as the program's: a shared
    /// machine, busy elsewhere, took up to a third of the blanks of a
    /// toggle at 144 Hz, and had a third of the frames at 60 Hz arrive a
    /// blank late. So the criterion is what a correct program shows on such
    /// a machine too (Toggle.problems). The program's own half, a frame for
    /// each blank reported, for the blank after it, is held to the letter
    /// with no clock of the machine's in FrameClockTests.
    private func checkToggle(fps: Int, frames expected: ClosedRange<Int>, serverArguments: [String] = [],
                             overTCP: Bool = false, environment: [String: String] = [:], shared: Bool = true,
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let server = try XvfbServer(["-fakescreenfps", "\(fps)"] + serverArguments)
        defer { server.stop() }
        if overTCP { server.display = "localhost" + server.display }
        let session = try Session([], on: server, environment: environment)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        XCTAssertEqual(!SharedSegments.created(by: session.program.pid).isEmpty, shared,
                       shared ? "no shared memory segment" : "a shared memory segment, where the socket was expected")
        // A toggle from rest, once the program has measured the blanks'
        // period: at rest it asks for no blank, so the first one the
        // watcher hears of is the first the program asked for after the key.
        XCTAssertTrue(session.waitUntilIdle(), "the program did not come to rest")
        let watcher = try FrameWatcher(display: server.display, window: session.window, y: y, width: 600)
        session.x.type(XK_space, in: session.window)
        watcher.record { abs(($0.lastItemProgress ?? -1) - 1) < 0.003 }
        // A frame whose pixels are those of the one before but for
        // rounding (the last blanks before the end move the row by a
        // hundredth of a pixel) is no new frame.
        var frames: [FrameWatcher.Frame] = []
        for frame in watcher.frames {
            if let row = frame.row, let before = frames.last?.row,
               zip(row.pixels, before.pixels).allSatisfy({ Colors.isClose($0, $1) }) { continue }
            frames.append(frame)
        }
        let problems = Toggle(frames: frames, blanks: watcher.blanks).problems(expected: expected)
        XCTAssertTrue(problems.isEmpty, "a toggle at \(fps) Hz, \(frames.count) frames:\n" + problems.joined(separator: "\n"),
                      file: file, line: line)
    }
}

/// One toggle from collapsed to expanded as the window showed it: its
/// frames read back, and the blanks the server reported meanwhile.
private struct Toggle {
    let frames: [FrameWatcher.Frame]
    let blanks: [FrameWatcher.Blank]

    /// What is wrong with the toggle; nothing for one that passes.
    ///
    /// The motion begins at the first blank reported, which the program
    /// asked for when the key came: its first frame is drawn there, for a
    /// blank after it. Each frame is read back from the blank it is shown
    /// from, and the curve says at what moment it was drawn for; the blank
    /// nearest that moment is the one it was drawn for. It is its own blank,
    /// or one before: sent for that blank, the frame reached the server
    /// after it. Never a later one. Progress always increases, and the last
    /// frame shows the end.
    ///
    /// A machine busy elsewhere may wake the program late: it then draws
    /// for the next blank still to come, and a blank goes by without a new
    /// frame; or a frame may arrive late, as above. So what a correct
    /// program still gives on a busy machine is more than three frames in
    /// five of `expected`, where one that draws at every other blank gives
    /// half; and at least half of them drawn for their own blank, where one
    /// that drew each frame for the blank before, or for the moment it
    /// draws, just after the blank before, gives none.
    ///
    /// A server's reports of blanks jitter (Xvfb's by a millisecond or more,
    /// from a timer of its own, and by more on a busy machine): each blank's
    /// time is taken from the line through them all, and the moment a frame
    /// was drawn for is read where the curve is steep enough to place it
    /// within a fraction of a blank.
    func problems(expected: ClosedRange<Int>) -> [String] {
        guard let begin = blanks.first?.count, let line = BlankLine(blanks) else {
            return ["fewer than two blanks reported"]
        }
        var problems: [String] = []
        let least = (3 * expected.lowerBound) / 5 + 1
        if !(least...expected.upperBound).contains(frames.count) {
            problems.append("\(frames.count) frames, expected \(least)...\(expected.upperBound)")
        }
        let period = line.time(of: begin + 1) - line.time(of: begin)
        var own = 0, placed = 0
        var previous: Double?
        for (index, frame) in frames.enumerated() {
            guard let progress = frame.row?.lastItemProgress else { continue }
            // The last frame is followed by no blank: it shows from the next.
            let shown = frame.shownAt?.count ?? blanks.last!.count + 1
            if let previous, progress <= previous { problems.append("frame \(index) is no new frame") }
            previous = progress
            guard (0.02...0.98).contains(progress) else { continue }
            let drawnFor = line.time(of: begin) + 0.35 * easeInOutTime(at: progress)
            let blanksLate = ((line.time(of: shown) - drawnFor) / period).rounded()
            placed += 1
            if blanksLate == 0 {
                own += 1
            } else if blanksLate < 0 {
                problems.append("frame \(index) of \(frames.count), shown at blank \(shown - begin), is at \(progress):"
                                + " the curve is there \(Int(-blanksLate)) blank(s) later")
            }
        }
        if 2 * own < placed {
            problems.append("\(own) frames of \(placed) drawn for the blank they are shown at")
        }
        if abs((previous ?? 0) - 1) > 0.003 { problems.append("the last frame, at \(previous ?? 0), is not the end") }
        if !problems.isEmpty {
            problems.append("frames (blank from the beginning: progress): " + frames.map { frame in
                "\(frame.shownAt.map { "\($0.count - begin)" } ?? "end"): \(frame.row?.lastItemProgress.map { "\(($0 * 1000).rounded() / 1000)" } ?? "?")"
            }.joined(separator: ", "))
        }
        return problems
    }
}

/// The moment, from 0 to 1, at which easeInOut reaches `progress`.
func easeInOutTime(at progress: Double) -> Double {
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let middle = (low + high) / 2
        if easeInOut(middle) < progress { low = middle } else { high = middle }
    }
    return (low + high) / 2
}

/// SwiftUI's easeInOut: the cubic Bezier curve through (0.42, 0) and
/// (0.58, 1), its time solved for by bisection.
func easeInOut(_ time: Double) -> Double {
    let t = min(max(time, 0), 1)
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * p1 * s * (1 - s) * (1 - s) + 3 * p2 * s * s * (1 - s) + s * s * s
    }
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let middle = (low + high) / 2
        if bezier(middle, 0.42, 0.58) < t { low = middle } else { high = middle }
    }
    return bezier((low + high) / 2, 0, 1)
}

/// The least-squares line through reported blanks: count to time.
struct BlankLine {
    private let origin: FrameWatcher.Blank
    private let period: Double
    private let offset: Double

    init?(_ blanks: [FrameWatcher.Blank]) {
        guard let origin = blanks.first, blanks.count > 1 else { return nil }
        let xs = blanks.map { Double($0.count - origin.count) }, ys = blanks.map { $0.time - origin.time }
        let meanX = xs.reduce(0, +) / Double(xs.count), meanY = ys.reduce(0, +) / Double(ys.count)
        let spread = xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
        guard spread > 0 else { return nil }
        self.origin = origin
        period = zip(xs, ys).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) } / spread
        offset = meanY - period * meanX
    }

    func time(of count: UInt64) -> Double {
        origin.time + offset + period * (Double(count) - Double(origin.count))
    }
}
