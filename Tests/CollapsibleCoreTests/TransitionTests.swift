import XCTest
@testable import CollapsibleCore

/// Views inserted and removed in an animated change come and go by their
/// transitions, as SwiftUI shows them.
final class TransitionTests: XCTestCase {
    private struct Sliding: ViewModifier {
        var active: Bool
        func body(content: Content) -> some View {
            content.offset(x: active ? 50 : 0).opacity(active ? 0 : 1)
        }
    }

    private struct Showing: View {
        @State var visible = false
        let transition: AnyTransition?
        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { withAnimation(.linear(duration: 1)) { visible.toggle() } }
                if visible {
                    if let transition {
                        Rectangle().frame(width: 100, height: 100).transition(transition)
                    } else {
                        Rectangle().frame(width: 100, height: 100)
                    }
                }
            }
        }
    }

    /// The rectangle's opacity group and frame, as drawn now.
    private func rectangle(_ live: LiveView) -> (opacity: Double, frame: Rect)? {
        func find(_ items: [DisplayItem], opacity: Double) -> (Double, Rect)? {
            for item in items {
                switch item.content {
                case .effect(.opacity(let inner), let inside):
                    if let found = find(inside, opacity: opacity * inner) { return found }
                case .effect(_, let inside):
                    if let found = find(inside, opacity: opacity) { return found }
                case .shape(.rectangle, _):
                    return (opacity, item.frame)
                default:
                    break
                }
            }
            return nil
        }
        return find(live.displayList(scale: 1).items, opacity: 1)
    }

    func testAViewComesInFromItsTransitionsActiveStateAndGoesBackToIt() throws {
        let slide = AnyTransition.modifier(active: Sliding(active: true), identity: Sliding(active: false))
        var live = LiveView(Showing(transition: slide), size: Size(width: 200, height: 200))
        XCTAssertNil(rectangle(live))
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        let start = try XCTUnwrap(rectangle(live))
        XCTAssertEqual(start.opacity, 0, accuracy: 1e-9, "it starts at the active state")
        live.advance(to: 0.5)
        let halfway = try XCTUnwrap(rectangle(live))
        XCTAssertEqual(halfway.opacity, 0.5, accuracy: 1e-4)
        let rest = start.frame.minX - 50
        XCTAssertEqual(halfway.frame.minX, rest + 25, accuracy: 1e-3)
        live.advance(to: 1)
        XCTAssertEqual(try XCTUnwrap(rectangle(live)).opacity, 1)
        XCTAssertEqual(try XCTUnwrap(rectangle(live)).frame.minX, rest)

        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 2)
        XCTAssertEqual(try XCTUnwrap(rectangle(live)).opacity, 1, "it stays while it goes")
        live.advance(to: 2.5)
        XCTAssertEqual(try XCTUnwrap(rectangle(live)).opacity, 0.5, accuracy: 1e-4)
        XCTAssertEqual(try XCTUnwrap(rectangle(live)).frame.minX, rest + 25, accuracy: 1e-3)
        live.advance(to: 3)
        XCTAssertNil(rectangle(live), "gone once its transition is over")
        XCTAssertFalse(live.isAnimating)
    }

    func testAViewWithoutATransitionOfItsOwnFades() throws {
        var live = LiveView(Showing(transition: nil), size: Size(width: 200, height: 200))
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        XCTAssertEqual(try XCTUnwrap(rectangle(live)).opacity, 0, accuracy: 1e-9)
        live.advance(to: 0.25)
        XCTAssertEqual(try XCTUnwrap(rectangle(live)).opacity, 0.25, accuracy: 1e-4)
        live.advance(to: 1)
        XCTAssertEqual(try XCTUnwrap(rectangle(live)).opacity, 1)
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 2)
        live.advance(to: 2.75)
        XCTAssertEqual(try XCTUnwrap(rectangle(live)).opacity, 0.25, accuracy: 1e-4)
        live.advance(to: 3)
        XCTAssertNil(rectangle(live))
    }

    func testWithoutAnimationAViewComesAndGoesAtOnce() throws {
        var live = LiveView(Showing(transition: nil), size: Size(width: 200, height: 200))
        XCTAssertTrue(live.pressFrontmostTapTarget(animated: false))
        XCTAssertEqual(try XCTUnwrap(rectangle(live)).opacity, 1)
        XCTAssertTrue(live.pressFrontmostTapTarget(animated: false))
        XCTAssertNil(rectangle(live))
    }
}
