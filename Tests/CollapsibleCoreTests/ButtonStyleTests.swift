import XCTest
@testable import CollapsibleCore

/// iOS's button styles, the control size, the border shape, the role and
/// `disabled`, and a primitive style of one's own that runs the action
/// with `trigger()`.
final class ButtonStyleTests: XCTestCase {
    private struct Styled<Style: PrimitiveButtonStyle>: View {
        let style: Style
        var role: ButtonRole?
        @State var count = 0
        var body: some View {
            VStack {
                Button("Add", role: role) { count += 1 }.buttonStyle(style)
                Text("\(count)")
            }
        }
    }

    private let window = Size(width: 300, height: 200)

    /// The grounds drawn, with their frames and colours, resolved in light.
    private func grounds(_ live: LiveView) -> [(kind: ShapeKind, frame: Rect, color: Color)] {
        func grounds(_ items: [DisplayItem], opacity: Double) -> [(kind: ShapeKind, frame: Rect, color: Color)] {
            items.flatMap { item -> [(kind: ShapeKind, frame: Rect, color: Color)] in
                switch item.content {
                case .shape(let kind, .fill(.color(let color), _)):
                    let resolved = color.resolved(in: .light)
                    return [(kind, item.frame, resolved.opacity(resolved.opacity * opacity))]
                case .effect(.opacity(let inner), let inside): return grounds(inside, opacity: opacity * inner)
                case .effect(_, let inside): return grounds(inside, opacity: opacity)
                default: return []
                }
            }
        }
        return grounds(live.displayList(scale: 1).items, opacity: 1)
    }

    /// What `shape` draws in a ground of `frame`'s size.
    private func outline(_ shape: some Shape, _ frame: Rect) -> ShapeKind {
        .path(shape.path(in: Rect(x: 0, y: 0, width: frame.width, height: frame.height)))
    }

    private func button(_ live: LiveView) throws -> AccessibilityElement {
        try XCTUnwrap(live.allElements.first { $0.role == .button }, "no button")
    }

    func testABorderedButtonIsItsLabelOnAPaleGroundOfTheTintAndAButton() throws {
        var live = LiveView(Styled(style: .bordered), size: window)
        let ground = try XCTUnwrap(grounds(live).first)
        XCTAssertEqual(ground.kind, outline(RoundedRectangle(cornerRadius: 8), ground.frame))
        let accent = Color.accentColor.resolved(in: .light)
        XCTAssertEqual(ground.color.opacity, 0.15, accuracy: 1e-9)
        XCTAssertEqual(ground.color.red, accent.red)
        let element = try button(live)
        XCTAssertEqual(element.label, "Add")
        XCTAssertTrue(element.isFocusable)
        XCTAssertEqual(ground.frame.height, element.frame.height)
        live.click(Point(x: element.frame.midX, y: element.frame.midY))
        XCTAssertTrue(live.drawnTexts.contains("1"))
    }

    func testAProminentButtonIsFilledWithTheTintAndADestructiveOneWithRed() throws {
        let prominent = LiveView(Styled(style: .borderedProminent), size: window)
        XCTAssertEqual(grounds(prominent).first?.color, Color.accentColor.resolved(in: .light))
        let destructive = LiveView(Styled(style: .borderedProminent, role: .destructive), size: window)
        XCTAssertEqual(grounds(destructive).first?.color, Color.red.resolved(in: .light))
    }

    func testTheControlSizeAndTheBorderShapeSetTheGround() throws {
        let regular = try XCTUnwrap(grounds(LiveView(Styled(style: .bordered), size: window)).first)
        let large = try XCTUnwrap(grounds(LiveView(Styled(style: .bordered).controlSize(.large), size: window)).first)
        XCTAssertEqual(large.frame.height - regular.frame.height, 14, "7 points more padding above and below")
        XCTAssertEqual(large.kind, outline(RoundedRectangle(cornerRadius: 12), large.frame))
        let capsule = try XCTUnwrap(grounds(LiveView(Styled(style: .bordered).buttonBorderShape(.capsule), size: window)).first)
        XCTAssertEqual(capsule.kind, outline(Capsule(), capsule.frame))
    }

    func testAPlainOrBorderlessButtonHasNoGround() throws {
        XCTAssertTrue(grounds(LiveView(Styled(style: .plain), size: window)).isEmpty)
        XCTAssertTrue(grounds(LiveView(Styled(style: .borderless), size: window)).isEmpty)
    }

    func testADisabledButtonTakesNoTapNoFocusAndIsDimmed() throws {
        for disabled: any View in [Styled(style: .bordered).disabled(true), Styled(style: .bordered).disabled(true).disabled(false)] {
            var live = LiveView(AnyView(disabled), size: window)
            XCTAssertNil(live.allElements.first { $0.isFocusable })
            XCTAssertFalse(live.moveFocus(forward: true))
            let ground = try XCTUnwrap(grounds(live).first)
            XCTAssertEqual(ground.color.opacity, 0.15 * 0.35, accuracy: 1e-9)
            live.click(Point(x: ground.frame.midX, y: ground.frame.midY))
            XCTAssertEqual(live.drawnTexts.last, "0")
        }
    }

    private struct Twice: View {
        struct DoubleTap: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.onTapGesture { configuration.trigger(); configuration.trigger() }
            }
        }

        @State var count = 0
        var body: some View {
            VStack {
                Button("Add") { count += 1 }.buttonStyle(DoubleTap())
                Text("\(count)")
            }
        }
    }

    func testAPrimitiveStyleOfOnesOwnRunsTheActionWithTrigger() throws {
        var live = LiveView(Twice(), size: window)
        live.pressFrontmostTapTarget()
        XCTAssertEqual(live.drawnTexts.last, "2")
    }
}
