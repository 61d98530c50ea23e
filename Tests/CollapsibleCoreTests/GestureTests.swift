import XCTest
@testable import CollapsibleCore

/// Gestures as a user makes them with the pointer: a drag that moves a
/// card and lets it go, a long press held, taps counted, and how gestures
/// on views inside one another share a press.
final class GestureTests: XCTestCase {
    final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    /// A 50-point square at the window's top left corner, moved by its
    /// drag while it lasts, and left where the drag ended.
    struct Card: View {
        let log: Log
        var minimumDistance: CGFloat = 10
        @GestureState private var dragged = CGSize.zero
        @State private var position = CGSize.zero

        var body: some View {
            Color.red.frame(width: 50, height: 50)
                .offset(x: position.width + dragged.width, y: position.height + dragged.height)
                .gesture(DragGesture(minimumDistance: minimumDistance)
                    .updating($dragged) { value, state, _ in state = value.translation }
                    .onChanged { log.entries.append("changed \($0.location.x),\($0.location.y)") }
                    .onEnded { value in
                        log.entries.append("ended \(value.translation.width),\(value.translation.height)")
                        position.width += value.translation.width
                        position.height += value.translation.height
                    })
        }
    }

    private func cardFrame(_ live: LiveView) -> Rect? { live.displayList(scale: 1).items.first?.frame }

    func testADragMovesTheCardWhileItLastsAndLeavesItWhereItEnds() {
        let log = Log()
        var live = LiveView(VStack { Card(log: log); Spacer() }.frame(maxWidth: .infinity, alignment: .leading),
                            size: Size(width: 300, height: 300))
        XCTAssertEqual(cardFrame(live), Rect(x: 0, y: 0, width: 50, height: 50))
        live.pointerPressed(at: Point(x: 20, y: 20), time: 1)
        live.pointerMoved(to: Point(x: 25, y: 20), time: 1.01)
        live.advance(to: 1.02)
        XCTAssertEqual(log.entries, [], "5 points is short of the drag's 10")
        live.pointerMoved(to: Point(x: 60, y: 50), time: 1.03)
        live.advance(to: 1.04)
        XCTAssertEqual(cardFrame(live), Rect(x: 40, y: 30, width: 50, height: 50), "moved with the pointer, from where it went down")
        XCTAssertEqual(log.entries, ["changed 60.0,50.0"], "in the view's own space, as it was laid out at the press")
        live.pointerReleased(at: Point(x: 70, y: 60), time: 1.05)
        live.settle()
        XCTAssertEqual(log.entries.last, "ended 50.0,40.0")
        XCTAssertEqual(cardFrame(live), Rect(x: 50, y: 40, width: 50, height: 50), "the gesture's state reset, the card's position kept")
    }

    func testMovesBetweenFramesAreHandedToTheGestureAsOne() {
        let log = Log()
        var live = LiveView(Card(log: log), size: Size(width: 300, height: 300))
        live.pointerPressed(at: Point(x: 150, y: 150), time: 1)
        for step in 1...16 { live.pointerMoved(to: Point(x: 150 + Double(step), y: 150), time: 1 + Double(step) / 1000) }
        XCTAssertEqual(log.entries, [], "nothing before the frame")
        live.advance(to: 1.02)
        XCTAssertEqual(log.entries.count, 1, "one change for the frame: \(log.entries)")
        XCTAssertEqual(log.entries.first, "changed 41.0,25.0", "the last move's place")
    }

