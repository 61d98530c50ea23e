import Glibc
import XCTest
@testable import CollapsibleCore

/// Shapes of one's own, trims, borders, and the effects that draw a view
/// turned, scaled, moved, clipped or blurred where layout leaves it.
final class ShapeAndEffectTests: XCTestCase {
    /// The book's line graph: a line through points across the frame.
    private struct Zigzag: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: 0, y: rect.height))
                p.addLine(to: CGPoint(x: rect.width / 2, y: 0))
                p.addLine(to: CGPoint(x: rect.width, y: rect.height))
            }
        }
    }

    private func item(_ live: LiveView) -> DisplayItem? { live.displayList(scale: 1).items.first }

    func testAShapeOfOnesOwnIsItsPathForItsFrame() throws {
        let live = LiveView(Zigzag().stroke(Color.red, lineWidth: 2).frame(width: 100, height: 50), size: Size(width: 100, height: 50))
        let drawn = try XCTUnwrap(item(live))
        XCTAssertEqual(drawn.frame, Rect(x: 0, y: 0, width: 100, height: 50))
        guard case .shape(.path(let path), .stroke(_, StrokeStyle(lineWidth: 2))) = drawn.content else { return XCTFail("\(drawn)") }
        XCTAssertEqual(path.elements, [.move(to: CGPoint(x: 0, y: 50)), .line(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 100, y: 50))])
    }

    private struct Drawing: View {
        @State var drawn = false
        var body: some View {
            Zigzag().trim(from: 0, to: drawn ? 1 : 0).stroke(Color.red)
                .frame(width: 100, height: 50)
                .onTapGesture { withAnimation(.linear(duration: 1)) { drawn.toggle() } }
        }
    }

    func testATrimMovesWithItsAnimation() throws {
        var live = LiveView(Drawing(), size: Size(width: 100, height: 50))
        live.pressFrontmostTapTarget()
        live.advance(to: 0)
        live.advance(to: 0.5)
        guard case .shape(.path(let half), _)? = item(live)?.content else { return XCTFail("a path") }
        // Half the length of two equal strokes ends at the top point.
        let end = try XCTUnwrap(half.currentPoint)
        XCTAssertEqual(end.x, 50, accuracy: 1e-6)
        XCTAssertEqual(end.y, 0, accuracy: 1e-6)
    }

    func testStrokeBorderKeepsTheLineInsideTheFrame() throws {
        let live = LiveView(Circle().strokeBorder(Color.red, lineWidth: 4).frame(width: 100, height: 100), size: Size(width: 100, height: 100))
        guard case .shape(.path(let ring), .stroke(_, StrokeStyle(lineWidth: 4)))? = item(live)?.content else { return XCTFail("a ring") }
        XCTAssertEqual(ring.boundingRect, CGRect(x: 2, y: 2, width: 96, height: 96))
    }

    private struct Turning: View {
        @State var turned = false
        var body: some View {
            Rectangle().frame(width: 40, height: 20)
                .rotationEffect(Angle(degrees: turned ? 90 : 0))
                .onTapGesture { withAnimation(.linear(duration: 1)) { turned.toggle() } }
        }
    }

    private func transform(_ live: LiveView) -> CGAffineTransform? {
        guard case .effect(.transform(let t), _)? = item(live)?.content else { return nil }
        return t
    }

    func testARotationTurnsTheViewAboutItsCentreAndMovesWithItsAnimation() throws {
        var live = LiveView(Turning(), size: Size(width: 100, height: 100))
        XCTAssertNil(transform(live), "no turn, no transform")
        live.pressFrontmostTapTarget()
        live.advance(to: 0)
        live.advance(to: 0.5)
        let half = try XCTUnwrap(transform(live))
        let corner = CGPoint(x: 30, y: 40).applying(half)
        // The top left corner turned 45 degrees about the centre (50, 50).
        let r = (20.0 * 20 + 10 * 10).squareRoot(), angle = atan2(-10.0, -20.0) + .pi / 4
        XCTAssertEqual(corner.x, 50 + r * cos(angle), accuracy: 1e-4)
        XCTAssertEqual(corner.y, 50 + r * sin(angle), accuracy: 1e-4)
        live.advance(to: 1)
        let end = CGPoint(x: 30, y: 40).applying(try XCTUnwrap(transform(live)))
        XCTAssertEqual(end.x, 60, accuracy: 1e-9)
        XCTAssertEqual(end.y, 30, accuracy: 1e-9)
    }

    /// The book's shake as a geometry effect.
    private struct Shake: GeometryEffect {
        var times: Double = 0
        var animatableData: Double {
            get { times }
            set { times = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: sin(times * .pi * 2) * 10, y: 0))
        }
    }

    private struct Shaking: View {
        @State var taps = 0
        var body: some View {
            Rectangle().frame(width: 20, height: 20)
                .onTapGesture { withAnimation(.linear(duration: 0.5)) { taps += 1 } }
                .modifier(Shake(times: Double(taps * 3)))
        }
    }

    func testAGeometryEffectMovesTheViewByItsTransformAtEveryFrame() throws {
        var live = LiveView(Shaking(), size: Size(width: 100, height: 100))
        live.pressFrontmostTapTarget()
        live.advance(to: 0)
        // A twelfth of 0.5 s is a quarter of the first of three shakes: 10 to the right.
        live.advance(to: 0.5 / 12)
        XCTAssertEqual(try XCTUnwrap(transform(live)).tx, 10, accuracy: 1e-3)
        live.advance(to: 0.5)
        XCTAssertNil(transform(live), "at rest where it began")
    }

    func testCornerRadiusClipsToARoundedRectangleInTheFrame() {
        let live = LiveView(Color.red.frame(width: 40, height: 20).cornerRadius(5), size: Size(width: 100, height: 100))
        guard case .effect(.clip(.roundedRectangle(cornerRadius: 5, style: .circular), frame: let frame, style: _), let inside)? = item(live)?.content else {
            return XCTFail("a clip")
        }
        XCTAssertEqual(frame, Rect(x: 30, y: 40, width: 40, height: 20))
        XCTAssertEqual(inside.count, 1)
    }

    func testBlurIsAGroupBlurredByItsRadius() {
        let live = LiveView(Color.red.frame(width: 40, height: 20).blur(radius: 3), size: Size(width: 100, height: 100))
        guard case .effect(.blur(radius: 3, dithers: false), _)? = item(live)?.content else { return XCTFail("a blur") }
    }

    /// Opaque, the blurred group is made opaque around it, each pixel divided by its alpha.
    func testAnOpaqueBlurIsMadeOpaqueAroundTheBlur() {
        let live = LiveView(Color.red.frame(width: 40, height: 20).blur(radius: 3, opaque: true), size: Size(width: 100, height: 100))
        guard case .effect(.colorMatrix(let matrix), let inside)? = item(live)?.content, matrix == .opaque,
              case .effect(.blur(radius: 3, dithers: false), _)? = inside.first?.content else { return XCTFail("an opaque blur") }
    }
}
