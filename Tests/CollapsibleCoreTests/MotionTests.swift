import XCTest
@testable import CollapsibleCore

/// Motion follows SwiftUI's transactions, at the leaves that draw.
final class MotionTests: XCTestCase {
    private let size = Size(width: 600, height: 300)
    private let expandedMinX = 32 + 2 * (568.0 - 16) / 3

    func testATapMovesEveryItemAlongTheCurveAndTheSpacingWithThem() {
        var live = LiveView(SeedContent(), size: size)
        let start = live.itemFrames
        live.toggle()
        live.advance(to: 0)
        XCTAssertEqual(live.itemFrames, start, "the first frame shows the start")
        var end = LiveView(SeedContent(), size: size)
        end.toggle(animated: false)
        live.advance(to: 0.35 * 0.25)
        let f = UnitCurve.easeInOut.value(at: 0.25)
        for (shown, (a, b)) in zip(live.itemFrames, zip(start, end.itemFrames)) {
            XCTAssertEqual(shown.minX, a.minX + (b.minX - a.minX) * f, accuracy: 1e-9)
            XCTAssertEqual(shown.width, a.width + (b.width - a.width) * f, accuracy: 1e-9)
        }
        // The label moves with its item: it is a leaf inside the same scope.
        let labels = live.shadowed.filter { if case .text = $0.content { true } else { false } }
        XCTAssertEqual(labels[1].frame.midX, live.itemFrames[1].midX, accuracy: 1e-9)
        live.advance(to: 0.35)
        XCTAssertFalse(live.isAnimating)
        XCTAssertEqual(live.itemFrames, end.itemFrames)
    }

    func testAChangeOutsideTheAnimationsScopeJumps() {
        struct Outside: View {
            @State var wide = false
            var body: some View {
                HStack(spacing: 0) {
                    Color.red.frame(width: wide ? 100 : 50).animation(.linear)
                    Color.blue.frame(width: wide ? 100 : 50)
                    Text("go").onTapGesture { wide.toggle() }
                }
            }
        }
        var live = LiveView(Outside(), size: Size(width: 400, height: 100))
        live.toggle()
        live.advance(to: 0)
        live.advance(to: 0.175)
        let items = live.displayList(scale: 1).items
        XCTAssertEqual(items[0].frame.width, 75, accuracy: 1e-9, "inside .animation: halfway")
        XCTAssertEqual(items[1].frame.width, 100, "outside: already there")
    }

    func testAnimationWithAValueAnimatesOnlyWhenTheValueChanges() {
        struct Watched: View {
            @State var wide = false
            @State var other = 0
            var body: some View {
                VStack {
                    Color.red.frame(width: wide ? 100 : 50, height: 10).animation(.linear, value: wide)
                    Text("wide").onTapGesture { wide.toggle() }
                    Text("other").onTapGesture { other += 1; wide.toggle() }
                }
            }
        }
        var live = LiveView(Watched(), size: Size(width: 400, height: 200))
        let buttons = live.accessibilityRoot.children.filter { $0.role == .button }
        live.press(buttons[0].id)
        live.advance(to: 0)
        live.advance(to: 0.175)
        XCTAssertEqual(live.displayList(scale: 1).items[0].frame.width, 75, accuracy: 1e-9)
        live.advance(to: 1)
        XCTAssertFalse(live.isAnimating)
    }

    func testAToggleMidMotionBlendsWithoutAJump() {
        var live = LiveView(SeedContent(), size: size)
        live.toggle()
        live.advance(to: 0)
        live.advance(to: 0.1)
        let before = live.itemFrames[2].minX
        live.toggle()
        live.advance(to: 0.1)
        XCTAssertEqual(live.itemFrames[2].minX, before, accuracy: 1e-9)
        live.advance(to: 0.45)
        XCTAssertEqual(live.itemFrames[2].minX, 36)
        XCTAssertFalse(live.isAnimating)
    }

