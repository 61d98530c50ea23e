import XCTest
@testable import CollapsibleCore

/// `.transaction { }` changes the transaction of what changes inside it,
/// as SwiftUI's modifier does; `.transaction(value:)` only while its value changes.
final class TransactionModifierTests: XCTestCase {
    private struct Moving: View {
        let transform: (inout Transaction) -> Void
        @State var right = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                    .offset(x: right ? 40 : 0)
                    .transaction(transform)
                Color.blue.frame(width: 10, height: 10)
                    .offset(x: right ? 40 : 0)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { right.toggle() } }
            }
        }
    }

    /// The red square's and the blue one's left edges.
    private func edges(_ live: LiveView) -> [Double] { live.displayList(scale: 1).items.map(\.frame.minX) }

    func testATransactionModifierChangesTheAnimationInsideIt() {
        var live = LiveView(Moving { $0.animation = .linear(duration: 2) }, size: Size(width: 100, height: 100))
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        live.advance(to: 0.5)
        XCTAssertEqual(edges(live), [55, 65])
        live.advance(to: 1)
        XCTAssertEqual(edges(live), [65, 85])
    }

    func testATransactionModifierThatTakesTheAnimationAwayMovesAtOnce() {
        var live = LiveView(Moving { $0.animation = nil }, size: Size(width: 100, height: 100))
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        live.advance(to: 0.5)
        XCTAssertEqual(edges(live), [85, 65])
    }

    private struct Watching: View {
        @State var right = false
        @State var other = 0
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .offset(x: right ? 40 : 0)
                .transaction(value: right) { $0.animation = .linear(duration: 2) }
                .onTapGesture {
                    withAnimation(.linear(duration: 1)) { right.toggle() }
                }
        }
    }

    func testATransactionForAValueAppliesWhileTheValueChanges() {
        var live = LiveView(Watching(), size: Size(width: 100, height: 100))
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        live.advance(to: 1)
        XCTAssertEqual(edges(live), [65])
    }

    func testWithTransactionAtAKeyPath() {
        struct Jumping: View {
            @State var right = false
            var body: some View {
                Color.red.frame(width: 10, height: 10)
                    .offset(x: right ? 40 : 0)
                    .animation(.linear(duration: 1), value: right)
                    .onTapGesture { withTransaction(\.disablesAnimations, true) { right.toggle() } }
            }
        }
        var live = LiveView(Jumping(), size: Size(width: 100, height: 100))
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        XCTAssertEqual(edges(live), [85], "a change that disables animations is not animated by the modifier")
    }

    private struct Scoped: View {
        @State var moved = false
        var body: some View {
            Color.red.frame(width: 10, height: 10)
                .opacity(moved ? 0.2 : 1)
                .animation(.linear(duration: 2)) { $0.offset(x: moved ? 40 : 0) }
                .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
        }
    }

    /// The modifiers in the body move over its two seconds; the view they
    /// modify fades over the change's one.
    func testAnAnimationForTheModifiersOfItsBodyAlone() throws {
        var live = LiveView(Scoped(), size: Size(width: 100, height: 100))
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        live.advance(to: 0.5)
        guard case .effect(.opacity(let opacity), let inside) = try XCTUnwrap(live.displayList(scale: 1).items.first).content else {
            return XCTFail("the square is drawn faded")
        }
        XCTAssertEqual(opacity, 0.6, accuracy: 1e-4)
        XCTAssertEqual(inside.first?.frame.minX, 55)
    }
}
