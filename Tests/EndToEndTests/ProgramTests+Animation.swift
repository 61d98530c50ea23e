import CXTest
import Foundation
import XCTest

/// The programs of chapter 6 and its exercises, which animate: each frame
/// that `--render --progress P` draws, P of the way through the motion the
/// press starts, against the animation's curve worked out by hand.
extension ProgramTests {
    /// bounce: a ball of 40 with `Bounce(bounces: presses * 3)`, pressed
    /// inside `withAnimation(.linear(duration: 0.9))`: `bounces` runs from 0
    /// to 3 in step with time, and the ball is offset `-|sin(bounces π)| * 40`.
    func testBounceLiftsTheBallFortyPointsAtASixthOfItsTime() throws {
        // 300 x 200. The stack is the ball, 20 and the button's frame, 40:
        // 100, from y = 50. The ball spans 130 to 170 across, 50 to 90 down.
        let rest = try render("bounce", 300, 200)
        assertColor(rest, 150, 70, Colors.orange, "the ball")
        assertEdge(rest, from: 150, 70, .left, at: 130, "the ball's left")
        assertEdge(rest, from: 150, 70, .right, at: 170, "the ball's right")
        // P of the way, bounces = 3P: at 1/18 sin(π/6) = 1/2, at 1/6
        // sin(π/2) = 1, at 1/3 sin(π) = 0, at 1/2 |sin(3π/2)| = 1.
        for (progress, lift) in [(0.0, 0.0), (1.0 / 18, 20), (1.0 / 6, 40), (1.0 / 3, 0), (0.5, 40), (1, 0)] {
            let image = progress == 0 ? rest : try render("bounce", 300, 200, progress: progress)
            let middle = Int(70 - lift)
            assertColor(image, 150, middle, Colors.orange, "the ball at \(progress) of the way")
            assertEdge(image, from: 150, middle, .up, at: 50 - lift, "the ball's top at \(progress) of the way")
            assertEdge(image, from: 150, middle, .down, at: 90 - lift, "the ball's bottom at \(progress) of the way")
            assertEdge(image, from: 150, middle, .left, at: 130, "the ball's left at \(progress) of the way")
        }
    }

    /// shake: a box of 160 x 40 with `Shake(shakes: attempts * 3)`, pressed
    /// inside `withAnimation(.linear(duration: 0.6))`: the box is offset
    /// `sin(shakes 2π) * 10` across.
    func testShakeMovesTheBoxTenPointsEachWay() throws {
        // 300 x 200. The stack is the box, 20 and the button's frame, 40:
        // 100, from y = 50. The box spans 70 to 230 across, 50 to 90 down;
        // its corners are rounded, its middle row, y = 70, is not.
        // shakes = 3P: at 1/12 sin(π/2) = 1, at 1/6 sin(π) = 0, at 1/4 sin(3π/2) = -1.
        for (progress, shift) in [(0.0, 0.0), (1.0 / 12, 10), (1.0 / 6, 0), (0.25, -10), (1, 0)] {
            let image = try progress == 0 ? render("shake", 300, 200) : render("shake", 300, 200, progress: progress)
            assertColor(image, 150, 70, Colors.gray5, "the box at \(progress) of the way")
            assertEdge(image, from: 150, 70, .left, at: 70 + shift, "the box's left at \(progress) of the way")
            assertEdge(image, from: 150, 70, .right, at: 230 + shift, "the box's right at \(progress) of the way")
            assertEdge(image, from: 150, 70, .up, at: 50, "the box's top at \(progress) of the way")
        }
    }

