import XCTest
@testable import CollapsibleCore

/// Shapes and texts paint with any `ShapeStyle`, made a paint where they
/// are drawn: a colour, a gradient, the foreground's levels, the tint.
final class ShapeStyleTests: XCTestCase {
    private let size = Size(width: 100, height: 100)

    private func paints<V: View>(_ view: V) -> [Paint] {
        LiveView(view, size: size).displayList(scale: 1).items.compactMap { item in
            switch item.content {
            case .shape(_, let paint): paint.paint
            case .text(let text, _): text.runs.first?.paint
            default: nil
            }
        }
    }

    /// Paints as the display list holds them: in the light scheme.
    private func lit(_ paints: [Paint]) -> [Paint] { paints.map { $0.resolved(in: .light) } }

    private let redToBlue = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])

    func testAGradientFillsAShapeAndAsForegroundAShapeAndAText() {
        let linear = LinearGradient(gradient: redToBlue, startPoint: .leading, endPoint: .trailing)
        let painted = Paint.linearGradient(redToBlue, startPoint: .leading, endPoint: .trailing)
        XCTAssertEqual(paints(Circle().fill(linear)), lit([painted]))
        XCTAssertEqual(paints(VStack { Circle(); Text("a") }.foregroundStyle(linear)), lit([painted, painted]))
        XCTAssertEqual(paints(Rectangle().fill(.radialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))),
                       [.radialGradient(Gradient(colors: [.white, .black]), center: .center, startRadius: 0, endRadius: 50)])
        XCTAssertEqual(paints(linear), [painted], "a gradient as a view fills its frame")
    }

    func testTheHierarchicalLevelsAreTheForegroundsAtSwiftUIsOpacities() {
        let red = Color(red: 1, green: 0, blue: 0)
        XCTAssertEqual(paints(Circle().fill(.secondary).foregroundStyle(red)), lit([.color(red.opacity(0.5))]))
        XCTAssertEqual(paints(Circle().fill(.tertiary).foregroundStyle(red)), lit([.color(red.opacity(0.25))]))
        XCTAssertEqual(paints(Circle().fill(.quaternary).foregroundStyle(red)), lit([.color(red.opacity(0.18))]))
        XCTAssertEqual(paints(Circle().foregroundStyle(.secondary).foregroundStyle(red)), lit([.color(red.opacity(0.5))]),
                       "the secondary level of the foreground around")
        XCTAssertEqual(paints(Circle().fill(.secondary)).map { $0.resolved(in: .light) }, [.color(Color(60, 60, 67).opacity(0.6))],
                       "with no foreground set, iOS's secondary label colour")
        XCTAssertEqual(paints(Circle().fill(.tertiary).foregroundStyle(.red, .green, .blue)), lit([.color(.blue)]))
        XCTAssertEqual(paints(Circle().fill(.secondary).foregroundStyle(.red, .green)), lit([.color(.green)]))
        XCTAssertEqual(paints(Circle().fill(.background.secondary)), lit([.color(Color(.secondarySystemBackground))]))
    }

    func testTintAndOpacityOnAnyStyleAndAnyShapeStyle() {
        XCTAssertEqual(paints(Circle().fill(.tint)), lit([.color(.accentColor)]))
        XCTAssertEqual(paints(Circle().fill(.tint).tint(.pink)), lit([.color(.pink)]))
        XCTAssertEqual(paints(Circle().fill(redToBlue.opacity(0.5))),
                       [.linearGradient(redToBlue.opacity(0.5), startPoint: .top, endPoint: .bottom)])
        let styles = [AnyShapeStyle(Color.red), AnyShapeStyle(.tint)]
        XCTAssertEqual(paints(HStack { Circle().fill(styles[0]); Circle().fill(styles[1]) }), lit([.color(.red), .color(.accentColor)]))
        XCTAssertEqual(paints(Circle().foregroundColor(.green)), lit([.color(.green)]), "foregroundColor still paints")
    }

    func testAColorsGradientRunsFromALighterTopToTheColour() {
        guard case .linearGradient(let gradient, .top, .bottom)? = paints(Rectangle().fill(Color.blue.gradient)).first else {
            return XCTFail("a linear gradient from top to bottom")
        }
        XCTAssertEqual(gradient.stops.last?.color, Color.blue.resolved(in: .light))
        let top = try? XCTUnwrap(gradient.stops.first?.color.resolved(in: .light))
        XCTAssertGreaterThan(top?.red ?? 0, Color.blue.resolved(in: .light).red)
    }

    func testStopsOutOfOrderAreSortedAndAColourReadBetweenThem() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let gradient = Gradient(stops: [.init(color: blue, location: 1), .init(color: red, location: 0)])
        XCTAssertEqual(gradient.drawnStops.map(\.location), [0, 1])
        XCTAssertEqual(gradient.color(atLocation: 0.25), Color(red: 0.75, green: 0, blue: 0.25))
        XCTAssertNil(Gradient(stops: []).color(atLocation: 0.5), "no stops: nothing to draw")
    }

    private struct Toggled: View {
        @State var on = false
        var to: Paint
        var body: some View {
            VStack {
                if case .linearGradient(let gradient, _, _) = to {
                    Rectangle().fill(on ? LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)
                                        : LinearGradient(colors: [.red, .red], startPoint: .leading, endPoint: .trailing))
                } else {
                    Rectangle().fill(on ? AnyShapeStyle(RadialGradient(colors: [.blue, .blue], center: .center, startRadius: 0, endRadius: 10))
                                        : AnyShapeStyle(LinearGradient(colors: [.red, .red], startPoint: .leading, endPoint: .trailing)))
                }
                Text("go").onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
            }
        }
    }

    func testTheAnimatorMovesOneGradientIntoAnotherOfTheSameKind() throws {
        let blue = Gradient(colors: [Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 1, blue: 0)])
        var live = LiveView(Toggled(to: .linearGradient(blue, startPoint: .top, endPoint: .bottom)), size: size)
        live.tap("go")
        live.advance(to: 0)
        live.advance(to: 0.5)
        guard case .linearGradient(let halfway, let start, let end)? = paints(live).first else { return XCTFail("a linear gradient") }
        let red = Color.red.resolved(in: .light)
        XCTAssertEqual(halfway.stops[0].color.resolved(in: .light).red, red.red / 2, accuracy: 1e-9)
        XCTAssertEqual(halfway.stops[0].color.resolved(in: .light).blue, (red.blue + 1) / 2, accuracy: 1e-9)
        XCTAssertEqual(halfway.stops[1].color.resolved(in: .light).green, (red.green + 1) / 2, accuracy: 1e-9)
        XCTAssertEqual(start, UnitPoint(x: 0.25, y: 0.25), "from leading to top, halfway")
        XCTAssertEqual(end, UnitPoint(x: 0.75, y: 0.75))
        live.advance(to: 1)
        XCTAssertEqual(paints(live).first, .linearGradient(blue, startPoint: .top, endPoint: .bottom).resolved(in: .light))
    }

    func testAGradientOfAnotherKindIsShownAtOnce() {
        var live = LiveView(Toggled(to: .color(.blue)), size: size)
        live.tap("go")
        live.advance(to: 0)
        live.advance(to: 0.5)
        guard case .radialGradient? = paints(live).first else { return XCTFail("the radial gradient, at once") }
    }

    private func paints(_ live: LiveView) -> [Paint] {
        live.displayList(scale: 1).items.compactMap { if case .shape(_, let paint) = $0.content { paint.paint } else { nil } }
    }

    func testAStrokeStyleReachesTheDisplayListAndABadDashIsASolidLineWithOneLine() {
        let style = StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [6, 2], dashPhase: 1)
        let live = LiveView(Circle().stroke(.red, style: style), size: size)
        XCTAssertEqual(live.displayList(scale: 1).items.first?.content, .shape(.circle, .stroke(.color(Color.red.resolved(in: .light)), style)))
        for dash: [CGFloat] in [[0, 0], [-4, 2], [.nan]] {
            let heard = Lines()
            let bad = LiveView(Rectangle().stroke(style: StrokeStyle(lineWidth: 2, dash: dash)), size: size, measure: FixedMeasure(),
                               diagnostics: heard.diagnostics)
            guard case .shape(_, .stroke(_, let drawn))? = bad.displayList(scale: 1).items.first?.content else { return XCTFail("a stroke") }
            XCTAssertEqual(drawn.dash, [], "\(dash): a solid line")
            XCTAssertEqual(heard.lines.count, 1, "\(dash)")
            XCTAssertTrue(heard.lines.first?.contains("the line is drawn solid") == true, heard.lines.first ?? "")
        }
    }

    func testAFillStyleAndStrokeBorderWithAStyle() {
        let live = LiveView(Circle().fill(.red, style: FillStyle(eoFill: true)), size: size)
        XCTAssertEqual(live.displayList(scale: 1).items.first?.content,
                       .shape(.circle, .fill(.color(Color.red.resolved(in: .light)), FillStyle(eoFill: true))))
        let border = LiveView(Rectangle().strokeBorder(.blue, style: StrokeStyle(lineWidth: 10, dash: [5])), size: size)
        guard case .shape(.path(let path), .stroke(_, let style))? = border.displayList(scale: 1).items.first?.content else {
            return XCTFail("an inset stroke")
        }
        XCTAssertEqual(path.boundingRect, CGRect(x: 5, y: 5, width: 90, height: 90))
        XCTAssertEqual(style.dash, [5])
    }
}
