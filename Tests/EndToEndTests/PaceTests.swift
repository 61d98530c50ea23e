import CXTest
import Foundation
import XCTest

/// Frames at the pace of the server's vertical blanks, each drawn for the
/// time it is shown at, and sent through shared memory where the server can
/// map it. Seen from outside: XDamage tells each frame that reaches the
/// window, Present each blank, and the pixels are read back as they come.
final class PaceTests: XCTestCase {
    // 600 x 300 at scale 1: the row from y = 100 to 200.
    private let y = 120

    func testAToggleAt144HzShowsAFrameAtEveryBlankOnTheCurve() throws {
        try checkToggle(fps: 144, frames: 50...52)
    }

    func testAToggleAt60Hz() throws {
        try checkToggle(fps: 60, frames: 21...21)
    }

    func testAToggleAt30Hz() throws {
        try checkToggle(fps: 30, frames: 11...11)
    }

    /// Over TCP the server cannot check who maps the segment and refuses the
    /// attach: the frames go through the socket, just the same.
    func testADisplayOverTCPGetsItsFramesThroughTheSocket() throws {
        try checkToggle(fps: 60, frames: 21...21, serverArguments: ["-listen", "tcp"], overTCP: true, shared: false)
    }

    func testAServerWithoutSharedMemory() throws {
        try checkToggle(fps: 60, frames: 21...21, serverArguments: ["-extension", "MIT-SHM"], shared: false)
    }

    func testTheSocketOnRequest() throws {
        try checkToggle(fps: 60, frames: 21...21, environment: ["COLLAPSIBLE_X11_NO_MITSHM": "1"], shared: false)
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
        usleep(100_000)
        session.x.destroy(session.window)
        XCTAssertEqual(session.exit(within: 5), Program.Exit(status: 1, bySignal: false))
        XCTAssertTrue(session.program.standardError.contains("destroyed the window"), session.program.standardError)
        XCTAssertTrue(SharedSegments.allGone(createdBy: session.program.pid), "a shared memory segment outlived the program")
    }

    /// Toggles until one runs with no blank missed (a busy machine may
    /// miss one), and checks each frame seen on the way.
    private func checkToggle(fps: Int, frames expected: ClosedRange<Int>, serverArguments: [String] = [],
                             overTCP: Bool = false, environment: [String: String] = [:], shared: Bool = true) throws {
        let server = try XvfbServer(["-fakescreenfps", "\(fps)"] + serverArguments)
        defer { server.stop() }
        if overTCP { server.display = "localhost" + server.display }
        let session = try Session([], on: server, environment: environment)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        XCTAssertEqual(!SharedSegments.created(by: session.program.pid).isEmpty, shared,
                       shared ? "no shared memory segment" : "a shared memory segment, where the socket was expected")
        // A toggle from rest, once the program has measured the blanks' period.
        XCTAssertTrue(session.waitUntilIdle(), "the program did not come to rest")
        var counts: [Int] = []
        for attempt in 1...5 {
            let watcher = try FrameWatcher(display: server.display, window: session.window, y: y, width: 600)
            session.x.type(XK_space, in: session.window)
            let expanding = attempt % 2 == 1
            watcher.record { abs(($0.lastItemProgress ?? -1) - (expanding ? 1 : 0)) < 0.003 }
            // A frame whose pixels are those of the one before but for
            // rounding (the last blanks before the end move the row by a
            // hundredth of a pixel) is no new frame.
            var frames: [FrameWatcher.Frame] = []
            for frame in watcher.frames {
                if let row = frame.row, let before = frames.last?.row,
                   zip(row.pixels, before.pixels).allSatisfy({ Colors.isClose($0, $1) }) { continue }
                frames.append(frame)
            }
            counts.append(frames.count)
            // A busy machine makes a server miss a blank, or report one
            // late under the next one's count, and the program miss one:
            // that toggle proves nothing.
            let counted = watcher.blanks.map(\.count), shownAt = frames.compactMap(\.shownAt?.count)
            guard zip(counted, counted.dropFirst()).allSatisfy({ $1 == $0 + 1 }),
                  zip(shownAt, shownAt.dropFirst()).allSatisfy({ $1 == $0 + 1 }) else { continue }
            try checkCurve(frames, blanks: watcher.blanks, expanding: expanding)
            XCTAssertTrue(expected.contains(frames.count), "\(frames.count) frames at \(fps) Hz, expected \(expected)")
            return
        }
        XCTFail("no toggle in five showed a frame at every blank; frames: \(counts)")
    }

    /// Every frame read back sits within 0.01 of the ease-in-out curve at
    /// the blank it is shown at; the animation began at the blank before its
    /// first frame, and the last frame shows the end. A server's reports of
    /// blanks jitter (Xvfb's by a millisecond or more, from a timer of its
    /// own): each blank's time is taken from the line through them all.
    private func checkCurve(_ frames: [FrameWatcher.Frame], blanks: [FrameWatcher.Blank], expanding: Bool,
                            file: StaticString = #filePath, line: UInt = #line) throws {
        let times = try XCTUnwrap(BlankLine(blanks), "fewer than two blanks reported", file: file, line: line)
        let first = try XCTUnwrap(frames.first?.shownAt, "no frame before a blank", file: file, line: line)
        let begin = times.time(of: first.count - 1)
        var previous: Double?
        for (index, frame) in frames.enumerated() {
            guard let row = frame.row, let measured = row.lastItemProgress else { continue }
            let progress = expanding ? measured : 1 - measured
            // The last frame is followed by no blank: it shows from the next.
            let shown = times.time(of: frame.shownAt?.count ?? (blanks.last!.count + 1))
            let expected = easeInOut((shown - begin) / 0.35)
            XCTAssertEqual(progress, expected, accuracy: 0.01,
                           "frame \(index) of \(frames.count), shown \(shown - begin) s in", file: file, line: line)
            if let previous {
                XCTAssertGreaterThan(progress, previous, "frame \(index) is no new frame", file: file, line: line)
            }
            previous = progress
        }
        XCTAssertEqual(previous ?? 0, 1, accuracy: 0.003, "the last frame is not the end", file: file, line: line)
    }
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