    func testAResizeMidAnimationHeadsForTheNewSizesTargets() {
        var live = LiveView(SeedContent(), size: size)
        live.toggle()
        live.advance(to: 0)
        live.advance(to: 0.175)
        live.size = Size(width: 1000, height: 300)
        live.advance(to: 0.175)
        // The target is on the pixel grid, and the way to it passes between pixels.
        let expandedAt1000 = pixel(32 + 2 * (968.0 - 16) / 3)
        XCTAssertEqual(live.itemFrames[2].minX, (36 + expandedAt1000) / 2, accuracy: 1e-4)
        XCTAssertTrue(live.isAnimating)
        live.advance(to: 0.35)
        XCTAssertEqual(live.itemFrames[2].minX, expandedAt1000, accuracy: 1e-9)
        XCTAssertFalse(live.isAnimating)
        // At rest, a resize lays out at once.
        live.size = Size(width: 600, height: 300)
        XCTAssertEqual(live.itemFrames[2].minX, expandedMinX, accuracy: 1e-9)
    }

    func testASpringTakesOverPositionAndVelocity() {
        var live = LiveView(SeedContent(), size: size)
        live.animationReplacement = AnimationReplacement(.spring)
        live.toggle()
        live.advance(to: 0)
        live.advance(to: 0.2)
        let a = live.itemFrames[2].minX
        live.advance(to: 0.2005)
        let b = live.itemFrames[2].minX
        live.toggle()
        XCTAssertGreaterThan(live.restingTime, 0.5)
        live.advance(to: 0.2005)
        live.advance(to: 0.201)
        let c = live.itemFrames[2].minX
        // Still moving the same way at the same speed, within a millisecond.
        XCTAssertEqual((c - b) / 0.0005, (b - a) / 0.0005, accuracy: abs(b - a) / 0.0005 * 0.05)
        live.advance(to: 5)
        XCTAssertEqual(live.itemFrames[2].minX, 36)
        XCTAssertEqual(live.restingTime, 0)
    }

    func testWithAnimationsOffOrReplacedByNoneAChangeShowsItsEndAtTheNextFrame() {
        var off = LiveView(SeedContent(), size: size)
        off.animationsEnabled = false
        off.toggle()
        off.advance(to: 0)
        XCTAssertFalse(off.isAnimating)
        XCTAssertEqual(off.itemFrames[2].minX, expandedMinX, accuracy: 1e-9)
        var none = LiveView(SeedContent(), size: size)
        none.animationReplacement = AnimationReplacement(nil)
        none.toggle()
        XCTAssertFalse(none.isAnimating)
        var linear = LiveView(SeedContent(), size: size)
        linear.animationReplacement = AnimationReplacement(.linear.duration(1))
        linear.toggle()
        linear.advance(to: 0)
        linear.advance(to: 0.5)
        XCTAssertEqual(linear.itemFrames[2].minX, (36 + expandedMinX) / 2, accuracy: 1e-9)
        XCTAssertEqual(linear.restingTime, 1)
    }

    func testTheSchemeChangesMidAnimationWithoutDisturbingTheMotion() {
        var live = LiveView(SeedContent(), size: size)
        live.toggle()
        live.advance(to: 0)
        live.advance(to: 0.1)
        let before = live.itemFrames
        live.colorScheme = .dark
        XCTAssertEqual(live.itemFrames, before)
        XCTAssertTrue(live.isAnimating)
        guard case .shape(_, .fill(.color(let red), _)) = live.shadowed[0].content else { return XCTFail("no fill") }
        XCTAssertEqual(red, Color(255, 69, 58))
    }
}

/// A resize lays each view out from the tree that now holds it.
final class ResizeAfterChangeTests: XCTestCase {
    /// At 54 wide the last item is 2 wide at x 36 both collapsed and
    /// expanded, so a toggle does not move it; widened to 600 afterwards,
    /// it is where the expanded row puts it, not where the collapsed one did.
    func testALeafThatAToggleLeavesInPlaceFollowsTheNewStateOnAResize() {
        for animated in [false, true] {
            var live = LiveView(SeedContent(), size: Size(width: 54, height: 300))
            XCTAssertEqual(live.itemFrames.last?.minX, 36)
            XCTAssertEqual(live.itemFrames.last?.width, 2)
            live.toggle(animated: animated)
            live.advance(to: 0)
            live.advance(to: 1)
            XCTAssertEqual(live.itemFrames.last?.minX, 36, "expanded, it stays")
            XCTAssertEqual(live.itemFrames.last?.width, 2)
            live.size = Size(width: 600, height: 300)
            live.advance(to: 2)
            let w = (568.0 - 16) / 3
            XCTAssertEqual(edges(live.itemFrames), [16, 16 + w, 24 + w, 24 + 2 * w, 32 + 2 * w, 584], "animated: \(animated)")
        }
    }
}
