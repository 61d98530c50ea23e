import XCTest
@testable import CollapsibleCore

/// `Slider` as iOS has it, worked by the pointer, the keyboard and
/// assistive tools. In a window of 300 x 200 the slider is 228 wide, from
/// x = 36: its thumb, 28 across, runs its centre from x = 50 to x = 250,
/// so that a value's place is 50 + 200 x its fraction of the range.
final class SliderTests: XCTestCase {
    private struct Dial: View {
        @State var value: Double
        var bounds: ClosedRange<Double> = 0...1
        var step: Double?
        var edits: ((Bool) -> Void)?

        var body: some View {
            VStack {
                if let step {
                    Slider(value: $value, in: bounds, step: step)
                } else {
                    Slider(value: $value, in: bounds, onEditingChanged: { edits?($0) })
                }
                Text("\(value)")
            }
            .frame(width: 228)
        }
    }

    private func slider(_ live: LiveView) throws -> AccessibilityElement {
        try XCTUnwrap(live.accessibilityRoot.children.first { $0.role == .slider }, "no slider")
    }

    private func value(_ live: LiveView) throws -> Double {
        try XCTUnwrap(slider(live).value?.current, "the slider has no value")
    }

    /// Where the thumb is drawn now: the white circle's centre.
    private func thumb(_ live: LiveView) -> Double? {
        live.displayList(scale: 1).items.compactMap { item -> Double? in
            guard case .effect(.shadow, let inside) = item.content, let circle = inside.first else { return nil }
            return circle.frame.midX
        }.first
    }

    private func point(_ x: Double, on element: AccessibilityElement) -> Point {
        Point(x: x, y: element.frame.midY)
    }

    func testTheSliderIsAsWideAsOfferedAndDrawsItsTrackUpToTheThumb() throws {
        let live = LiveView(Dial(value: 0.25), size: Size(width: 300, height: 200))
        let element = try slider(live)
        XCTAssertEqual(element.frame.minX, 36)
        XCTAssertEqual(element.frame.width, 228)
        XCTAssertEqual(element.frame.height, 28)
        XCTAssertEqual(thumb(live), 100)
        let shapes = live.displayList(scale: 1).items.compactMap { item -> (Rect, Color)? in
            guard case .shape(.capsule, .fill(.color(let color), _)) = item.content else { return nil }
            return (item.frame, color)
        }
        XCTAssertEqual(shapes.map(\.0), [Rect(x: 36, y: element.frame.midY - 2, width: 228, height: 4),
                                         Rect(x: 36, y: element.frame.midY - 2, width: 64, height: 4)])
        XCTAssertEqual(shapes.last?.1, Color.accentColor.resolved(in: .light), "the track up to the thumb")
    }

    func testADragMovesTheThumbWithThePointerAndThePressOnTheThumbDoesNotJump() throws {
        var edits: [Bool] = []
        var live = LiveView(Dial(value: 0.5, edits: { edits.append($0) }), size: Size(width: 300, height: 200))
        let element = try slider(live)
        // Caught 6 right of the thumb's centre, which stays under the pointer.
        XCTAssertFalse(live.pointerPressed(at: point(156, on: element), time: 0), "the press moves nothing")
        XCTAssertEqual(try value(live), 0.5)
        XCTAssertEqual(edits, [true])
        XCTAssertTrue(live.pointerMoved(to: point(206, on: element)))
        XCTAssertEqual(try value(live), 0.75, accuracy: 1e-9)
        XCTAssertEqual(thumb(live), 200)
        XCTAssertEqual(live.accessibilityRoot.children.last?.label, "0.75")
        live.pointerReleased(at: point(206, on: element), time: 0.5)
        XCTAssertEqual(edits, [true, false])
        XCTAssertFalse(live.pointerMoved(to: point(100, on: element)), "a release ends the drag")
        XCTAssertEqual(try value(live), 0.75, accuracy: 1e-9)
    }

    /// Shows its slider only while the value is below a half.
    private struct Dropping: View {
        @State var value = 0.2
        let edits: (Bool) -> Void

        var body: some View {
            VStack {
                if value < 0.5 { Slider(value: $value, onEditingChanged: edits) }
                Text("\(value)")
            }
            .frame(width: 228)
        }
    }