    /// blur: a blue square of 100 that comes in with `.transition(.blurred)`
    /// when the toggle above it turns on, inside `.animation(.linear(duration: 1))`:
    /// blur 30 and opacity 0 to none and 1.
    func testBlurBringsTheSquareInThroughABlur() throws {
        // 300 x 301. Before: the toggle alone, its switch 31 tall, centred:
        // from y = 135. After: the toggle, 20 and the square, 151, from
        // (301 - 151) / 2 = 75: the toggle 75 to 106, the square 126 to 226
        // down and 100 to 200 across. Its corners are rounded by 12; its
        // middle row and column are not.
        let before = try render("blur", 300, 301)
        assertColor(before, 150, 176, Colors.white, "where the square will be")
        XCTAssertNil(before.inkBox { Colors.isClose($0, Colors.green) }, "the switch is green while off")

        let after = try render("blur", 300, 301, progress: 1)
        assertColor(after, 150, 176, Colors.blue, "the square")
        assertBox(after, from: 150, 176, left: 100, right: 200, top: 126, bottom: 226, "the square")
        // The toggle rose with it: its frame is 240 wide from x = 30, the
        // switch of 51 at its trailing end, green while on, with its knob at
        // the trailing end: the track shows left of the knob, on the
        // switch's middle line, y = 90.
        assertColor(after, 225, 90, Colors.green, tolerance: 10, "the switch, on")
        XCTAssertNil(after.inkBox(y: 107..<301) { Colors.isClose($0, Colors.green) }, "the switch did not rise above the square")

        // Half way: blur 15 (a Gaussian of deviation 15, as SwiftUI's blur
        // radius is) and opacity 0.5. A box [a, b] blurred covers x by
        // Φ((b - x) / σ) - Φ((a - x) / σ): at its centre nearly all of it,
        // 10 left of its edge 0.263 across.
        func covered(_ x: Double, _ a: Double, _ b: Double) -> Double {
            (erf((b - x) / (15 * 2.0.squareRoot())) - erf((a - x) / (15 * 2.0.squareRoot()))) / 2
        }
        let half = try render("blur", 300, 301, progress: 0.5)
        let down = covered(176.5, 126, 226)
        assertColor(half, 150, 176, Colors.over(Colors.blue, opacity: covered(150.5, 100, 200) * down * 0.5), tolerance: 4,
                    "the square's centre, half way")
        assertColor(half, 90, 176, Colors.over(Colors.blue, opacity: covered(90.5, 100, 200) * down * 0.5), tolerance: 4,
                    "10 left of the square, half way")
        assertColor(after, 90, 176, Colors.white, "10 left of the square, at the end")
    }

