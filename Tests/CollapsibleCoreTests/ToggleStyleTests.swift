import XCTest
@testable import CollapsibleCore

/// `toggleStyle(_:)`: the switch by default, a button, a check box, or a
/// style of one's own that reads and sets `configuration.isOn`.
final class ToggleStyleTests: XCTestCase {
    private struct Styled<Style: ToggleStyle>: View {
        let style: Style
        @State var on = false
        var body: some View {
            VStack {
                Toggle("Bold", isOn: $on).toggleStyle(style)
                Text(on ? "on" : "off")
            }
            .frame(width: 300)
        }
    }

    private let window = Size(width: 400, height: 200)

    private func control(_ live: LiveView) throws -> AccessibilityElement {
        try XCTUnwrap(live.allElements.first { $0.role != .label && $0.role != .group }, "no control")
    }

    /// The fills of the rounded rectangles drawn, resolved, in drawing order.
    private func roundedFills(_ live: LiveView) -> [Color] {
        func fills(_ items: [DisplayItem]) -> [Color] {
            items.flatMap { item -> [Color] in
                switch item.content {
                case .shape(.roundedRectangle, .fill(.color(let color), _)): [color.resolved(in: .light)]
                case .effect(.opacity(let opacity), let inside): fills(inside).map { $0.opacity(opacity * $0.opacity) }
                case .effect(_, let inside): fills(inside)
                default: []
                }
            }
        }
        return fills(live.displayList(scale: 1).items)
    }

    func testTheButtonStyleIsATintedButtonFullWhileOnAndAToggleButton() throws {
        var live = LiveView(Styled(style: .button), size: window)
        let button = try control(live)
        XCTAssertEqual(button.role, .toggleButton)
        XCTAssertEqual(button.label, "Bold", "named by the label it holds")
        XCTAssertEqual(button.checked, false)
        let accent = Color.accentColor.resolved(in: .light)
        XCTAssertEqual(roundedFills(live).first?.opacity ?? 0, accent.opacity * 0.15, accuracy: 1e-9)
        live.click(Point(x: button.frame.midX, y: button.frame.midY))
        XCTAssertEqual(try control(live).checked, true)
        XCTAssertTrue(live.drawnTexts.contains("on"))
        XCTAssertEqual(roundedFills(live).first?.opacity ?? 0, accent.opacity, accuracy: 1e-9)
    }

    func testTheCheckboxStyleIsABoxBeforeTheLabelAndACheckBox() throws {
        var live = LiveView(Styled(style: .checkbox), size: window)
        let box = try control(live)
        XCTAssertEqual(box.role, .checkBox)
        XCTAssertEqual(box.label, "Bold")
        XCTAssertTrue(box.isFocusable)
        XCTAssertTrue(roundedFills(live).isEmpty, "an outline while off")
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertTrue(live.pressFocused())
        XCTAssertEqual(try control(live).checked, true)
        XCTAssertEqual(roundedFills(live), [Color.accentColor.resolved(in: .light)])
    }

    private struct Thumbs: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button { configuration.isOn.toggle() } label: {
                HStack {
                    configuration.label
                    Text(configuration.isOn ? "yes" : "no")
                }
            }
        }
    }

    func testAStyleOfOnesOwnReadsAndSetsIsOn() throws {
        var live = LiveView(Styled(style: Thumbs()), size: window)
        XCTAssertTrue(live.drawnTexts.contains("no"))
        live.press(try control(live).id)
        XCTAssertTrue(live.drawnTexts.contains("yes"))
        XCTAssertTrue(live.drawnTexts.contains("on"))
    }

    func testTheSwitchIsTheDefault() throws {
        let live = LiveView(Styled(style: .switch), size: window)
        XCTAssertEqual(try control(live).role, .toggleButton)
        XCTAssertEqual(try control(live).frame.width, 300, "the whole row")
    }

    func testADisabledToggleOfEachStyleTakesNoTap() throws {
        for style: any View in [Styled(style: .switch).disabled(true), Styled(style: .button).disabled(true),
                                Styled(style: .checkbox).disabled(true)] {
            var live = LiveView(AnyView(style), size: window)
            XCTAssertFalse(try control(live).isFocusable, "still read, as the toggle it is")
            let frame = try control(live).frame
            live.click(Point(x: frame.maxX - 10, y: frame.midY))
            XCTAssertFalse(live.moveFocus(forward: true))
            XCTAssertTrue(live.drawnTexts.contains("off"), "\(style)")
        }
    }
}