    func testASliderTheDragTakesOutOfTheTreeIsToldOnTheReleaseThatTheEditingEnded() throws {
        var edits: [Bool] = []
        var live = LiveView(Dropping(edits: { edits.append($0) }), size: Size(width: 300, height: 200))
        let element = try slider(live)
        live.pointerPressed(at: point(90, on: element), time: 0)
        XCTAssertEqual(edits, [true])
        XCTAssertTrue(live.pointerMoved(to: point(200, on: element)))
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["0.75"], "the drag past a half took the slider out")
        live.pointerReleased(at: point(200, on: element), time: 0.5)
        XCTAssertEqual(edits, [true, false], "the editing the press began never ended")
    }

    func testAPressOnTheTrackMovesTheThumbThere() throws {
        var live = LiveView(Dial(value: 0.5), size: Size(width: 300, height: 200))
        let element = try slider(live)
        XCTAssertTrue(live.pointerPressed(at: point(70, on: element), time: 0))
        XCTAssertEqual(try value(live), 0.1, accuracy: 1e-9)
        live.pointerReleased(at: point(70, on: element), time: 0.1)
        XCTAssertEqual(try value(live), 0.1, accuracy: 1e-9)
    }

    func testADragPastTheEndsKeepsTheValueInTheRange() throws {
        var live = LiveView(Dial(value: 0.5), size: Size(width: 300, height: 200))
        let element = try slider(live)
        live.pointerPressed(at: point(150, on: element), time: 0)
        live.pointerMoved(to: point(900, on: element))
        XCTAssertEqual(try value(live), 1)
        XCTAssertEqual(thumb(live), 250)
        live.pointerMoved(to: point(-400, on: element))
        XCTAssertEqual(try value(live), 0)
        XCTAssertEqual(thumb(live), 50)
        live.pointerReleased(at: point(-400, on: element), time: 1)
    }

    func testAValueOutsideTheRangeShowsAtItsEndAndIsNotWritten() throws {
        let live = LiveView(Dial(value: 7, bounds: 0...2), size: Size(width: 300, height: 200))
        XCTAssertEqual(thumb(live), 250)
        XCTAssertEqual(try value(live), 2)
        XCTAssertEqual(live.accessibilityRoot.children.last?.label, "7.0")
    }

    func testTheKeysMoveTheFocusedSliderByATenthAndToItsEnds() throws {
        var live = LiveView(Dial(value: 0.5), size: Size(width: 300, height: 200))
        XCTAssertFalse(live.adjustFocused(.increase), "no slider has the focus yet")
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertEqual(live.focusedControl, try slider(live).id)
        XCTAssertTrue(live.adjustFocused(.increase))
        XCTAssertEqual(try value(live), 0.6, accuracy: 1e-9)
        XCTAssertTrue(live.adjustFocused(.decrease))
        XCTAssertTrue(live.adjustFocused(.decrease))
        XCTAssertEqual(try value(live), 0.4, accuracy: 1e-9)
        XCTAssertTrue(live.adjustFocused(.maximum))
        XCTAssertEqual(try value(live), 1)
        XCTAssertFalse(live.adjustFocused(.increase), "at the end it stays")
        XCTAssertTrue(live.adjustFocused(.minimum))
        XCTAssertEqual(try value(live), 0)
    }

    func testAStepKeepsTheValueToWholeStepsFromTheLowerBound() throws {
        var live = LiveView(Dial(value: 2, bounds: 1...10, step: 2), size: Size(width: 300, height: 200))
        // 1...10 in steps of 2 covers 1...9, four steps, 50 points each.
        XCTAssertEqual(thumb(live), 50 + 200 * 1 / 8)
        let element = try slider(live)
        XCTAssertEqual(element.value?.increment, 2)
        live.pointerPressed(at: point(50 + 200 * 0.6, on: element), time: 0)
        XCTAssertEqual(try value(live), 5)
        live.pointerMoved(to: point(300, on: element))
        XCTAssertEqual(try value(live), 9, "the last whole step, short of the upper bound")
        live.pointerReleased(at: point(300, on: element), time: 1)
        _ = live.moveFocus(forward: true)
        XCTAssertTrue(live.adjustFocused(.decrease))
        XCTAssertEqual(try value(live), 7)
    }

    func testARangeOfNoWidthNeitherDividesByZeroNorMoves() throws {
        var live = LiveView(Dial(value: 1, bounds: 1...1), size: Size(width: 300, height: 200))
        XCTAssertEqual(thumb(live), 50, "at the leading end")
        let element = try slider(live)
        XCTAssertFalse(live.pointerPressed(at: point(200, on: element), time: 0))
        XCTAssertFalse(live.pointerMoved(to: point(250, on: element)))
        live.pointerReleased(at: point(250, on: element), time: 1)
        _ = live.moveFocus(forward: true)
        XCTAssertFalse(live.adjustFocused(.maximum))
        XCTAssertFalse(live.setValue(5, of: element.id))
        XCTAssertEqual(try value(live), 1)
        XCTAssertEqual(live.accessibilityRoot.children.last?.label, "1.0")
    }

    /// A bound that is no number reaches a slider only in an optimised
    /// build, where the range's check is gone.
    func testARangeOrAValueThatIsNoNumberShowsTheThumbAtTheStartAndSetsNothing() throws {
        for scale in [SliderScale(lowerBound: .nan, upperBound: 1, step: nil), SliderScale(lowerBound: 0, upperBound: .nan, step: 0.1),
                      SliderScale(lowerBound: 0, upperBound: .infinity, step: nil)] {
            XCTAssertEqual(scale.fraction(of: 0.5), 0, "\(scale)")
            XCTAssertNil(scale.value(at: 0.5), "\(scale)")
        }
        // A step that does not fit in the range, where SwiftUI traps.
        for step in [0, -1, 2, Double.nan] {
            XCTAssertNil(SliderScale(lowerBound: 0, upperBound: 1, step: step).value(at: 1), "step \(step)")
        }

        var unknown = LiveView(Dial(value: .nan), size: Size(width: 300, height: 200))
        XCTAssertEqual(thumb(unknown), 50)
        let other = try slider(unknown)
        XCTAssertTrue(unknown.pointerPressed(at: point(150, on: other), time: 0))
        XCTAssertEqual(try value(unknown), 0.5, "a drag gives it a number")
    }

    func testAssistiveToolsSeeASliderWithItsValueAndSetItInItsRange() throws {
        var live = LiveView(Dial(value: 0.25), size: Size(width: 300, height: 200))
        let element = try slider(live)
        XCTAssertTrue(element.isFocusable)
        XCTAssertEqual(element.value, AccessibilityValue(current: 0.25, minimum: 0, maximum: 1, increment: 0.1, description: "25%"))
        XCTAssertTrue(live.setValue(0.8, of: element.id))
        XCTAssertEqual(try value(live), 0.8, accuracy: 1e-9)
        XCTAssertEqual(thumb(live) ?? 0, 210, accuracy: 1e-9)
        XCTAssertTrue(live.setValue(3, of: element.id))
        XCTAssertEqual(try value(live), 1)
        XCTAssertFalse(live.setValue(.nan, of: element.id))
        XCTAssertEqual(try value(live), 1)
    }

    /// Every initialiser SwiftUI's iOS slider has, in the forms code calls them.
    private struct Forms: View {
        @State var double = 0.5
        @State var float: Float = 2
        @State var length: CGFloat = 0.1
        var body: some View {
            VStack {
                Slider(value: $double)
                Slider(value: $length, in: 0...0.4)
                Slider(value: $float, in: 0...10, step: 1)
                Slider(value: $double, in: 0...1, onEditingChanged: { _ in })
                Slider(value: $double, in: 0...1) { Text("Label") }
                Slider(value: $double, in: 0...1, step: 0.1) { Text("Label") }
                Slider(value: $double, in: 0...1) { Text("Label") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
                Slider(value: $double, in: 0...1, onEditingChanged: { _ in }) { Text("Label") }
                Slider(value: $double, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Label") }
                Slider(value: $double, in: 0...1, step: 0.5, onEditingChanged: { _ in },
                       minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Label") }
            }
        }
    }

    func testEveryFormOfTheInitialiserMakesASlider() {
        func sliders(_ element: AccessibilityElement) -> Int {
            (element.role == .slider ? 1 : 0) + element.children.map(sliders).reduce(0, +)
        }
        XCTAssertEqual(sliders(LiveView(Forms(), size: Size(width: 300, height: 600)).accessibilityRoot), 10)
    }

    private struct Labelled: View {
        @State var volume: Float = 4
        var body: some View {
            Slider(value: $volume, in: 0...10, label: { Text("Volume") },
                   minimumValueLabel: { Text("0") }, maximumValueLabel: { Text("10") })
        }
    }

    func testTheLabelNamesTheSliderAndTheValueLabelsStandAtItsEnds() throws {
        let live = LiveView(Labelled().frame(width: 228), size: Size(width: 300, height: 200))
        let elements = live.accessibilityRoot.children
        XCTAssertEqual(elements.map(\.role), [.label, .slider, .label])
        XCTAssertEqual(elements.map(\.label), ["0", "Volume", "10"])
        XCTAssertEqual(elements[1].value?.current, 4)
        XCTAssertLessThan(elements[0].frame.maxX, elements[1].frame.minX)
        XCTAssertLessThan(elements[1].frame.maxX, elements[2].frame.minX)
    }
}
