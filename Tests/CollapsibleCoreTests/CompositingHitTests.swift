import XCTest
@testable import CollapsibleCore

/// What compositing does to taps: a content shape hit across the view and
/// nowhere past it, a zIndex hit first, a hidden view never, a view turned
/// in perspective where it is seen, a clipped or masked view where it is
/// cut away too, as SwiftUI hit-tests them.
final class CompositingHitTests: XCTestCase {
    final class Taps: @unchecked Sendable {
        var count = 0
    }

    private func tap(_ live: inout LiveView, at point: Point) {
        live.pointerPressed(at: point, time: 0)
        live.pointerReleased(at: point, time: 0.05)
    }

    /// A row of a short text and a spacer, 300 wide: the spacer draws
    /// nothing and takes no tap until a content shape covers the row.
    func testAContentShapeTakesTapsWhereTheViewDrawsNothing() {
        for shaped in [false, true] {
            let taps = Taps()
            let row = HStack { Text("A"); Spacer() }
            var live = shaped
                ? LiveView(row.contentShape(Rectangle()).onTapGesture { taps.count += 1 }, size: Size(width: 300, height: 50))
                : LiveView(row.onTapGesture { taps.count += 1 }, size: Size(width: 300, height: 50))
            tap(&live, at: Point(x: 250, y: 25))
            XCTAssertEqual(taps.count, shaped ? 1 : 0, shaped ? "with a content shape" : "without")
        }
    }

    func testAHigherZIndexTakesTheTap() {
        let front = Taps(), back = Taps()
        var live = LiveView(ZStack {
            Color.red.onTapGesture { front.count += 1 }.zIndex(1)
            Color.blue.onTapGesture { back.count += 1 }
        }, size: Size(width: 100, height: 100))
        tap(&live, at: Point(x: 50, y: 50))
        XCTAssertEqual([front.count, back.count], [1, 0])
    }

    func testAHiddenViewTakesNoTap() {
        let taps = Taps()
        var live = LiveView(Color.red.onTapGesture { taps.count += 1 }.hidden(), size: Size(width: 100, height: 100))
        tap(&live, at: Point(x: 50, y: 50))
        XCTAssertEqual(taps.count, 0)
    }

    /// The square of `CompositingPictureTests`' turn: hit at its left edge,
    /// drawn nearer and taller, and not past its right edge.
    func testAViewTurnedInPerspectiveIsHitWhereItIsSeen() {
        let taps = Taps()
        var live = LiveView(Color.red.frame(width: 100, height: 100).onTapGesture { taps.count += 1 }
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), size: Size(width: 200, height: 200))
        tap(&live, at: Point(x: 58, y: 20))
        XCTAssertEqual(taps.count, 1, "above the square's frame, where its near edge is drawn")
        tap(&live, at: Point(x: 125, y: 100))
        XCTAssertEqual(taps.count, 1, "inside its frame, past its far edge")
    }

    /// Ole Begemann's example of SwiftUI's, tested on iOS 16.1 and macOS
    /// 13: a 300-point square framed to 100 and clipped is drawn 100 across
    /// but hit across its 300, over the button above it, which takes no
    /// tap; a content shape on the 100-point frame gives the button its
    /// taps back. The square takes a tap in its middle either way.
    func testAClippedViewIsHitWhereItIsCutAwayUntilAContentShapeBoundsIt() throws {
        for shaped in [false, true] {
            let button = Taps(), square = Taps()
            let framed = Rectangle().fill(Color.orange).frame(width: 300, height: 300).frame(width: 100, height: 100)
            var live = LiveView(VStack {
                Button("You can't tap me!") { button.count += 1 }
                (shaped ? AnyView(framed.contentShape(Rectangle()).clipped()) : AnyView(framed.clipped()))
                    .onTapGesture { square.count += 1 }
            }, size: Size(width: 400, height: 400))
            let label = try XCTUnwrap(live.allElements.first { $0.label == "You can't tap me!" })
            tap(&live, at: Point(x: label.frame.midX, y: label.frame.midY))
            XCTAssertEqual([button.count, square.count], shaped ? [1, 0] : [0, 1], shaped ? "with a content shape" : "clipped alone")
            tap(&live, at: Point(x: 200, y: label.frame.maxY + 50))
            XCTAssertEqual(square.count, shaped ? 1 : 2, "the square's middle")
        }
    }

    /// A 100-point square masked by a circle over a clear half: drawn only
    /// in the circle, and hit across its whole frame, as SwiftUI's mask
    /// changes what is drawn and not what is hit, so the view behind takes
    /// no tap; a content shape of a circle across the square gives it back
    /// the taps at the square's corners.
    func testAMaskedViewIsHitWhereTheMaskHidesItUntilAContentShapeBoundsIt() {
        for shaped in [false, true] {
            let front = Taps(), back = Taps()
            let square = Color.red.frame(width: 100, height: 100)
            var live = LiveView(ZStack {
                Color.blue.onTapGesture { back.count += 1 }
                (shaped ? AnyView(square.contentShape(Circle())) : AnyView(square))
                    .onTapGesture { front.count += 1 }
                    .mask {
                        VStack(spacing: 0) {
                            Circle()
                            Color.clear
                        }
                    }
            }, size: Size(width: 100, height: 100))
            for point in [Point(x: 50, y: 25), Point(x: 5, y: 5), Point(x: 50, y: 75)] { tap(&live, at: point) }
            XCTAssertEqual([front.count, back.count], shaped ? [2, 1] : [3, 0],
                           "inside the mask's circle, at a corner and where the mask is clear, \(shaped ? "with" : "without") a content shape")
        }
    }

    /// The corner of `ClipTests`' continuous square: hit where it is drawn, not where a circle's would be.
    func testAContinuousCornerIsHitWhereItIsDrawn() {
        let square = Rect(x: 0, y: 0, width: 400, height: 400)
        XCTAssertTrue(ShapeKind.roundedRectangle(cornerRadius: 100, style: .circular).contains(Point(x: 80.5, y: 2.5), in: square))
        XCTAssertFalse(ShapeKind.roundedRectangle(cornerRadius: 100, style: .continuous).contains(Point(x: 80.5, y: 2.5), in: square))
        XCTAssertTrue(ShapeKind.roundedRectangle(cornerRadius: 100, style: .continuous).contains(Point(x: 90.5, y: 2.5), in: square))
    }
}
