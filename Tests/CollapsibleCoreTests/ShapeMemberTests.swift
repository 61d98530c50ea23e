import XCTest
@testable import CollapsibleCore

/// The shapes added since iOS 15, the shapes by name where a shape is asked
/// for, a shape filled behind a view, and `Path`'s arcs and joins.
final class ShapeMemberTests: XCTestCase {
    private let size = Size(width: 100, height: 100)

    private func items<V: View>(_ view: V) -> [DisplayItem] { LiveView(view, size: size).displayList(scale: 1).items }

    private func path<V: View>(_ view: V) -> Path? {
        guard case .shape(.path(let path), _)? = items(view).first?.content else { return nil }
        return path
    }

    func testAnEllipseFillsItsFrameAndInsetsItself() throws {
        let ellipse = try XCTUnwrap(path(Ellipse().frame(width: 80, height: 40)))
        XCTAssertEqual(ellipse.boundingRect, CGRect(x: 0, y: 0, width: 80, height: 40))
        XCTAssertTrue(ellipse.contains(CGPoint(x: 75, y: 20)))
        XCTAssertFalse(ellipse.contains(CGPoint(x: 5, y: 5)), "outside the curve, in the corner")
        let inset = try XCTUnwrap(path(Ellipse().inset(by: 10).frame(width: 80, height: 40)))
        XCTAssertEqual(inset.boundingRect, CGRect(x: 10, y: 10, width: 60, height: 20))
    }

