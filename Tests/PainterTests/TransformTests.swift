import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// A transformed group's items land where the transform takes them.
final class TransformTests: XCTestCase {
    /// x in [20, 60], y in [20, 30], turned a quarter about (50, 50): x' = 100 - y, y' = x, so
    /// [70, 80] x [20, 60], whole pixels all.
    func testAQuarterTurnLandsWhereTheMathSays() {
        let group = Canvas.group(.transform(Canvas.rotation(by: .pi / 2, about: Point(x: 50, y: 50))),
                                 [Canvas.fill(Rect(x: 20, y: 20, width: 40, height: 10))])
        let surface = Frames.render(Canvas.list([group]))
        for y in 0..<100 {
            for x in 0..<100 {
                let expected = (70..<80).contains(x) && (20..<60).contains(y) ? RGB(255, 0, 0) : Canvas.white
                XCTAssertEqual(surface.rgb(x, y), expected, "(\(x), \(y))")
            }
        }
    }

    /// (x, y) to (2x + 4, 3y - 5) takes [10, 30] x [10, 20] to [24, 64] x [25, 55]; at scale 2
    /// the translation doubles with the rest, to [48, 128] x [50, 110] in device pixels.
    func testAScaledGroupAtTwiceTheScale() {
        let transform = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 4, y: -5))
        let group = Canvas.group(.transform(transform), [Canvas.fill(Rect(x: 10, y: 10, width: 20, height: 10))])
        let surface = Frames.render(Canvas.list([group], scale: 2))
        for y in 0..<200 {
            for x in 0..<200 {
                let expected = (48..<128).contains(x) && (50..<110).contains(y) ? RGB(255, 0, 0) : Canvas.white
                XCTAssertEqual(surface.rgb(x, y), expected, "(\(x), \(y))")
            }
        }
    }

    /// Turned 30 degrees about its centre, a 40 x 20 rectangle covers the pixels whose centres,
    /// turned back, fall inside it: red more than a pixel inside, white more than a pixel out.
    func testARotationByThirtyDegrees() {
        let frame = Rect(x: 30, y: 40, width: 40, height: 20), centre = Point(x: 50, y: 50), angle = Double.pi / 6
        let group = Canvas.group(.transform(Canvas.rotation(by: angle, about: centre)), [Canvas.fill(frame)])
        let surface = Frames.render(Canvas.list([group]))
        var inside = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let dx = Double(x) + 0.5 - centre.x, dy = Double(y) + 0.5 - centre.y
                let back = Point(x: centre.x + dx * cos(angle) + dy * sin(angle), y: centre.y - dx * sin(angle) + dy * cos(angle))
                let depth = min(back.x - frame.minX, frame.maxX - back.x, back.y - frame.minY, frame.maxY - back.y)
                if depth > 1 {
                    XCTAssertEqual(surface.rgb(x, y), RGB(255, 0, 0), "(\(x), \(y))")
                    inside += 1
                } else if depth < -1 {
                    XCTAssertEqual(surface.rgb(x, y), Canvas.white, "(\(x), \(y))")
                }
            }
        }
        XCTAssertGreaterThan(inside, 500)
    }

    /// A shadow and a label inside a transformed group go with it: the same picture as drawing
    /// the shadowed row moved there.
    func testWhatAGroupHoldsMovesWithIt() {
        let seed = Frames.seed(width: 300, height: 200, items: 3)
        let moved = DisplayList(size: seed.size, scale: 1, background: seed.background,
                                items: [Canvas.group(.transform(CGAffineTransform(translationX: 7, y: -12)), seed.items)])
        var shifted = seed
        shifted.items = seed.items.map { $0.offset(by: Point(x: 7, y: -12)) }
        let difference = Canvas.difference(Frames.render(moved), Frames.render(shifted))
        XCTAssertEqual(difference.worst, 0, "\(difference.count) pixels differ, the worst at \(difference.at)")
    }
}

extension DisplayItem {
    func offset(by delta: Point) -> DisplayItem {
        var item = self
        item.frame = frame.offsetBy(delta)
        if case .effect(let effect, let children) = content { item.content = .effect(effect, children.map { $0.offset(by: delta) }) }
        return item
    }
}
