import Glibc
import XCTest
@testable import CollapsibleCore

/// Any `Animatable` data moves with a change's transaction, and the body
/// made from it is made again at every frame, as SwiftUI evaluates it.
final class AnimatableTests: XCTestCase {
    /// The book's bounce: up and down `times` times over the motion.
    private struct Bounce: AnimatableModifier {
        var times: Double = 0
        var amplitude: Double = 30
        var animatableData: Double {
            get { times }
            set { times = newValue }
        }

        func body(content: Content) -> some View {
            content.offset(y: -abs(sin(times * .pi)) * amplitude)
        }
    }

    private struct Bouncing: View {
        @State var taps = 0
        var body: some View {
            Color.red.frame(width: 50, height: 50)
                .onTapGesture { withAnimation(.linear(duration: 0.9)) { taps += 1 } }
                .modifier(Bounce(times: Double(taps * 3)))
        }
    }

    private func minY(_ live: LiveView) -> Double { live.displayList(scale: 1).items[0].frame.minY }

    func testAnAnimatableModifiersBodyIsMadeAtEveryFrameWithTheDataInBetween() {
        var live = LiveView(Bouncing(), size: Size(width: 200, height: 200))
        XCTAssertEqual(minY(live), 75)
        XCTAssertTrue(live.pressFrontmostTapTarget())
        XCTAssertTrue(live.isAnimating)
        live.advance(to: 10)
        XCTAssertEqual(minY(live), 75, accuracy: 1e-9, "the first frame shows the start")
        // A sixth of 0.9 s is half of the first of three bounces: the top.
        live.advance(to: 10.15)
        XCTAssertEqual(minY(live), 45, accuracy: 1e-6)
        live.advance(to: 10.3)
        XCTAssertEqual(minY(live), 75, accuracy: 1e-6, "back down after one bounce")
        // Each frame's offset is laid out again, and drawn on whole pixels.
        live.advance(to: 10.375)
        XCTAssertEqual(minY(live), pixel(75 - 30 * sin(0.25 * .pi)), accuracy: 1e-4)
        live.advance(to: 10.9)
        XCTAssertFalse(live.isAnimating)
        XCTAssertEqual(minY(live), 75, accuracy: 1e-9)
    }

    func testAChangeWithoutAnimationShowsTheBodyOfItsEndAtOnce() {
        var live = LiveView(Bouncing(), size: Size(width: 200, height: 200))
        XCTAssertTrue(live.pressFrontmostTapTarget(animated: false))
        XCTAssertFalse(live.isAnimating)
        XCTAssertEqual(minY(live), 75, accuracy: 1e-6, "three bounces end where they began")
    }

    private struct Fading: View {
        @State var faded = false
        var body: some View {
            Rectangle().opacity(faded ? 0 : 1).animation(.linear, value: faded)
                .onTapGesture { faded.toggle() }
        }
    }

    func testOpacityMovesWithItsAnimation() {
        var live = LiveView(Fading(), size: Size(width: 100, height: 100))
        live.pressFrontmostTapTarget()
        live.advance(to: 0)
        live.advance(to: 0.35 / 2)
        guard case .effect(.opacity(let opacity), _) = live.displayList(scale: 1).items[0].content else {
            return XCTFail("an opacity group, not \(live.displayList(scale: 1).items)")
        }
        XCTAssertEqual(opacity, 0.5, accuracy: 1e-9)
    }

    private struct Nudged: View {
        @State var right = false
        var body: some View {
            Color.red.frame(width: 10, height: 10).offset(x: right ? 40 : 0)
                .onTapGesture { withAnimation(.linear) { right.toggle() } }
        }
    }

    func testAnOffsetMovesTheViewNotItsPlaceAndAnimates() {
        var live = LiveView(Nudged(), size: Size(width: 100, height: 100))
        XCTAssertEqual(live.displayList(scale: 1).items[0].frame, Rect(x: 45, y: 45, width: 10, height: 10))
        live.pressFrontmostTapTarget()
        live.advance(to: 0)
        live.advance(to: 0.35 / 4)
        XCTAssertEqual(live.displayList(scale: 1).items[0].frame.minX, 55, accuracy: 1e-4)
        live.advance(to: 1)
        XCTAssertEqual(live.displayList(scale: 1).items[0].frame.minX, 85)
        XCTAssertEqual(live.minimumSize, Size(width: 10, height: 10), "layout does not see the offset")
    }

    private struct Switch: View {
        @Binding var isOn: Bool
        var body: some View { Text(isOn ? "on" : "off").onTapGesture { isOn.toggle() } }
    }

    private struct Owner: View {
        @State var on = false
        var body: some View {
            VStack {
                Switch(isOn: $on)
                Text(on ? "owner on" : "owner off")
            }
        }
    }

    func testABindingWritesTheStateItWasMadeFrom() {
        var live = LiveView(Owner(), size: Size(width: 200, height: 100))
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["off", "owner off"])
        XCTAssertTrue(live.pressFrontmostTapTarget())
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["on", "owner on"])
    }
    /// A view of one's own whose data is a pair: a bar's length and its
    /// offset. It draws its length squared, over 80, so that a frame moved
    /// from start to end would not pass where the data in between puts it.
    private struct Bar: View, Animatable {
        var width: Double
        var shift: Double
        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(width, shift) }
            set { (width, shift) = (newValue.first, newValue.second) }
        }
        var body: some View {
            Color.red.frame(width: width * width / 80, height: 10).offset(x: shift)
        }
    }

    private struct Bars: View {
        @State var long = false
        var body: some View {
            Bar(width: long ? 80 : 20, shift: long ? 10 : 0)
                .onTapGesture { withAnimation(.linear(duration: 1)) { long.toggle() } }
        }
    }

    func testAnAnimatableViewsBodyIsMadeWithItsPairOfDataInBetween() {
        var live = LiveView(Bars(), size: Size(width: 200, height: 200))
        func bar() -> Rect { live.displayList(scale: 1).items[0].frame }
        XCTAssertEqual(bar().width, 5)
        XCTAssertTrue(live.pressFrontmostTapTarget())
        live.advance(to: 0)
        live.advance(to: 0.5)
        // Half way the data is (50, 5): 31.25 wide, centred at 105, on whole pixels.
        XCTAssertEqual(bar().minX, (105 - 15.625).rounded(), accuracy: 1e-9)
        XCTAssertEqual(bar().maxX, (105 + 15.625).rounded(), accuracy: 1e-9)
        live.advance(to: 1)
        XCTAssertEqual(bar(), Rect(x: 70, y: 95, width: 80, height: 10))
        XCTAssertFalse(live.isAnimating)
    }
}