    /// blur in a window: Space turns the toggle on, the only control, and
    /// the square comes in; Space again turns it off, and the square leaves
    /// through the same blur, showing between blue and white on its way.
    func testBlurTakesTheSquareOutThroughTheBlurToo() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try session("blur", 300, 301, on: server)
        // The square's centre, as the test above finds it.
        func centre() -> UInt32? { session.row(at: 176)?.pixels[150] }
        XCTAssertNotNil(waitFor(within: 5) { centre() == Colors.white ? true : nil }, "the window never showed")
        session.x.type(XK_space, in: session.window)
        XCTAssertNotNil(waitFor(within: 5) { centre().map { Colors.isClose($0, Colors.blue) } == true ? true : nil },
                        "the square never came in")
        session.x.type(XK_space, in: session.window)
        var between: [UInt32] = []
        let gone = waitFor(within: 5) { () -> Bool? in
            guard let pixel = centre() else { return nil }
            if !Colors.isClose(pixel, Colors.blue) && pixel != Colors.white { between.append(pixel) }
            return pixel == Colors.white ? true : nil
        }
        XCTAssertNotNil(gone, "the square never left")
        XCTAssertFalse(between.isEmpty, "the square left at once, with no blur on its way")
        // Blue fading over white, nothing else.
        XCTAssertTrue(between.allSatisfy { Colors.isClose($0, Colors.over(Colors.blue, opacity: Colors.coverage(of: $0, between: Colors.blue, and: Colors.white)), tolerance: 4) },
                      "the centre on the way out: \(between.map(Colors.name))")
    }

    /// graph: a line graph of six values that draws itself with `trim`, and
    /// a dot of 12 that rides its end with a `GeometryEffect`, over 2 s
    /// ease-in-out.
    func testGraphDrawsItsLineAndTheDotRidesItsEnd() throws {
        // 400 x 300. The stack gives the button its 40 first, and the padded
        // graph the rest: 300 - 16 - 40 = 244 by 400, 204 by 360 inside the
        // padding; aspectRatio(2, .fit) takes 360 x 180. The stack is 220 +
        // 16 + 40 = 276 tall, from y = 12: the graph spans 20 to 380 across
        // and 32 to 212 down, bordered 1 inside in gray.
        let values: [Double] = [0.1, 0.6, 0.3, 0.8, 0.5, 0.9]
        // LineGraph: value i at (360 i / 5, (1 - value) 180) in the graph.
        let points = values.enumerated().map { (x: 20 + 72 * Double($0.offset), y: 32 + (1 - $0.element) * 180) }
        func assertFrame(_ image: Image, _ when: String) {
            assertColor(image, 379, 150, Colors.gray, "the graph's right border \(when)")
            assertColor(image, 20, 150, Colors.gray, "the graph's left border \(when)")
            assertEdge(image, from: 379, 150, .right, at: 380, "the graph's right \(when)")
            assertEdge(image, from: 20, 150, .left, at: 20, "the graph's left \(when)")
            assertEdge(image, from: 379, 150, .up, at: 32, "the graph's top \(when)")
            assertEdge(image, from: 379, 150, .down, at: 212, "the graph's bottom \(when)")
        }
        /// The dot's centre within `accuracy` of `point`: where the point lies
        /// between pixels, a picture may put the dot on the pixel grid or not.
        func assertDot(_ image: Image, at point: (x: Double, y: Double), accuracy: Double = 0.2, _ when: String) {
            // Its middle, right of the centre, where the border does not cross it.
            let (x, y) = (Int(point.x), Int(point.y))
            assertColor(image, x + 2, y, Colors.red, "the dot \(when)")
            guard let left = image.edge(from: x - 3, y, .left), let right = image.edge(from: x + 3, y, .right),
                  let up = image.edge(from: x + 2, y, .up), let down = image.edge(from: x + 2, y, .down) else {
                return XCTFail("the dot \(when) has no edges around (\(x), \(y))")
            }
            XCTAssertEqual((left + right) / 2, point.x, accuracy: accuracy, "the dot's centre across \(when)")
            XCTAssertEqual(right - left, 12, accuracy: 0.3, "the dot's width \(when)")
            XCTAssertEqual((up + down) / 2, point.y, accuracy: accuracy, "the dot's centre down \(when)")
        }
        /// How much of the most covered pixel around a point the red line covers.
        func ink(_ image: Image, _ point: (x: Double, y: Double)) -> Double {
            (-1...1).flatMap { dx in (-1...1).map { dy in
                Colors.coverage(of: image[Int(point.x) + dx, Int(point.y) + dy], between: Colors.red, and: Colors.white)
            } }.max()!
        }
        func between(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ t: Double) -> (x: Double, y: Double) {
            (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
        }

        // Before: trim to 0 draws no line; the dot sits on the first point.
        let start = try render("graph", 400, 300)
        assertFrame(start, "before")
        assertDot(start, at: points[0], "before")
        XCTAssertLessThan(ink(start, between(points[0], points[1], 0.5)), 0.05, "a line before the press")
        // The button below the padded graph, 16 under it: 248 to 288.
        assertDarkest(start, (150..<250, 248..<288), Colors.blue, "the button's label")

        // Half way in time, ease-in-out gives 0.5: the line is trimmed to half
        // its length, and the dot sits where it ends, on the third segment.
        let half = try render("graph", 400, 300, progress: 0.5)
        assertFrame(half, "half way")
        let lengths = zip(points, points.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        var along = lengths.reduce(0, +) / 2, segment = 0
        while along > lengths[segment] {
            along -= lengths[segment]
            segment += 1
        }
        XCTAssertEqual(segment, 2, "half the length ends on the third segment")
        assertDot(half, at: between(points[segment], points[segment + 1], along / lengths[segment]), accuracy: 0.5, "half way")
        XCTAssertGreaterThan(ink(half, between(points[0], points[1], 0.5)), 0.7, "the line's first segment, half way")
        XCTAssertLessThan(ink(half, between(points[3], points[4], 0.5)), 0.05, "the line's fourth segment, half way")

        // At the end, the whole line, and the dot on the last value.
        let end = try render("graph", 400, 300, progress: 1)
        assertFrame(end, "at the end")
        assertDot(end, at: points[5], "at the end")
        for segment in 0..<5 {
            XCTAssertGreaterThan(ink(end, between(points[segment], points[segment + 1], 0.5)), 0.7, "the line's segment \(segment + 1)")
        }
    }

    /// underline: three tabs framed 80 x 40 in an `HStack(spacing: 0)`, and
    /// a line 2 high at the bottom of the chosen one's frame, put there by
    /// `matchedGeometryEffect(id: selected, in:, isSource: false)`, which
    /// offers the line's flexible frame the tab's size and puts it in the
    /// tab's place. "Sent" is chosen at first; a press of "Inbox", the first
    /// control, moves the line inside withAnimation's default.
    func testUnderlineLiesUnderTheChosenTabAndMovesToThePressedOne() throws {
        // 320 x 120. The row is 240 x 40, centred: 40 to 280 across, 40 to
        // 80 down; the tabs start at 40, 120 and 200. The line's rows are
        // 78 and 79. The labels are in the accent colour too, on the row's
        // middle, clear of those rows.
        func assertLine(_ image: Image, from left: Double, _ when: String) {
            let x = Int(left) + 40
            assertColor(image, x, 79, Colors.blue, "the line \(when)")
            assertBox(image, from: x, 79, left: left, right: left + 80, top: 78, bottom: 80, "the line \(when)")
            XCTAssertNil(image.inkBox(y: 70..<78) { Colors.isClose($0, Colors.blue) }, "the line is thicker than 2 \(when)")
        }
        assertLine(try render("underline", 320, 120), from: 120, "under \"Sent\" at first")
        assertLine(try render("underline", 320, 120, progress: 1), from: 40, "under \"Inbox\" after its press")
        // Half way, ease-in-out at 0.5 is 0.5: half way between the two tabs.
        assertLine(try render("underline", 320, 120, progress: 0.5), from: 80, "half way")
    }

    /// underline in a window: a click on a tab moves the line under it,
    /// through the places between.
    func testUnderlineFollowsTheClickedTabInAWindow() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try session("underline", 320, 120, on: server)
        /// Where the line starts and ends on row 79, once it is there.
        func line() -> (start: Int, end: Int)? {
            guard let row = session.row(at: 79), let start = row.pixels.firstIndex(where: { Colors.isClose($0, Colors.blue) }),
                  let end = row.pixels.lastIndex(where: { Colors.isClose($0, Colors.blue) }) else { return nil }
            return (start, end)
        }
        XCTAssertNotNil(waitFor(within: 5) { line().map { $0 == (120, 199) } == true ? true : nil }, "the line never showed under \"Sent\"")
        // "Drafts", on its label, over the middle of 200 to 280.
        session.x.click(240, 60, in: session.window)
        var starts: [Int] = []
        let moved = waitFor(within: 5) { () -> Bool? in
            guard let line = line() else { return nil }
            if starts.last != line.start { starts.append(line.start) }
            return line == (200, 279) ? true : nil
        }
        XCTAssertNotNil(moved, "the line never moved under \"Drafts\"; it started at \(starts)")
        XCTAssertTrue(starts.contains { $0 > 121 && $0 < 199 }, "the line jumped: it started at \(starts)")
        session.x.click(80, 60, in: session.window)
        XCTAssertNotNil(waitFor(within: 5) { line().map { $0 == (40, 119) } == true ? true : nil },
                        "the line never moved under \"Inbox\"; it is at \(String(describing: line()))")
    }
}
