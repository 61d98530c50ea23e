import XCTest
@testable import CollapsibleCore

/// SwiftUI's transitions since iOS 13 to 17 at fixed progress: scale,
/// move, slide, push, blur-replace, one's own `Transition`, a transition's
/// own animation, and `.id` that makes a view another.
final class TransitionKindsTests: XCTestCase {
    private struct Showing: View {
        @State var visible = false
        let transition: AnyTransition
        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { withAnimation(.linear(duration: 1)) { visible.toggle() } }
                if visible {
                    Rectangle().frame(width: 100, height: 100).transition(transition)
                }
            }
        }
    }

    private struct Drawn {
        var opacity = 1.0
        var blur = 0.0
        var frame: Rect
    }

    /// Each rectangle as drawn now: its frame through the transforms around
    /// it, its opacity and blur.
    private func rectangles(_ live: LiveView) -> [Drawn] {
        var found: [Drawn] = []
        func walk(_ items: [DisplayItem], opacity: Double, blur: Double, transform: CGAffineTransform) {
            for item in items {
                switch item.content {
                case .effect(.opacity(let inner), let inside): walk(inside, opacity: opacity * inner, blur: blur, transform: transform)
                case .effect(.blur(let radius, _), let inside): walk(inside, opacity: opacity, blur: blur + radius, transform: transform)
                case .effect(.transform(let inner), let inside): walk(inside, opacity: opacity, blur: blur, transform: inner.concatenating(transform))
                case .effect(_, let inside): walk(inside, opacity: opacity, blur: blur, transform: transform)
                case .shape(.rectangle, .fill):
                    found.append(Drawn(opacity: opacity, blur: blur, frame: item.frame.applying(transform)))
                default: break
                }
            }
        }
        walk(live.displayList(scale: 1).items, opacity: 1, blur: 0, transform: .identity)
        return found
    }

    /// The rectangle half way in, and half way out, with its frame at rest.
    private func halfWay(_ transition: AnyTransition) throws -> (coming: Drawn, going: Drawn, rest: Rect) {
        var live = LiveView(Showing(transition: transition), size: Size(width: 200, height: 200))
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        live.advance(to: 0.5)
        let coming = try XCTUnwrap(rectangles(live).first)
        live.advance(to: 1)
        let rest = try XCTUnwrap(rectangles(live).first).frame
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 2)
        live.advance(to: 2.5)
        let going = try XCTUnwrap(rectangles(live).first)
        live.advance(to: 3)
        XCTAssertEqual(rectangles(live).count, 0)
        return (coming, going, rest)
    }

    func testScaleGrowsFromNothingAboutTheCentre() throws {
        let (coming, going, rest) = try halfWay(.scale)
        XCTAssertEqual(coming.frame, Rect(x: rest.x + 25, y: rest.y + 25, width: 50, height: 50))
        XCTAssertEqual(going.frame, coming.frame)
        let corner = try halfWay(.scale(scale: 0.5, anchor: .topLeading))
        XCTAssertEqual(corner.coming.frame, Rect(x: corner.rest.x, y: corner.rest.y, width: 75, height: 75))
    }

    func testMoveComesFromAnEdgeByTheViewsOwnSize() throws {
        let (coming, going, rest) = try halfWay(.move(edge: .leading))
        XCTAssertEqual(coming.frame.minX, rest.minX - 50, accuracy: 1e-9)
        XCTAssertEqual(going.frame.minX, rest.minX - 50, accuracy: 1e-9)
        let bottom = try halfWay(.move(edge: .bottom))
        XCTAssertEqual(bottom.coming.frame.minY, bottom.rest.minY + 50, accuracy: 1e-9)
    }

    func testSlideComesFromTheLeadingEdgeAndGoesToTheTrailingOne() throws {
        let (coming, going, rest) = try halfWay(.slide)
        XCTAssertEqual(coming.frame.minX, rest.minX - 50, accuracy: 1e-9)
        XCTAssertEqual(going.frame.minX, rest.minX + 50, accuracy: 1e-9)
    }

    func testPushComesFromAnEdgeFadingAndGoesToTheOtherOne() throws {
        let (coming, going, rest) = try halfWay(.push(from: .top))
        XCTAssertEqual(coming.frame.minY, rest.minY - 50, accuracy: 1e-9)
        XCTAssertEqual(coming.opacity, 0.5, accuracy: 1e-4)
        XCTAssertEqual(going.frame.minY, rest.minY + 50, accuracy: 1e-9)
        XCTAssertEqual(going.opacity, 0.5, accuracy: 1e-4)
    }

    /// Half way: half faded, half of a blur of 7, and 0.95 of its size.
    func testBlurReplace() throws {
        let (coming, going, rest) = try halfWay(AnyTransition(.blurReplace))
        XCTAssertEqual(coming.opacity, 0.5, accuracy: 1e-4)
        XCTAssertEqual(coming.blur, 3.5, accuracy: 1e-4)
        XCTAssertEqual(coming.frame.width, 95, accuracy: 1e-3)
        XCTAssertEqual(coming.frame.midX, rest.midX, accuracy: 1e-9)
        XCTAssertEqual(going.frame.width, 95, accuracy: 1e-3)
        let upUp = try halfWay(AnyTransition(.blurReplace(.upUp)))
        XCTAssertEqual(upUp.going.frame.width, 105, accuracy: 1e-3)
    }

    /// One's own transition, by phase: from above as it comes, below as it goes.
    private struct Dropping: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.offset(y: phase.value * 40).opacity(phase.isIdentity ? 1 : 0)
        }
    }

    func testATransitionOfOnesOwnByPhase() throws {
        let (coming, going, rest) = try halfWay(AnyTransition(Dropping()))
        XCTAssertEqual(coming.frame.minY, rest.minY - 20, accuracy: 1e-9)
        XCTAssertEqual(going.frame.minY, rest.minY + 20, accuracy: 1e-9)
        XCTAssertEqual(going.opacity, 0.5, accuracy: 1e-4)
    }

    /// Half of its own two seconds when the change's one second is half over.
    func testATransitionsOwnAnimation() throws {
        var live = LiveView(Showing(transition: .opacity.animation(.linear(duration: 2))), size: Size(width: 200, height: 200))
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        live.advance(to: 1)
        XCTAssertEqual(try XCTUnwrap(rectangles(live).first).opacity, 0.5, accuracy: 1e-4)
        live.advance(to: 2)
        XCTAssertEqual(try XCTUnwrap(rectangles(live).first).opacity, 1)
    }

    private struct Counting: View {
        @State var count = 0
        var body: some View {
            Rectangle().frame(width: 100, height: 100)
                .transition(.opacity)
                .id(count)
                .onTapGesture { withAnimation(.linear(duration: 1)) { count += 1 } }
        }
    }

    private struct Pushing: View {
        @State var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 10, height: 10)
                Rectangle().frame(width: 100, height: 100)
                    .id(count)
                    .transition(.push(from: .bottom))
                Color.green.frame(width: 10, height: 10)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { count += 1 } }
            }
        }
    }

    /// The new view comes up from below its place as the old one goes up
    /// from it, each half faded half way, in a stack that keeps its size.
    func testANewIdPushesTheOldOneOut() throws {
        var live = LiveView(Pushing(), size: Size(width: 200, height: 200))
        func pushed() -> [Drawn] { rectangles(live).filter { $0.frame.width == 100 } }
        XCTAssertEqual(pushed().map(\.frame.minY), [50])
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        live.advance(to: 0.5)
        XCTAssertEqual(pushed().map(\.frame.minY).sorted(), [0, 100])
        XCTAssertEqual(pushed().map(\.opacity), [0.5, 0.5])
    }

    /// The transition written around the id, as programs often write it.
    private struct Sliding: View {
        @State var count = 0
        var body: some View {
            Rectangle().frame(width: 100, height: 100)
                .id(count)
                .transition(.move(edge: .leading))
                .onTapGesture { withAnimation(.linear(duration: 1)) { count += 1 } }
        }
    }

    func testATransitionAroundAnIdIsTheTransitionOfEachId() throws {
        var live = LiveView(Sliding(), size: Size(width: 200, height: 200))
        let rest = try XCTUnwrap(rectangles(live).first).frame
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        live.advance(to: 0.5)
        XCTAssertEqual(rectangles(live).map(\.frame.minX).sorted(), [rest.minX - 50, rest.minX - 50],
                       "the old one goes to the leading edge as the new one comes from it")
    }

    /// Another id is another view: the old one fades out as the new one fades in.
    func testAnotherIdReplacesTheViewWithItsTransition() throws {
        var live = LiveView(Counting(), size: Size(width: 200, height: 200))
        XCTAssertEqual(rectangles(live).count, 1)
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        live.advance(to: 0.5)
        let both = rectangles(live)
        XCTAssertEqual(both.count, 2)
        XCTAssertEqual(both.map(\.opacity).reduce(0, +), 1, accuracy: 1e-4)
        XCTAssertEqual(both[0].opacity, 0.5, accuracy: 1e-4)
        live.advance(to: 1)
        XCTAssertEqual(rectangles(live).count, 1)
        XCTAssertFalse(live.isAnimating)
        // Without animation the new view is there at once.
        XCTAssertTrue(live.pressFrontmostTapTarget(animated: false))
        XCTAssertEqual(rectangles(live).count, 1)
    }
}