    func testAnUnevenRoundedRectangleRoundsEachCornerByItsOwnRadiusUpToHalfTheSide() throws {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 80)
        let outline = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 60))
        XCTAssertEqual(outline.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 60))
        XCTAssertFalse(outline.contains(CGPoint(x: 2, y: 2)), "the top leading corner is cut")
        XCTAssertTrue(outline.contains(CGPoint(x: 98, y: 2)), "the top trailing is square")
        XCTAssertTrue(outline.contains(CGPoint(x: 2, y: 58)), "and the bottom leading")
        // 80 is more than half of 60: a radius of 30, whose circle passes 30 * (1 - 1 / √2) in from the corner.
        XCTAssertFalse(outline.contains(CGPoint(x: 100 - 8, y: 60 - 8)))
        XCTAssertTrue(outline.contains(CGPoint(x: 100 - 10, y: 60 - 10)))
        let named: UnevenRoundedRectangle = .rect(cornerRadii: RectangleCornerRadii(topLeading: 20, bottomTrailing: 80))
        XCTAssertEqual(named.path(in: CGRect(x: 0, y: 0, width: 100, height: 60)), outline)
    }

    /// A square with a square hole, wound the same way twice: the hole is
    /// inside by the nonzero rule, outside by the even-odd one.
    private struct HoledSquare: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.addRect(rect)
                path.addRect(CGRect(x: rect.minX + 20, y: rect.minY + 15, width: rect.width - 40, height: rect.height - 30))
            }
        }
    }

    /// `clipShape(_:style:)` with `eoFill` clips the hole out of what is
    /// drawn: the display list says so to the painter. Taps are SwiftUI's:
    /// the clip leaves them, and a content shape with `eoFill` leaves the
    /// hole out of them.
    func testAnEvenOddClipLeavesTheHoleOutToTheEyeAndAContentShapeToATap() {
        struct Holed: View {
            var eoFill: Bool
            var shaped: Bool
            @State private var taps = 0
            var body: some View {
                let clipped = Color.red.frame(width: 80, height: 60).clipShape(HoledSquare(), style: FillStyle(eoFill: eoFill))
                return Group {
                    if shaped { clipped.contentShape(HoledSquare(), eoFill: eoFill) } else { clipped }
                }
                .onTapGesture { taps += 1 }
            }
        }
        for eoFill in [false, true] {
            for shaped in [false, true] {
                var live = LiveView(Holed(eoFill: eoFill, shaped: shaped), size: size)
                let clip = live.displayList(scale: 1).items.lazy.compactMap { item -> (Rect, FillStyle)? in
                    guard case .effect(.clip(_, let frame, let style), _) = item.content else { return nil }
                    return (frame, style)
                }.first
                guard let (frame, style) = clip else { return XCTFail("a clip") }
                XCTAssertEqual(frame, Rect(x: 10, y: 20, width: 80, height: 60))
                XCTAssertEqual(style, FillStyle(eoFill: eoFill))
                // The hole is (30, 35) to (70, 65) in the window.
                for (point, hits) in [(Point(x: 50, y: 50), !(eoFill && shaped)), (Point(x: 15, y: 50), true), (Point(x: 5, y: 50), false)] {
                    live.pointerPressed(at: point, time: 0)
                    XCTAssertEqual(live.pointerReleased(at: point, time: 0.05), hits, "eoFill \(eoFill), content shape \(shaped), at \(point)")
                }
            }
        }
    }

    /// An inset rounded rectangle keeps its corners concentric, as SwiftUI's:
    /// the radius shrinks by the inset, down to none.
    func testAnInsetRoundedRectangleHasConcentricCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 80)
        XCTAssertEqual(RoundedRectangle(cornerRadius: 20).inset(by: 10).path(in: rect),
                       RoundedRectangle(cornerRadius: 10).path(in: CGRect(x: 10, y: 10, width: 80, height: 60)))
        XCTAssertEqual(RoundedRectangle(cornerRadius: 20).inset(by: 30).path(in: rect),
                       RoundedRectangle(cornerRadius: 0).path(in: CGRect(x: 30, y: 30, width: 40, height: 20)))
    }

    /// A `ContainerRelativeShape` 10 points inside a container of rounded
    /// corners of 20 takes the container's shape inset by 10: corners of 10
    /// about the same centres; with no container shape, a rectangle.
    func testAContainerRelativeShapeIsTheContainersShapeInsetToItsFrame() throws {
        let inset = try XCTUnwrap(path(ContainerRelativeShape().fill(.red).padding(10)
            .frame(width: 100, height: 80).containerShape(RoundedRectangle(cornerRadius: 20))))
        XCTAssertEqual(inset.boundingRect, CGRect(x: 0, y: 0, width: 80, height: 60))
        XCTAssertFalse(inset.contains(CGPoint(x: 2, y: 2)), "the corner is cut")
        XCTAssertTrue(inset.contains(CGPoint(x: 4, y: 4)), "by a radius of 10, not 20")
        XCTAssertTrue(inset.contains(CGPoint(x: 40, y: 1)))
        guard case .shape(.rectangle, _)? = items(ContainerRelativeShape().fill(.red).padding(10)).first?.content else {
            return XCTFail("a rectangle with no container shape")
        }
    }

    func testTheShapesByNameClipAndFillBehind() {
        guard case .effect(.clip(.roundedRectangle(cornerRadius: 8, style: .continuous), _, _), _)? = items(Color.red.clipShape(.rect(cornerRadius: 8))).first?.content else {
            return XCTFail("a clip to the rounded rectangle")
        }
        guard case .effect(.clip(.circle, _, _), _)? = items(Color.red.clipShape(.circle)).first?.content else { return XCTFail("a circle") }
        let behind = items(Text("a").frame(width: 40, height: 20).background(.quaternary, in: .capsule))
        XCTAssertEqual(behind.first?.content, .shape(.capsule, .fill(.color(Color(.quaternaryLabel).resolved(in: .light)), FillStyle())),
                       "the capsule first, in the quaternary level")
        XCTAssertEqual(behind.first?.frame, Rect(x: 30, y: 40, width: 40, height: 20), "the view's size")
        let over = items(Text("a").frame(width: 40, height: 20).overlay(.red.opacity(0.5), in: .rect(cornerRadius: 4)))
        XCTAssertEqual(over.last?.content, .shape(.roundedRectangle(cornerRadius: 4, style: .continuous),
                                                  .fill(.color(Color.red.opacity(0.5).resolved(in: .light)), FillStyle())), "over the text")
        let styled = items(Text("a").frame(width: 40, height: 20).background(.tint))
        XCTAssertEqual(styled.first?.content, .shape(.rectangle, .fill(.color(Color.accentColor.resolved(in: .light)), FillStyle())))
    }

    func testAnyShapeDrawsTheShapeItHolds() throws {
        let shapes = [AnyShape(Rectangle()), AnyShape(Ellipse())]
        let drawn = try XCTUnwrap(path(shapes[1].frame(width: 20, height: 10)))
        XCTAssertEqual(drawn, Ellipse().path(in: CGRect(x: 0, y: 0, width: 20, height: 10)))
        XCTAssertEqual(try XCTUnwrap(path(shapes[0].frame(width: 20, height: 10))), Path(CGRect(x: 0, y: 0, width: 20, height: 10)))
    }

    func testAnArcBetweenTwoTangentsTouchesBothLines() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
        path.addLine(to: CGPoint(x: 10, y: 10))
        guard case .line(let start) = path.elements[1] else { return XCTFail("a line to the arc") }
        XCTAssertEqual(start.x, 5, accuracy: 1e-9, "the arc starts 5 before the corner")
        guard case .curve(let end, _, _)? = path.elements.last(where: { if case .curve = $0 { true } else { false } }) else {
            return XCTFail("an arc")
        }
        XCTAssertEqual(end.x, 10, accuracy: 1e-9)
        XCTAssertEqual(end.y, 5, accuracy: 1e-9, "and ends 5 after it")
        XCTAssertEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    func testARelativeArcAndAPathAddedMoved() {
        var arc = Path()
        arc.addRelativeArc(center: CGPoint(x: 0, y: 0), radius: 10, startAngle: .zero, delta: .degrees(90))
        XCTAssertEqual(arc.currentPoint.map { ($0.x * 1e9).rounded() / 1e9 }, 0)
        XCTAssertEqual(arc.currentPoint?.y ?? 0, 10, accuracy: 1e-9, "a quarter clockwise on the screen: down")
        var both = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        both.addPath(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), transform: CGAffineTransform(translationX: 20, y: 0))
        XCTAssertEqual(both.boundingRect, CGRect(x: 0, y: 0, width: 30, height: 10))
    }
}
