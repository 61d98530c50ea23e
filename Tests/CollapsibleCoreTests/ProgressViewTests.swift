import XCTest
@testable import CollapsibleCore

/// `ProgressView` as iOS draws it: a bar in the tint with a value, a
/// spinner without; a progress bar to assistive tools either way.
final class ProgressViewTests: XCTestCase {
    private func progressBar(_ live: LiveView) throws -> AccessibilityElement {
        let root = live.accessibilityRoot
        return try XCTUnwrap(([root] + root.children).first { $0.role == .progressBar }, "no progress bar")
    }

    /// The capsules drawn, with their frames and colours, in drawing order.
    private func capsules(_ live: LiveView) -> [(frame: Rect, color: Color)] {
        func capsules(_ items: [DisplayItem]) -> [(frame: Rect, color: Color)] {
            items.flatMap { item -> [(frame: Rect, color: Color)] in
                switch item.content {
                case .shape(.capsule, .fill(.color(let color), _)): [(item.frame, color.resolved(in: .light))]
                case .effect(_, let inside): capsules(inside)
                default: []
                }
            }
        }
        return capsules(live.displayList(scale: 1).items)
    }

    func testAValueIsABarFilledInTheTintUnderItsLabel() throws {
        let view = ProgressView("Downloading", value: 0.25).frame(width: 200)
        let live = LiveView(view, size: Size(width: 300, height: 100))
        let bars = capsules(live)
        XCTAssertEqual(bars.count, 2)
        XCTAssertEqual(bars[0].frame.width, 200)
        XCTAssertEqual(bars[0].frame.height, 4)
        XCTAssertEqual(bars[0].color, Color(.systemFill).resolved(in: .light), "the track")
        XCTAssertEqual(bars[1].frame, Rect(x: bars[0].frame.minX, y: bars[0].frame.minY, width: 50, height: 4))
        XCTAssertEqual(bars[1].color, Color.accentColor.resolved(in: .light), "the part done")
        let element = try progressBar(live)
        XCTAssertEqual(element.label, "Downloading")
        XCTAssertEqual(element.value, AccessibilityValue(current: 0.25, minimum: 0, maximum: 1, increment: 0.01, description: "25%"))
        XCTAssertFalse(element.isFocusable, "nothing to do with it")
    }

    func testAValueOutOfItsTotalIsShownAtTheNearestBoundWithOneLine() throws {
        let heard = Lines()
        let view = ProgressView(value: 3, total: 2).frame(width: 200)
        let live = LiveView(view, size: Size(width: 300, height: 100), measure: FixedMeasure(), diagnostics: heard.diagnostics)
        XCTAssertEqual(capsules(live).last?.frame.width, 200)
        XCTAssertEqual(try progressBar(live).value?.current, 1)
        XCTAssertEqual(heard.lines.count, 1)
        XCTAssertTrue(heard.lines.first?.hasPrefix("ProgressView(value: 3.0, total: 2.0)") == true, "\(heard.lines)")
        let none = LiveView(ProgressView(value: 1, total: 0).frame(width: 200), size: Size(width: 300, height: 100),
                            measure: FixedMeasure(), diagnostics: Lines().diagnostics)
        XCTAssertEqual(try progressBar(none).value?.current, 1, "a total of nothing is done")
    }

    /// The spokes of a spinner: the darkest first, by opacity.
    private func leadSpoke(_ live: LiveView) -> Int? {
        let spokes = capsules(live)
        return spokes.indices.max { spokes[$0].color.opacity < spokes[$1].color.opacity }
    }

    func testNoValueIsTheSpinnerWhoseDarkestSpokeGoesRoundAnEighthOfATurnEachEighthOfASecond() throws {
        var live = LiveView(ProgressView(), size: Size(width: 300, height: 100))
        let spokes = capsules(live)
        XCTAssertEqual(spokes.count, 8)
        XCTAssertTrue(spokes.allSatisfy { $0.frame.size == Size(width: 2, height: 6) }, "\(spokes.map(\.frame))")
        XCTAssertEqual(leadSpoke(live), 0)
        XCTAssertTrue(live.isAnimating, "a spinner asks for the frame that gives it the time")
        live.advance(to: 0)
        XCTAssertEqual(live.nextTimelineUpdate, 0.125)
        live.advance(to: 0.4)
        XCTAssertEqual(leadSpoke(live), 3)
        let element = try progressBar(live)
        XCTAssertNil(element.value, "how far is not known")
    }

    func testTheCircularStyleSpinsWhateverTheValueAndAStyleOfOnesOwnReadsTheFraction() throws {
        let circular = LiveView(ProgressView(value: 0.5).progressViewStyle(.circular), size: Size(width: 300, height: 100))
        XCTAssertEqual(capsules(circular).count, 8)
        XCTAssertEqual(try progressBar(circular).value?.current, 0.5)
        struct Percent: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent")
            }
        }
        let own = LiveView(ProgressView(value: 0.75).progressViewStyle(Percent()), size: Size(width: 300, height: 100))
        XCTAssertEqual(try progressBar(own).label, "75 percent")
    }
}
