import XCTest
@testable import CollapsibleCore

/// How data flows, as chapters 2 and 3 of the book have it: the environment
/// carries values of one's own keys down the tree, the nearest setting in
/// force, and a `@Binding` writes back to the `@State` it was made from,
/// wherever that state is kept, and nowhere once it is gone.
final class DataFlowTests: XCTestCase {
    fileprivate struct SizeKey: EnvironmentKey {
        static let defaultValue: CGFloat = 0.1
    }

    fileprivate struct ColorKey: EnvironmentKey {
        static let defaultValue: Color? = nil
    }

    /// Says what it reads from the environment.
    private struct Reader: View {
        @Environment(\.knobSize) var size
        @Environment(\.knobColor) var color
        @Environment(\.colorScheme) var scheme
        var body: some View {
            Text("\(size) \(color == nil ? "none" : color == .red ? "red" : "other") \(scheme == .dark ? "dark" : "light")")
        }
    }

    /// The texts `element` shows, without the buttons'.
    private func labels(in element: AccessibilityElement) -> [String] {
        element.role == .label ? [element.label] : element.children.flatMap(labels(in:))
    }

    private func labels<V: View>(_ view: V, scheme: ColorScheme = .light) -> [String] {
        var live = LiveView(view, size: Size(width: 600, height: 200))
        live.colorScheme = scheme
        return labels(in: live.accessibilityRoot)
    }

    func testAReaderSeesTheNearestSettingAboveItAndTheDefaultWhereNoneIs() {
        let view = VStack {
            Reader()
            VStack {
                Reader()
                Reader().environment(\.knobSize, 0.3)
            }
            .environment(\.knobSize, 0.2)
            Reader()
        }
        XCTAssertEqual(labels(view), ["0.1 none light", "0.2 none light", "0.3 none light", "0.1 none light"])
    }

    func testAnOptionalValueIsNilUntilSetAndNilAgainWhereSetSo() {
        let view = VStack {
            Reader()
            VStack {
                Reader()
                Reader().environment(\.knobColor, nil)
            }
            .environment(\.knobColor, .red)
        }
        XCTAssertEqual(labels(view), ["0.1 none light", "0.1 red light", "0.1 none light"])
    }

    func testTheColourSchemeComesFromTheHostUnderTheKeysOfOnesOwn() {
        XCTAssertEqual(labels(Reader().environment(\.knobSize, 0.4), scheme: .dark), ["0.4 none dark"])
    }

    private struct Scale: View {
        @Environment(\.displayScale) var scale
        var body: some View { Text("\(scale)") }
    }

    func testTheDisplaysScaleComesFromTheHostAndFollowsIt() {
        var live = LiveView(Scale(), size: Size(width: 300, height: 200))
        XCTAssertEqual(labels(Scale()), ["1.0"])
        live.displayScale = 2
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "2.0")
    }

    /// A row of its own with a count kept in its own state, which a child
    /// raises through a binding.
    private struct Row: View {
        let name: String
        @State var count = 0
        var body: some View {
            HStack {
                Text("\(name) \(count)")
                Raise(count: $count)
            }
        }
    }

    private struct Raise: View {
        @Binding var count: Int
        var body: some View {
            Text("+").onTapGesture { count += 1 }
        }
    }

    private struct Rows: View {
        @State var names = ["a", "b", "c"]
        var body: some View {
            VStack {
                ForEach(names, id: \.self) { Row(name: $0) }
                Text("drop a").onTapGesture { names.removeAll { $0 == "a" } }
            }
        }
    }

    private func press(_ label: String, index: Int = 0, in live: inout LiveView) {
        func buttons(_ element: AccessibilityElement) -> [AccessibilityElement] {
            element.role == .button && element.label == label ? [element] : element.children.flatMap(buttons)
        }
        let found = buttons(live.accessibilityRoot)
        guard found.indices.contains(index) else { return XCTFail("no button \(label) at \(index)") }
        live.press(found[index].id, animated: false)
    }

    private func counts(_ live: LiveView) -> [String] {
        labels(in: live.accessibilityRoot)
    }

    func testEachViewMadeInAForEachKeepsItsStateAndABindingWritesItBack() {
        var live = LiveView(Rows(), size: Size(width: 300, height: 300))
        press("+", index: 1, in: &live)
        press("+", index: 1, in: &live)
        press("+", index: 2, in: &live)
        XCTAssertEqual(counts(live), ["a 0", "b 2", "c 1"])
        press("drop a", in: &live)
        XCTAssertEqual(counts(live), ["b 2", "c 1"], "the rows that stay keep their counts")
    }

    /// Hands out the binding to its state, for the test to keep after the
    /// view has gone.
    private struct Leaving: View {
        let keep: (Binding<Int>) -> Void
        @State var count = 5
        var body: some View {
            keep($count)
            return Text("\(count)")
        }
    }

    private struct Host: View {
        let keep: (Binding<Int>) -> Void
        @State var shows = true
        var body: some View {
            VStack {
                if shows { Leaving(keep: keep) }
                Text("toggle").onTapGesture { shows.toggle() }
            }
        }
    }

    func testABindingToAStateWhoseViewLeftTheTreeWritesNothing() throws {
        var kept: Binding<Int>?
        var live = LiveView(Host(keep: { kept = $0 }), size: Size(width: 300, height: 200))
        let binding = try XCTUnwrap(kept)
        binding.wrappedValue = 6
        XCTAssertTrue(live.update())
        XCTAssertEqual(counts(live), ["6"])
        let gone = binding
        press("toggle", in: &live)
        XCTAssertEqual(counts(live), [])
        gone.wrappedValue = 9
        XCTAssertFalse(live.needsUpdate, "a write to the state of a view that left changes nothing")
        press("toggle", in: &live)
        XCTAssertEqual(counts(live), ["5"], "the view comes back with a state of its own")
    }

    func testABindingWhoseHostIsGoneWritesNothing() throws {
        var kept: Binding<Int>?
        do {
            let live = LiveView(Host(keep: { kept = $0 }), size: Size(width: 300, height: 200))
            XCTAssertEqual(counts(live), ["5"])
        }
        let binding = try XCTUnwrap(kept)
        binding.wrappedValue = 7
        XCTAssertEqual(binding.wrappedValue, 5, "what it reads is the state's last value")
    }
}

private extension EnvironmentValues {
    var knobSize: CGFloat {
        get { self[DataFlowTests.SizeKey.self] }
        set { self[DataFlowTests.SizeKey.self] = newValue }
    }

    var knobColor: Color? {
        get { self[DataFlowTests.ColorKey.self] }
        set { self[DataFlowTests.ColorKey.self] = newValue }
    }
}
