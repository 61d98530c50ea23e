import XCTest
@testable import CollapsibleCore

/// An update evaluates again only the bodies whose inputs or whose dynamic
/// properties changed, as SwiftUI's graph does: each body here counts its
/// evaluations.
final class IncrementalEvaluationTests: XCTestCase {
    /// How many times each body was evaluated; one and the same for the
    /// views of a test, which compare it by its identity.
    final class Evaluations: Equatable {
        private(set) var counts: [String: Int] = [:]

        func count(_ body: String) { counts[body, default: 0] += 1 }

        static func == (a: Evaluations, b: Evaluations) -> Bool { a === b }
    }

    private struct Tally: View {
        let name: String
        let evaluations: Evaluations
        @State var taps = 0
        var body: some View {
            let _ = evaluations.count(name)
            Text("\(name) \(taps)").onTapGesture { taps += 1 }
        }
    }

    private struct Pair: View {
        let evaluations: Evaluations
        var body: some View {
            let _ = evaluations.count("pair")
            VStack {
                Tally(name: "left", evaluations: evaluations)
                Tally(name: "right", evaluations: evaluations)
            }
        }
    }

    func testAWriteReEvaluatesTheBodyThatReadsItAlone() {
        let evaluations = Evaluations()
        var live = LiveView(Pair(evaluations: evaluations), size: Size(width: 200, height: 100))
        XCTAssertEqual(evaluations.counts, ["pair": 1, "left": 1, "right": 1])
        live.tap("right 0")
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["left 0", "right 1"])
        XCTAssertEqual(evaluations.counts, ["pair": 1, "left": 1, "right": 2])
    }

    private struct Label: View {
        let text: String
        let evaluations: Evaluations
        var body: some View {
            let _ = evaluations.count(text)
            Text(text)
        }
    }

    private struct Parent: View {
        let evaluations: Evaluations
        @State var count = 0
        var body: some View {
            let _ = evaluations.count("parent")
            VStack {
                Text("count \(count)").onTapGesture { count += 1 }
                Label(text: "fixed", evaluations: evaluations)
                Label(text: count.isMultiple(of: 2) ? "even" : "odd", evaluations: evaluations)
            }
        }
    }

    func testAChildHandedAnEqualValueIsNotEvaluatedAgain() {
        let evaluations = Evaluations()
        var live = LiveView(Parent(evaluations: evaluations), size: Size(width: 200, height: 100))
        live.tap("count 0")
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["count 1", "fixed", "odd"])
        XCTAssertEqual(evaluations.counts, ["parent": 2, "fixed": 1, "even": 1, "odd": 1],
                       "the label handed the same text stands; the one handed another is made")
    }

    fileprivate struct ShadeKey: EnvironmentKey {
        static let defaultValue = 0
    }

    private struct Reader: View {
        let evaluations: Evaluations
        @Environment(\.shade) var shade
        var body: some View {
            let _ = evaluations.count("reader")
            Text("shade \(shade)")
        }
    }

    private struct Shaded: View {
        let evaluations: Evaluations
        @State var shade = 0
        var body: some View {
            VStack {
                Text("darker").onTapGesture { shade += 1 }
                Reader(evaluations: evaluations)
                Label(text: "plain", evaluations: evaluations)
            }
            .environment(\.shade, shade)
        }
    }

    func testAnEnvironmentChangeReEvaluatesTheBodiesThatReadIt() {
        let evaluations = Evaluations()
        var live = LiveView(Shaded(evaluations: evaluations), size: Size(width: 200, height: 100))
        live.tap("darker")
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["darker", "shade 1", "plain"])
        XCTAssertEqual(evaluations.counts, ["reader": 2, "plain": 1])
    }

    private struct Counting: ButtonStyle {
        let evaluations: Evaluations
        func makeBody(configuration: Configuration) -> some View {
            let _ = evaluations.count(configuration.isPressed ? "pressed" : "released")
            configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
        }
    }

    private struct Clicker: View {
        let evaluations: Evaluations
        @State var clicks = 0
        var body: some View {
            let _ = evaluations.count("clicker")
            VStack {
                Button("Click") { clicks += 1 }
                Text("clicks \(clicks)")
            }
            .buttonStyle(Counting(evaluations: evaluations))
        }
    }

    func testAButtonPressIsOneEvaluationOfWhatItChanges() throws {
        let evaluations = Evaluations()
        var live = LiveView(Clicker(evaluations: evaluations), size: Size(width: 200, height: 100))
        XCTAssertEqual(evaluations.counts, ["clicker": 1, "released": 1])
        let button = try XCTUnwrap(live.displayList(scale: 1).items.first)
        let centre = Point(x: button.frame.midX, y: button.frame.midY)
        XCTAssertTrue(live.pointerPressed(at: centre, time: 0))
        XCTAssertEqual(evaluations.counts, ["clicker": 1, "released": 1, "pressed": 1], "the press draws the button pressed, no more")
        XCTAssertTrue(live.pointerReleased(at: centre, time: 0.1))
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["Click", "clicks 1"])
        XCTAssertEqual(evaluations.counts["clicker"], 2, "the action's change, once")
    }

    private struct Wobble: AnimatableModifier {
        let evaluations: Evaluations
        var angle: Double
        var animatableData: Double {
            get { angle }
            set { angle = newValue }
        }

        func body(content: Content) -> some View {
            let _ = evaluations.count("wobble")
            content.offset(x: angle)
        }
    }

    private struct Wobbling: View {
        let evaluations: Evaluations
        @State var angle = 0.0
        var body: some View {
            let _ = evaluations.count("wobbling")
            VStack {
                Color.red.frame(width: 20, height: 20)
                    .modifier(Wobble(evaluations: evaluations, angle: angle))
                    .onTapGesture { withAnimation(.linear(duration: 1)) { angle = 40 } }
                Label(text: "still", evaluations: evaluations)
            }
        }
    }

    func testAnAnimatablesFrameEvaluatesItsBodyAlone() {
        let evaluations = Evaluations()
        var live = LiveView(Wobbling(evaluations: evaluations), size: Size(width: 200, height: 100))
        XCTAssertTrue(live.pressFrontmostTapTarget())
        // The change's body, and again with the data it starts from.
        XCTAssertEqual(evaluations.counts, ["wobbling": 2, "wobble": 3, "still": 1])
        let x = live.displayList(scale: 1).items[0].frame.minX
        for frame in 0...4 { live.advance(to: Double(frame) / 4) }
        XCTAssertEqual(live.displayList(scale: 1).items[0].frame.minX, x + 40, accuracy: 1e-9)
        XCTAssertEqual(evaluations.counts, ["wobbling": 2, "wobble": 8, "still": 1], "one evaluation of its body per frame")
    }
}

private extension EnvironmentValues {
    var shade: Int {
        get { self[IncrementalEvaluationTests.ShadeKey.self] }
        set { self[IncrementalEvaluationTests.ShadeKey.self] = newValue }
    }
}
