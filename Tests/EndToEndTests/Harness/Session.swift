import Foundation
import VirtualDesktop
import XCTest

/// The program running in a window, seen from the tests' own connection.
final class Session {
    let program: Program
    let x: XClient
    let window: UInt
    /// The server's display, where other clients watch the window.
    let display: String

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts the program at scale 1, unless `scale` says otherwise, and waits
    /// for its window to be mapped. The rest is as `Program` takes it.
    init(_ arguments: [String], on server: XvfbServer, scale: String? = "1", binary: URL? = nil,
         environment: [String: String] = [:], dataLimit: Int? = nil) throws {
        display = server.display
        program = try Program((scale.map { ["--scale", $0] } ?? []) + arguments, display: server.display,
                              binary: binary, environment: environment, dataLimit: dataLimit)
        x = try XClient(display: server.display)
        let (program, x) = (program, x)
        guard let window = waitFor(within: 10, { x.window(of: program.pid) }) else {
            let exit = program.waitForExit(within: 0)
            throw Failure(description: "no window of \(binary?.lastPathComponent ?? "collapsible-x11") appeared within 10 s"
                + (exit.map { "; the program ended with \($0), saying: \(program.standardError)" } ?? ""))
        }
        self.window = window
    }

    var size: (width: Int, height: Int) { x.size(of: window) }

    /// The line through the row 20 pixels below its top, clear of the labels.
    func rowY(height: Int) -> Int { (height - 132) / 2 + 36 }

    func row(at y: Int) -> Row? {
        x.image(of: window, y: y, width: size.width).map { $0.row(0) }
    }

    /// The whole window once it holds still: Xlib sends a large image in
    /// bands, and the server may answer a read between two of them.
    func stillImage(within seconds: Double = 2) -> Image? {
        let (width, height) = size
        var last: Image?
        return waitFor(within: seconds) { () -> Image? in
            let image = x.image(of: window, y: 0, width: width, height: height)
            defer { last = image }
            return image != nil && image?.pixels == last?.pixels ? image : nil
        }
    }

    /// Waits until the strokes sit on `expected`; fails the test if they never do.
    @discardableResult
    func waitForEdges(_ expected: [Double], at y: Int, within seconds: Double = 5,
                      _ message: String = "", file: StaticString = #filePath, line: UInt = #line) -> Bool {
        var seen: [Double] = []
        let matched = waitFor(within: seconds) { () -> Bool? in
            guard let row = row(at: y) else { return nil }
            seen = row.strokeCentres
            return Edges.match(seen, expected) ? true : nil
        }
        if matched == nil {
            XCTFail("strokes at \(seen), expected at \(expected) \(message)", file: file, line: line)
        }
        return matched != nil
    }

    /// Waits for a frame of the row in motion, its strokes at neither end
    /// but its first and last edge where they always are: the sign that a
    /// toggle is under way. Strokes are black in either appearance. Fails
    /// the test if none comes.
    @discardableResult
    func waitForMotion(at y: Int, scale: Double = 1, within seconds: Double = 5,
                       _ message: String = "", file: StaticString = #filePath, line: UInt = #line) -> Bool {
        var seen: [Double] = []
        let moving = waitFor(within: seconds) { () -> Bool? in
            let width = Double(size.width) / scale
            let ends = [Edges.collapsed(width: width), Edges.expanded(width: width)].map { $0.map { $0 * scale } }
            guard let strokes = row(at: y)?.strokeCentres, let first = strokes.first, let last = strokes.last else { return nil }
            seen = strokes
            let framed = abs(first - ends[0][0]) <= 1 && abs(last - ends[0].last!) <= 1
            return framed && !ends.contains { Edges.match(strokes, $0) } ? true : nil
        }
        if moving == nil {
            XCTFail("the row showed no frame in motion within \(seconds) s; the last at \(seen) \(message)", file: file, line: line)
        }
        return moving != nil
    }

    /// Samples the first pixel of `color` on the line at `y` until `done`
    /// says the motion is over: one entry per change, with its time.
    func track(_ color: UInt32, at y: Int, within seconds: Double = 5,
               until done: (Int) -> Bool) -> [(time: Double, x: Int)] {
        var samples: [(time: Double, x: Int)] = []
        _ = waitFor(within: seconds) { () -> Bool? in
            guard let x = row(at: y)?.firstX(of: color) else { return nil }
            if samples.last?.x != x { samples.append((Date().timeIntervalSinceReferenceDate, x)) }
            return done(x) ? true : nil
        }
        return samples
    }

    /// Waits until the program has slept through `quiet` seconds: no wake-up
    /// and no CPU time, so every event is handled and no frame is due. False
    /// if it never comes to rest, or has ended.
    func waitUntilIdle(quiet: Double = 0.2, within seconds: Double = 20) -> Bool {
        program.waitUntilIdle(quiet: quiet, within: seconds)
    }

    /// Waits for the program to end by itself.
    func exit(within seconds: Double) -> Program.Exit? {
        program.waitForExit(within: seconds)
    }
}