    func testTheVelocityIsTheRecentMovesAndThePredictedEndGlidesOn() {
        let values = ValueLog()
        var live = LiveView(Color.red.gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { values.last = $0 }),
                            size: Size(width: 300, height: 300))
        live.pointerPressed(at: Point(x: 10, y: 10), time: 1)
        live.pointerMoved(to: Point(x: 20, y: 10), time: 1.05)
        live.advance(to: 1.06)
        live.pointerMoved(to: Point(x: 30, y: 15), time: 1.1)
        live.advance(to: 1.11)
        guard let value = values.last else { return XCTFail("no value") }
        XCTAssertEqual(value.velocity.width, 200, accuracy: 1e-9, "10 points in the last twentieth of a second, the press too old")
        XCTAssertEqual(value.velocity.height, 100, accuracy: 1e-9)
        XCTAssertEqual(value.predictedEndLocation.x, 30 + 200 * 0.499, accuracy: 1e-9)
        XCTAssertEqual(value.predictedEndTranslation.height, 5 + 100 * 0.499, accuracy: 1e-9)
    }

    final class ValueLog: @unchecked Sendable {
        var last: DragGesture.Value?
    }

    /// The drag's release outside the window, where X still sends it to
    /// the window that had the press, ends the drag there.
    func testADragReleasedOutsideTheWindowEnds() {
        let log = Log()
        var live = LiveView(Card(log: log), size: Size(width: 100, height: 100))
        live.pointerPressed(at: Point(x: 50, y: 50), time: 1)
        live.pointerMoved(to: Point(x: -40, y: 130), time: 1.1)
        live.pointerReleased(at: Point(x: -60, y: 150), time: 1.2)
        XCTAssertEqual(log.entries, ["changed -65.0,105.0", "ended -110.0,100.0"])
        live.settle()
        XCTAssertEqual(cardFrame(live), Rect(x: 25 - 110, y: 25 + 100, width: 50, height: 50))
    }

    /// A press the window never sees released (the window lost the
    /// pointer) gives the gesture's state back.
    func testACancelledDragResetsItsState() {
        let log = Log()
        var live = LiveView(Card(log: log), size: Size(width: 100, height: 100))
        live.pointerPressed(at: Point(x: 50, y: 50), time: 1)
        live.pointerMoved(to: Point(x: 70, y: 50), time: 1.1)
        live.advance(to: 1.2)
        XCTAssertEqual(cardFrame(live)?.x, 45)
        XCTAssertTrue(live.cancelGestures())
        live.settle()
        XCTAssertEqual(cardFrame(live)?.x, 25)
        XCTAssertEqual(log.entries, ["changed 45.0,25.0"], "no end")
    }

    func testADragOfNoMinimumDistanceStartsAtThePressAndANonsenseOneAlike() {
        for distance in [0, -5, .nan] as [CGFloat] {
            let log = Log()
            var live = LiveView(Card(log: log, minimumDistance: distance), size: Size(width: 100, height: 100))
            live.pointerPressed(at: Point(x: 50, y: 50), time: 1)
            XCTAssertEqual(log.entries, ["changed 25.0,25.0"], "minimum distance \(distance)")
            live.pointerReleased(at: Point(x: 50, y: 50), time: 1.1)
            XCTAssertEqual(log.entries.last, "ended 0.0,0.0")
        }
    }

    /// A button inside a view with a drag: a click is the button's, a drag
    /// the view's, and the button then runs nothing.
    func testAButtonTakesTheClickAndADragOverItTakesThePress() {
        let log = Log()
        let view = Button("Go") { log.entries.append("button") }
            .frame(width: 100, height: 100)
            .background(Color.gray)
            .gesture(DragGesture().onEnded { _ in log.entries.append("drag") })
        var live = LiveView(view, size: Size(width: 100, height: 100))
        live.click(Point(x: 50, y: 50))
        XCTAssertEqual(log.entries, ["button"])
        live.pointerPressed(at: Point(x: 50, y: 50), time: 2)
        XCTAssertNotNil(live.pointer.control, "drawn pressed")
        live.pointerMoved(to: Point(x: 80, y: 50), time: 2.1)
        live.advance(to: 2.2)
        XCTAssertNil(live.pointer.control, "released once the drag took the press")
        live.pointerReleased(at: Point(x: 52, y: 50), time: 2.3)
        XCTAssertEqual(log.entries, ["button", "drag"])
    }

    struct LongPressed: View {
        let log: Log
        @GestureState private var pressing = false

        var body: some View {
            Color.red.opacity(pressing ? 0.5 : 1)
                .gesture(LongPressGesture(minimumDuration: 1)
                    .updating($pressing) { value, state, _ in state = value }
                    .onEnded { log.entries.append("long \($0)") })
        }
    }

    /// The opacity the square is drawn at.
    private func opacity(_ live: LiveView) -> Double? {
        guard case .shape(_, .fill(.color(let color), _))? = live.displayList(scale: 1).items.first?.content else { return nil }
        return color.opacity
    }

    func testALongPressIsHeldThenEndsWhileStillHeld() {
        let log = Log()
        var live = LiveView(LongPressed(log: log), size: Size(width: 100, height: 100))
        live.pointerPressed(at: Point(x: 50, y: 50), time: 1)
        live.settle()
        XCTAssertEqual(opacity(live), 0.5, "pressing while held")
        XCTAssertEqual(live.gestureDeadline, 2)
        live.pointerHeld(until: 1.5)
        XCTAssertEqual(log.entries, [])
        live.pointerHeld(until: 2)
        XCTAssertEqual(log.entries, ["long true"], "with the button still down")
        live.settle()
        XCTAssertEqual(opacity(live), 1, "its state reset as it ended")
        live.pointerReleased(at: Point(x: 50, y: 50), time: 2.5)
        XCTAssertEqual(log.entries, ["long true"])
    }

    func testALongPressReleasedEarlyOrMovedAwayFails() {
        for moved in [false, true] {
            let log = Log()
            var live = LiveView(LongPressed(log: log), size: Size(width: 100, height: 100))
            live.pointerPressed(at: Point(x: 50, y: 50), time: 1)
            if moved {
                live.pointerMoved(to: Point(x: 65, y: 50), time: 1.2)
                live.advance(to: 1.3)
                XCTAssertNil(live.gestureDeadline, "15 points is past its 10")
            }
            live.pointerReleased(at: Point(x: 50, y: 50), time: 1.4)
            live.settle()
            XCTAssertEqual(log.entries, [])
            XCTAssertEqual(opacity(live), 1)
        }
    }

    func testOnLongPressGestureTellsThePressingAndRuns() {
        let log = Log()
        var live = LiveView(Color.red.onLongPressGesture(perform: { log.entries.append("action") },
                                                         onPressingChanged: { log.entries.append("pressing \($0)") }),
                            size: Size(width: 100, height: 100))
        live.pointerPressed(at: Point(x: 50, y: 50), time: 1)
        live.pointerHeld(until: 1.5)
        live.pointerReleased(at: Point(x: 50, y: 50), time: 1.6)
        XCTAssertEqual(log.entries, ["pressing true", "pressing false", "action"])
        live.pointerPressed(at: Point(x: 50, y: 50), time: 3)
        live.pointerReleased(at: Point(x: 50, y: 50), time: 3.1)
        XCTAssertEqual(log.entries.suffix(2), ["pressing true", "pressing false"])
    }

    func testALongPressThenADragInSequence() {
        let log = Log()
        let gesture = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in
                switch value {
                case .first(let pressed): log.entries.append("first \(pressed)")
                case .second(let pressed, let drag): log.entries.append("second \(pressed) \(drag?.translation.width ?? -1)")
                }
            }
            .onEnded { _ in log.entries.append("ended") }
        var live = LiveView(Color.red.gesture(gesture), size: Size(width: 100, height: 100))
        live.pointerPressed(at: Point(x: 50, y: 50), time: 1)
        live.pointerHeld(until: 1.5)
        live.pointerMoved(to: Point(x: 70, y: 50), time: 1.6)
        live.advance(to: 1.7)
        live.pointerReleased(at: Point(x: 70, y: 50), time: 1.8)
        XCTAssertEqual(log.entries, ["first true", "second true 0.0", "second true 20.0", "ended"])
    }

    func testADoubleTapBeforeASingleTapExclusively() {
        let log = Log()
        let gesture = TapGesture(count: 2).onEnded { log.entries.append("double") }
            .exclusively(before: TapGesture().onEnded { log.entries.append("single") })
        var live = LiveView(Color.red.gesture(gesture), size: Size(width: 100, height: 100))
        live.pointerPressed(at: Point(x: 50, y: 50), time: 1)
        live.pointerReleased(at: Point(x: 50, y: 50), time: 1.05)
        live.pointerPressed(at: Point(x: 51, y: 50), time: 1.2)
        live.pointerReleased(at: Point(x: 51, y: 50), time: 1.25)
        XCTAssertEqual(log.entries, ["single", "double"])
    }

    func testOnTapGestureWithACountAndWithALocation() {
        let log = Log()
        var live = LiveView(Color.red.frame(width: 50, height: 50)
            .onTapGesture(count: 2) { log.entries.append("double") }
            .padding(25)
            .onTapGesture { point in log.entries.append("at \(point.x),\(point.y)") },
                            size: Size(width: 100, height: 100))
        live.click(Point(x: 30, y: 40))
        XCTAssertEqual(log.entries, ["at 30.0,40.0"], "the outer tap, where the inner waits for a second")
        live.pointerPressed(at: Point(x: 30, y: 40), time: 1.2)
        live.pointerReleased(at: Point(x: 30, y: 40), time: 1.25)
        XCTAssertEqual(log.entries, ["at 30.0,40.0", "double"], "the inner, recognized first by the same release")
    }

    func testAHighPriorityGestureAroundATapWinsAndASimultaneousOneRunsBeside() {
        for priority in ["normal", "high", "simultaneous"] {
            let log = Log()
            let inner = Color.red.onTapGesture { log.entries.append("inner") }
            let outer = TapGesture().onEnded { log.entries.append("outer") }
            var live = switch priority {
            case "high": LiveView(inner.highPriorityGesture(outer), size: Size(width: 100, height: 100))
            case "simultaneous": LiveView(inner.simultaneousGesture(outer), size: Size(width: 100, height: 100))
            default: LiveView(inner.gesture(outer), size: Size(width: 100, height: 100))
            }
            live.click(Point(x: 50, y: 50))
            let expected = switch priority {
            case "high": ["outer"]
            case "simultaneous": ["outer", "inner"]
            default: ["inner"]
            }
            XCTAssertEqual(log.entries, expected, priority)
        }
    }

    func testAGestureMaskLeavesOutTheGesturesItSays() {
        for mask in [GestureMask.all, .gesture, .subviews, .none] {
            let log = Log()
            let view = Color.red.gesture(TapGesture().onEnded { log.entries.append("inner") })
                .gesture(DragGesture(minimumDistance: 0).onEnded { _ in log.entries.append("outer") }, including: mask)
            var live = LiveView(view, size: Size(width: 100, height: 100))
            live.click(Point(x: 50, y: 50))
            let expected: [String] = switch mask {
            case .all, .gesture: ["outer"]
            case .subviews: ["inner"]
            default: []
            }
            XCTAssertEqual(log.entries, expected, "\(mask.rawValue)")
        }
    }

    func testASimultaneousGestureValueHoldsBoth() {
        let values = SimultaneousLog()
        let gesture = DragGesture(minimumDistance: 0).simultaneously(with: LongPressGesture(minimumDuration: 0.2))
            .onChanged { values.all.append($0) }
        var live = LiveView(Color.red.gesture(gesture), size: Size(width: 100, height: 100))
        live.pointerPressed(at: Point(x: 50, y: 50), time: 1)
        XCTAssertEqual(values.all.last?.first?.location, Point(x: 50, y: 50))
        XCTAssertEqual(values.all.last?.second, true)
        live.pointerMoved(to: Point(x: 52, y: 50), time: 1.1)
        live.advance(to: 1.1)
        XCTAssertEqual(values.all.last?.first?.translation.width, 2)
    }

    final class SimultaneousLog: @unchecked Sendable {
        var all: [SimultaneousGesture<DragGesture, LongPressGesture>.Value] = []
    }

    func testMapTransformsTheValues() {
        let log = Log()
        var live = LiveView(Color.red.gesture(DragGesture(minimumDistance: 0).map { $0.location.x > 60 }
            .onChanged { log.entries.append("\($0)") }), size: Size(width: 100, height: 100))
        live.pointerPressed(at: Point(x: 50, y: 50), time: 1)
        live.pointerMoved(to: Point(x: 70, y: 50), time: 1.1)
        live.advance(to: 1.1)
        XCTAssertEqual(log.entries, ["false", "true"])
    }
    final class MagnifyLog: @unchecked Sendable {
        var changed: [MagnifyGesture.Value] = []
        var ended: MagnifyGesture.Value?
    }

    /// Control with the wheel, a tenth a notch, from the first notch to
    /// Control's release; a drag and a tap on the same view take no part.
    func testAMagnificationGrowsWithEachNotchAndEndsWithControl() {
        let log = MagnifyLog(), taps = Log()
        var live = LiveView(Color.red.frame(width: 100, height: 100)
            .gesture(MagnifyGesture().onChanged { log.changed.append($0) }.onEnded { log.ended = $0 })
            .simultaneousGesture(DragGesture(minimumDistance: 0).onChanged { _ in taps.entries.append("drag") })
            .onTapGesture { taps.entries.append("tap") }, size: Size(width: 200, height: 200))
        XCTAssertNil(live.magnify(by: 1.1, at: Point(x: 10, y: 10), time: 1), "no gesture outside the view")
        XCTAssertNotNil(live.magnify(by: 1.1, at: Point(x: 75, y: 100), time: 1), "the view's gesture hears it")
        XCTAssertNotNil(live.magnify(by: 1.1, at: Point(x: 75, y: 100), time: 1.5))
        XCTAssertEqual(log.changed.map(\.magnification), [1.1, 1.1 * 1.1])
        XCTAssertEqual(log.changed.last?.startLocation, Point(x: 25, y: 50))
        XCTAssertEqual(log.changed.last?.startAnchor, UnitPoint(x: 0.25, y: 0.5))
        XCTAssertEqual(log.changed.last?.velocity ?? 0, 0.22, accuracy: 1e-9, "0.11 in half a second")
        XCTAssertNil(log.ended)
        live.endMagnifying(time: 2)
        XCTAssertEqual(log.ended?.magnification ?? 0, 1.21, accuracy: 1e-9)
        XCTAssertEqual(taps.entries, [])
    }

    func testAMagnificationBelowItsMinimumNeverStartsAndANonsenseFactorIsNone() {
        let log = MagnifyLog()
        var live = LiveView(Color.red.gesture(MagnifyGesture(minimumScaleDelta: 0.5).onChanged { log.changed.append($0) }
            .onEnded { log.ended = $0 }), size: Size(width: 100, height: 100))
        for factor in [Double.nan, 0, -2, .infinity] { XCTAssertNil(live.magnify(by: factor, at: Point(x: 50, y: 50), time: 1)) }
        live.magnify(by: 1.1, at: Point(x: 50, y: 50), time: 1)
        live.endMagnifying(time: 2)
        XCTAssertTrue(log.changed.isEmpty)
        XCTAssertNil(log.ended)
    }
}
