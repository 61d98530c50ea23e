import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// A material blurs what lies behind it within its outline and lays its
/// tint over that: over red beside blue, the pixels by the seam are their
/// Gaussian mix, tinted.
final class MaterialTests: XCTestCase {
    private let tint = CollapsibleCore.Color(red: 1, green: 1, blue: 1, opacity: 0.65)

    private func render(_ kind: ShapeKind, scale: Double = 1) -> ImageSurface {
        let red = Canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), CollapsibleCore.Color(red: 1, green: 0, blue: 0), id: 1)
        let blue = Canvas.fill(Rect(x: 100, y: 0, width: 100, height: 100), CollapsibleCore.Color(red: 0, green: 0, blue: 1), id: 2)
        let glass = DisplayItem(id: .root.child(3), frame: Rect(x: 0, y: 0, width: 200, height: 100),
                                content: .shape(kind, .fill(.material(blurRadius: 15, tint: tint), FillStyle())))
        return Frames.render(Canvas.list([red, blue, glass], width: 200, scale: scale))
    }

    /// `behind` (0...1 of red, the rest blue) blurred, under the tint.
    private func expected(red share: Double) -> RGB {
        RGB(Int((255 * share * 0.35 + 255 * 0.65).rounded()), Int((255 * 0.65).rounded()), Int((255 * (1 - share) * 0.35 + 255 * 0.65).rounded()))
    }

    func testTheSeamBehindIsBlurredAndTinted() {
        let surface = render(.rectangle)
        XCTAssertLessThanOrEqual(surface.rgb(10, 50).distance(to: expected(red: 1)), 2, "far from the seam, red under the tint: \(surface.rgb(10, 50))")
        XCTAssertLessThanOrEqual(surface.rgb(190, 50).distance(to: expected(red: 0)), 2, "blue: \(surface.rgb(190, 50))")
        for x in [85, 95, 99, 100, 104, 115] {
            let share = 1 - phi((Double(x) + 0.5 - 100) / 15)
            XCTAssertLessThanOrEqual(surface.rgb(x, 50).distance(to: expected(red: share)), 3, "x \(x): \(surface.rgb(x, 50)), not \(expected(red: share))")
        }
    }

    /// Inside a group drawn on a surface of its own, an opacity's, it reads what the group drew
    /// behind it, at the same places.
    func testInsideAGroupTheSameBlur() {
        let red = Canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), CollapsibleCore.Color(red: 1, green: 0, blue: 0), id: 1)
        let blue = Canvas.fill(Rect(x: 100, y: 0, width: 100, height: 100), CollapsibleCore.Color(red: 0, green: 0, blue: 1), id: 2)
        let glass = DisplayItem(id: .root.child(3), frame: Rect(x: 20, y: 10, width: 160, height: 80),
                                content: .shape(.rectangle, .fill(.material(blurRadius: 15, tint: tint), FillStyle())))
        let plain = Frames.render(Canvas.list([red, blue, glass], width: 200))
        let grouped = Frames.render(Canvas.list([Canvas.group(.opacity(1), [red, blue, glass], frame: Rect(x: 0, y: 0, width: 200, height: 100))],
                                                width: 200))
        let difference = Canvas.difference(plain, grouped)
        XCTAssertLessThanOrEqual(difference.worst, 1, "\(difference.count) pixels differ, at \(difference.at)")
    }

    /// A square of glass 60 wide over the seam, turned an eighth about its centre, (100, 50), in
    /// a group: what lies behind it on the screen is blurred as for glass that is not turned,
    /// across the seam's columns; out of the diamond's reach, (|dx| + |dy| > 42.4), red as it is.
    func testTurnedInAGroupItBlursWhatLiesBehindOnTheScreen() {
        let red = Canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), CollapsibleCore.Color(red: 1, green: 0, blue: 0), id: 1)
        let blue = Canvas.fill(Rect(x: 100, y: 0, width: 100, height: 100), CollapsibleCore.Color(red: 0, green: 0, blue: 1), id: 2)
        let glass = DisplayItem(id: .root.child(3), frame: Rect(x: 70, y: 20, width: 60, height: 60),
                                content: .shape(.rectangle, .fill(.material(blurRadius: 15, tint: tint), FillStyle())))
        let turned = Canvas.group(.transform(Canvas.rotation(by: .pi / 4, about: Point(x: 100, y: 50))), [glass],
                                  frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let surface = Frames.render(Canvas.list([red, blue, turned], width: 200))
        for (x, y) in [(90, 50), (95, 50), (100, 50), (104, 50), (110, 50), (100, 20), (100, 80)] {
            let share = 1 - phi((Double(x) + 0.5 - 100) / 15)
            XCTAssertLessThanOrEqual(surface.rgb(x, y).distance(to: expected(red: share)), 3,
                                     "(\(x), \(y)): \(surface.rgb(x, y)), not \(expected(red: share))")
        }
        XCTAssertEqual(surface.rgb(65, 20), RGB(255, 0, 0), "beyond the diamond")
    }

    /// A material that strokes its shape is the material along the line alone: the blur and
    /// the tint lie in the stroke, and what it encloses stays as it is.
    func testStrokedAlongItsLineAlone() {
        let red = Canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), CollapsibleCore.Color(red: 1, green: 0, blue: 0), id: 1)
        let blue = Canvas.fill(Rect(x: 100, y: 0, width: 100, height: 100), CollapsibleCore.Color(red: 0, green: 0, blue: 1), id: 2)
        let line = StrokeStyle(lineWidth: 10)
        let glass = DisplayItem(id: .root.child(3), frame: Rect(x: 10, y: 10, width: 180, height: 80),
                                content: .shape(.rectangle, .stroke(.material(blurRadius: 15, tint: tint), line)))
        let surface = Frames.render(Canvas.list([red, blue, glass], width: 200))
        XCTAssertEqual(surface.rgb(95, 50), RGB(255, 0, 0), "inside, by the seam, the red as it is")
        XCTAssertLessThanOrEqual(surface.rgb(10, 50).distance(to: expected(red: 1)), 2, "on the left line: \(surface.rgb(10, 50))")
        let share = 1 - phi(0.5 / 15)
        XCTAssertLessThanOrEqual(surface.rgb(100, 10).distance(to: expected(red: share)), 3,
                                 "on the top line over the seam: \(surface.rgb(100, 10)), not \(expected(red: share))")
    }

    /// One painter painting frame after frame, as a window does: glass over pixels that changed
    /// is blurred from them, and glass under a change of what lies over it is as in a frame
    /// painted alone.
    func testFrameAfterFrameAsEachAlone() {
        func list(left: CollapsibleCore.Color, over: Bool) -> DisplayList {
            let left = Canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), left, id: 1)
            let blue = Canvas.fill(Rect(x: 100, y: 0, width: 100, height: 100), CollapsibleCore.Color(red: 0, green: 0, blue: 1), id: 2)
            let glass = DisplayItem(id: .root.child(3), frame: Rect(x: 20, y: 10, width: 160, height: 80),
                                    content: .shape(.rectangle, .fill(.material(blurRadius: 15, tint: tint), FillStyle())))
            let mark = Canvas.fill(Rect(x: 90, y: 40, width: 20, height: 20), CollapsibleCore.Color(red: 0, green: 0.5, blue: 0), id: 4)
            return Canvas.list([left, blue, glass] + (over ? [mark] : []), width: 200)
        }
        let red = CollapsibleCore.Color(red: 1, green: 0, blue: 0), yellow = CollapsibleCore.Color(red: 1, green: 1, blue: 0)
        let frames = [list(left: red, over: false), list(left: red, over: true), list(left: yellow, over: true),
                      list(left: yellow, over: true), list(left: red, over: false)]
        let painter = Painter()
        let surface = try! ImageSurface(width: 200, height: 100)
        for (index, frame) in frames.enumerated() {
            try! painter.drawFull(frame, on: surface)
            let difference = Canvas.difference(surface, Frames.render(frame))
            XCTAssertEqual(difference.worst, 0, "frame \(index): \(difference.count) pixels differ, at \(difference.at)")
        }
    }

    func testOnlyInsideItsOutline() {
        let surface = render(.capsule)
        XCTAssertEqual(surface.rgb(1, 1), RGB(255, 0, 0), "outside the capsule's end, the red as it is")
        XCTAssertLessThanOrEqual(surface.rgb(50, 50).distance(to: expected(red: 1)), 2)
    }

    func testAtScaleTwoTheBlurIsInPoints() {
        let surface = render(.rectangle, scale: 2)
        let share = 1 - phi((190.5 - 200) / 30)
        XCTAssertLessThanOrEqual(surface.rgb(190, 100).distance(to: expected(red: share)), 3, "\(surface.rgb(190, 100))")
    }
}
