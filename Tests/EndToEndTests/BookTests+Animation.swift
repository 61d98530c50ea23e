import Foundation
import XCTest

/// The programs of chapter 6 and its exercises, which animate: each frame
/// that `--render --progress P` draws, P of the way through the motion the
/// press starts, against the animation's curve worked out by hand.
extension BookTests {
    /// `Button("Tap Me").bounce(times: taps * 3)`, tapped inside
    /// `withAnimation(.linear(duration: 0.9))`: `times` runs from 0 to 3 in
    /// step with time, and the label is offset `-|sin(times π)| * 30`.
    func testBounceLiftsTheLabelThirtyPointsAtASixthOfItsTime() throws {
        let rest = try XCTUnwrap(render("bounce", 300, 200).inkCentre(), "no label")
        // P of the way, times = 3P: at 1/12 sin(π/4), at 1/6 sin(π/2) = 1, at 1/3 sin(π) = 0.
        for (progress, lift) in [(1.0 / 12, 30 * sin(Double.pi / 4)), (1.0 / 6, 30), (1.0 / 3, 0), (0.5, 30), (1, 0)] {
            let label = try XCTUnwrap(render("bounce", 300, 200, progress: progress).inkCentre(), "no label at \(progress)")
            XCTAssertEqual(label.y, rest.y - lift, accuracy: 0.3, "the label's height at \(progress) of the way")
            XCTAssertEqual(label.x, rest.x, accuracy: 0.3, "the label moved sideways at \(progress) of the way")
        }
    }

    /// `Button("Hello").shake(times: taps * 3)`, tapped inside
    /// `withAnimation(.linear(duration: 0.5))`: the label is offset
    /// `sin(times 2π) * 10` across.
    func testShakeMovesTheLabelTenPointsEachWay() throws {
        let rest = try XCTUnwrap(render("shake", 300, 200).inkCentre(), "no label")
        // times = 3P: at 1/24 sin(π/4), at 1/12 sin(π/2) = 1, at 1/6 sin(π) = 0, at 1/4 sin(3π/2) = -1.
        for (progress, shift) in [(1.0 / 24, 10 * sin(Double.pi / 4)), (1.0 / 12, 10), (1.0 / 6, 0), (0.25, -10), (1, 0)] {
            let label = try XCTUnwrap(render("shake", 300, 200, progress: progress).inkCentre(), "no label at \(progress)")
            XCTAssertEqual(label.x, rest.x + shift, accuracy: 0.3, "the label's place across at \(progress) of the way")
            XCTAssertEqual(label.y, rest.y, accuracy: 0.3, "the label moved up or down at \(progress) of the way")
        }
    }

    /// A blue 100 x 100 square that comes in with `.transition(.blur)`: blur
    /// 50 and opacity 0 to none and 1, linear over 1 s.
    func testTransitionBlursTheSquareIn() throws {
        // 300 x 200. Before: the button alone, centred.
        let before = try render("transition", 300, 200)
        assertColor(before, 150, 114, Colors.white, "where the square will be")
        let button = try XCTUnwrap(before.inkCentre(), "no button")

        // After: the stack is the button (h), 8 and the square, centred; it
        // grew by 108, so the button rose by 54. The square spans x 100-200.
        let after = try render("transition", 300, 200, progress: 1)
        assertColor(after, 150, 114, Colors.blue, "the square")
        assertEdge(after, from: 150, 114, .left, at: 100, "the square's left")
        assertEdge(after, from: 150, 114, .right, at: 200, "the square's right")
        let top = try XCTUnwrap(after.edge(from: 150, 114, .up)), bottom = try XCTUnwrap(after.edge(from: 150, 114, .down))
        XCTAssertEqual(bottom - top, 100, accuracy: 0.1, "the square's height")
        // Its top: the stack's, (200 - h - 108) / 2, then h and 8.
        XCTAssertEqual(top, (200 + Self.lineHeight - 92) / 2, accuracy: 1, "the square's top")
        let risen = try XCTUnwrap(after.inkCentre(y: 0..<Int(top) - 1), "no button above the square")
        XCTAssertEqual(risen.y, button.y - 54, accuracy: 0.3, "the button's place above the square")
        XCTAssertEqual(risen.x, button.x, accuracy: 0.3)

        // Half way: blur 25 (a Gaussian of deviation 25, as SwiftUI's blur
        // radius is) and opacity 0.5. A box [a, b] blurred covers x by
        // Φ((b - x) / σ) - Φ((a - x) / σ): at its centre 0.954 each way, so
        // 0.911 x 0.5 of blue there; 20 left of its edge, 0.218 across.
        func covered(_ x: Double, _ a: Double, _ b: Double) -> Double {
            (erf((b - x) / (25 * 2.0.squareRoot())) - erf((a - x) / (25 * 2.0.squareRoot()))) / 2
        }
        let half = try render("transition", 300, 200, progress: 0.5)
        let middle = (top + bottom) / 2
        let centre = covered(150.5, 100, 200) * covered(Double(Int(middle)) + 0.5, top, bottom) * 0.5
        assertColor(half, 150, Int(middle), Colors.over(Colors.blue, opacity: centre), "the square's centre, half way")
        let beside = covered(80.5, 100, 200) * covered(Double(Int(middle)) + 0.5, top, bottom) * 0.5
        assertColor(half, 80, Int(middle), Colors.over(Colors.blue, opacity: beside), "20 left of the square, half way")
        assertColor(after, 80, Int(middle), Colors.white, "20 left of the square, at the end")
    }

