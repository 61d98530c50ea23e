import XCTest
@testable import CollapsibleCore

/// `Gauge` as iOS draws it, a bar by default and a ring in the accessory
/// circular styles; a level bar to assistive tools.
final class GaugeTests: XCTestCase {
    private func levelBar(_ live: LiveView) throws -> AccessibilityElement {
        let root = live.accessibilityRoot
        return try XCTUnwrap(([root] + root.children).first { $0.role == .levelBar }, "no level bar")
    }

    private func items(_ live: LiveView) -> [DisplayItem] {
        func flat(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { item -> [DisplayItem] in
                if case .effect(_, let inside) = item.content { return flat(inside) }
                return [item]
            }
        }
        return flat(live.displayList(scale: 1).items)
    }

    func testTheDefaultGaugeIsABarFilledForTheValuesPlaceInItsRange() throws {
        let view = Gauge(value: 75.0, in: 0...150) { Text("Speed") }.frame(width: 200)
        let live = LiveView(view, size: Size(width: 300, height: 100))
        let capsules = items(live).filter { if case .shape(.capsule, _) = $0.content { true } else { false } }
        XCTAssertEqual(capsules.map(\.frame.width), [200, 100])
        let element = try levelBar(live)
        XCTAssertEqual(element.label, "Speed")
        XCTAssertEqual(element.value, AccessibilityValue(current: 75, minimum: 0, maximum: 150, increment: 0, description: "50%"))
        XCTAssertFalse(element.isFocusable)
    }

    func testAValueOutOfTheRangeIsShownAtTheNearestBound() throws {
        let live = LiveView(Gauge(value: -5.0, in: 0...10) { Text("Fuel") }.frame(width: 200), size: Size(width: 300, height: 100))
        XCTAssertEqual(try levelBar(live).value?.current, 0)
        let empty = LiveView(Gauge(value: 1.0, in: 1...1) { Text("None") }.frame(width: 200), size: Size(width: 300, height: 100))
        XCTAssertEqual(try levelBar(empty).value?.description, "0%", "a range of one value has no place along it")
    }

    func testTheAccessoryCircularGaugeIsAnOpenRingWithTheCurrentValueInItsMiddle() throws {
        let view = Gauge(value: 0.5) { Text("Battery") } currentValueLabel: { Text("50") }
            .gaugeStyle(.accessoryCircular)
        let live = LiveView(view, size: Size(width: 300, height: 100))
        let drawn = items(live)
        let ring = try XCTUnwrap(drawn.first { if case .shape(.path, .stroke) = $0.content { true } else { false } })
        XCTAssertEqual(ring.frame, Rect(x: 121, y: 21, width: 58, height: 58))
        let texts = drawn.compactMap { item -> String? in
            guard case .text(let text, _) = item.content else { return nil }
            return text.string
        }
        XCTAssertEqual(texts, ["50"])
        XCTAssertEqual(try levelBar(live).label, "Battery", "the label is read where the style does not show it")
        XCTAssertEqual(try levelBar(live).value?.current, 0.5)
    }

    func testTheCircularCapacityGaugeFillsItsRingInTheTint() throws {
        let view = Gauge(value: 0.25) { Text("Storage") }.gaugeStyle(.accessoryCircularCapacity)
        let live = LiveView(view, size: Size(width: 300, height: 100))
        let strokes = items(live).compactMap { item -> Color? in
            guard case .shape(_, .stroke(.color(let color), _)) = item.content else { return nil }
            return color.resolved(in: .light)
        }
        XCTAssertEqual(strokes, [Color(.systemFill).resolved(in: .light), Color.accentColor.resolved(in: .light)])
    }
}