    /// A line graph of six points that draws itself with `trim`, and a dot of
    /// 10 that rides its end with a `GeometryEffect`, over 2 s ease-in-out.
    func testGraphDrawsItsLineAndTheDotRidesItsEnd() throws {
        // 400 x 300. The stack offers the padded graph all the height the
        // button leaves; aspectRatio(16/9, .fit) in 400 - 32 across gives
        // 368 x 207, from x = 16, bordered 1 inside in gray. Its top depends
        // on the button's line height: measured down the right border.
        let data: [Double] = [0.1, 0.7, 0.3, 0.6, 0.45, 1.1]
        func frame(_ image: Image) throws -> (top: Double, points: [(x: Double, y: Double)]) {
            assertColor(image, 383, 150, Colors.gray, "the graph's right border")
            assertColor(image, 16, 150, Colors.gray, "the graph's left border")
            assertEdge(image, from: 383, 150, .right, at: 384, "the graph's right")
            assertEdge(image, from: 16, 150, .left, at: 16, "the graph's left")
            let top = try XCTUnwrap(image.edge(from: 383, 150, .up)), bottom = try XCTUnwrap(image.edge(from: 383, 150, .down))
            XCTAssertEqual(bottom - top, 207, accuracy: 0.1, "the graph is 16:9")
            XCTAssertEqual(top, (300 - 247 - Self.lineHeight) / 2 + 16, accuracy: 1, "the graph's top")
            // LineGraph: point i at (368 i / 5, (1 - value) 207), the last above the frame.
            return (top, data.enumerated().map { (16 + 368 * Double($0.offset) / 5, top + (1 - $0.element) * 207) })
        }
        func assertDot(_ image: Image, at point: (x: Double, y: Double), _ when: String) {
            // Its middle, right of the centre, where the border does not cross it.
            let (x, y) = (Int(point.x), Int(point.y))
            assertColor(image, x + 2, y, Colors.red, "the dot \(when)")
            guard let left = image.edge(from: x - 3, y, .left), let right = image.edge(from: x + 3, y, .right),
                  let up = image.edge(from: x + 2, y, .up), let down = image.edge(from: x + 2, y, .down) else {
                return XCTFail("the dot \(when) has no edges around (\(x), \(y))")
            }
            XCTAssertEqual((left + right) / 2, point.x, accuracy: 0.2, "the dot's centre across \(when)")
            XCTAssertEqual(right - left, 10, accuracy: 0.3, "the dot's width \(when)")
            XCTAssertEqual((up + down) / 2, point.y, accuracy: 0.2, "the dot's centre down \(when)")
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
        let (top, points) = try frame(start)
        assertDot(start, at: points[0], "before")
        XCTAssertLessThan(ink(start, between(points[0], points[1], 0.5)), 0.05, "a line before the press")

        // Half way in time, ease-in-out gives 0.5: the line is trimmed to half
        // its length, and the dot sits where it ends, on the third segment.
        let half = try render("graph", 400, 300, progress: 0.5)
        XCTAssertEqual(try frame(half).top, top, accuracy: 0.01, "the graph moved")
        let lengths = zip(points, points.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        var along = lengths.reduce(0, +) / 2, segment = 0
        while along > lengths[segment] {
            along -= lengths[segment]
            segment += 1
        }
        XCTAssertEqual(segment, 2, "half the length ends on the third segment")
        assertDot(half, at: between(points[segment], points[segment + 1], along / lengths[segment]), "half way")
        XCTAssertGreaterThan(ink(half, between(points[0], points[1], 0.5)), 0.7, "the line's first segment, half way")
        XCTAssertLessThan(ink(half, between(points[3], points[4], 0.5)), 0.05, "the line's fourth segment, half way")

        // At the end, the whole line, and the dot on the last data point.
        let end = try render("graph", 400, 300, progress: 1)
        XCTAssertEqual(try frame(end).top, top, accuracy: 0.01, "the graph moved")
        assertDot(end, at: points[5], "at the end")
        for segment in 0..<5 {
            XCTAssertGreaterThan(ink(end, between(points[segment], points[segment + 1], 0.5)), 0.7, "the line's segment \(segment + 1)")
        }
        // The button below the padded graph, 16 + 8 under it.
        assertDarkest(end, (150..<250, Int(top) + 207 + 24..<300), Colors.blue, "the button's label")
    }

    /// A 200 square on the left that becomes a circle of 100 on the right,
    /// tied by `matchedGeometryEffect`, when the Toggle below turns on,
    /// animated by `.animation(.default)`.
    func testMatchedTurnsTheSquareIntoACircleOnTheOtherSide() throws {
        // 400 x 301. `.frame(width: 0)` is centred at x = 200 and the stack,
        // 300 wide, overflows it evenly: from 50 to 350. It is 200 + 8 + 31
        // (the switch) = 239 tall: from (301 - 239) / 2 = 31. The HStack of
        // 300 x 200, bordered 1 inside in black, holds the square at its left
        // (50-250, 31-231); on, the circle at its right (250-350, 81-181).
        let off = try render("matched", 400, 301)
        for (x, y) in [(50, 131), (349, 131), (300, 31), (300, 230)] {
            assertColor(off, x, y, Colors.black, "the border")
        }
        assertColor(off, 150, 131, Colors.bookBlue, "the square")
        assertEdge(off, from: 150, 131, .right, at: 250, "the square's right")
        assertColor(off, 300, 131, Colors.white, "where the circle will be")
        let switchRows = 239..<270
        XCTAssertNil(off.inkBox(y: switchRows) { Colors.isClose($0, Colors.green) }, "the switch is green while off")

        let on = try render("matched", 400, 301, progress: 1)
        assertColor(on, 300, 131, Colors.bookBlue, "the circle")
        assertEdge(on, from: 300, 131, .left, at: 250, "the circle's left")
        assertEdge(on, from: 300, 131, .up, at: 81, "the circle's top")
        assertEdge(on, from: 300, 131, .down, at: 181, "the circle's bottom")
        assertColor(on, 256, 87, Colors.white, "outside the circle, in its frame's corner")
        assertColor(on, 150, 131, Colors.white, "where the square was")
        assertColor(on, 50, 131, Colors.black, "the border")
        // The Toggle's switch, 51 x 31 from y = 239, is green while on, with
        // its knob of 27 at the trailing end, 2 in: along its middle, the
        // track shows green for 22 from its left end (a little darker by the
        // knob's shadow), then the white knob.
        let track = try XCTUnwrap((0..<on.width).first { Colors.isClose(on[$0, 254], Colors.green) }, "no green switch while on")
        XCTAssertTrue((track..<track + 18).allSatisfy { Colors.isClose(on[$0, 254], Colors.green, tolerance: 10) },
                      "the track left of the knob")
        assertColor(on, track + 36, 254, Colors.white, "the knob at the trailing end")

        // Half way (ease-in-out at 0.5 is 0.5), both shapes take the frame
        // half way between theirs, 150-300 by 56-206: the square fading out,
        // 0.5, and the circle fading in, 0.5, over it.
        let half = try render("matched", 400, 301, progress: 0.5)
        assertColor(half, 155, 61, Colors.over(Colors.bookBlue, opacity: 0.5), "the square alone, in the frame's corner")
        assertColor(half, 225, 131, Colors.over(Colors.bookBlue, opacity: 0.75), "the square and the circle")
        assertEdge(half, from: 155, 61, .up, at: 56, "the shared frame's top")
        assertEdge(half, from: 155, 61, .left, at: 150, "the shared frame's left")
        assertColor(half, 145, 131, Colors.white, "left of the shared frame")
        assertColor(half, 305, 131, Colors.white, "right of the shared frame")
    }
}
