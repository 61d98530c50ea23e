import XCTest
@testable import CollapsibleCore

/// Preferences go up the tree as SwiftUI sends them: reduced in the order
/// of the tree, handed to `onPreferenceChange` after the layout, and a
/// state written there laid out again before anything is drawn.
final class PreferenceTests: XCTestCase {
    private struct Names: PreferenceKey {
        static let defaultValue = ["none"]
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    /// An optional value, whose default is nil as SwiftUI gives it.
    private struct First: PreferenceKey {
        static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
    }

    /// Hands what it is given to the test.
    private final class Heard<Value>: @unchecked Sendable {
        var values: [Value] = []
    }

    func testSiblingsAreReducedInTheOrderOfTheTreeFromTheFirstThatSetsTheKey() {
        let heard = Heard<[String]>()
        let view = HStack {
            Text("a").preference(key: Names.self, value: ["a"])
            Text("-")
            VStack {
                Text("b").preference(key: Names.self, value: ["b"])
                Text("c").preference(key: Names.self, value: ["c"])
            }
            Text("d").transformPreference(Names.self) { $0.append("d") }
        }
        .onPreferenceChange(Names.self) { heard.values.append($0) }
        _ = LiveView(view, size: Size(width: 200, height: 100))
        // The text that sets nothing takes no part; the transform starts from the default.
        XCTAssertEqual(heard.values, [["a", "b", "c", "none", "d"]])
    }

    func testAValueSetOutsideReplacesTheValuesInsideAndTheFirstWins() {
        let heard = Heard<String?>()
        let view = VStack {
            Text("a").preference(key: First.self, value: "inner").preference(key: First.self, value: "outer")
            Text("b").preference(key: First.self, value: "second")
        }
        .onPreferenceChange(First.self) { heard.values.append($0) }
        _ = LiveView(view, size: Size(width: 200, height: 100))
        XCTAssertEqual(heard.values, ["outer"])
    }

    func testAHandlerIsNotCalledForTheDefaultNorForAValueItWasHandedBefore() {
        let heard = Heard<String?>()
        struct Counter: View {
            var heard: Heard<String?>
            @State var taps = 0
            var body: some View {
                Text("\(taps)")
                    .preference(key: First.self, value: taps > 0 ? "tapped" : nil)
                    .onTapGesture { taps += 1 }
                    .onPreferenceChange(First.self) { heard.values.append($0) }
            }
        }
        var live = LiveView(Counter(heard: heard), size: Size(width: 200, height: 100))
        XCTAssertEqual(heard.values, [], "handed the default")
        live.pressFrontmostTapTarget(animated: false)
        live.pressFrontmostTapTarget(animated: false)
        XCTAssertEqual(heard.values, ["tapped"])
    }

    /// `MyNavigationView`'s way: a child's title, read into the parent's state.
    private struct Titled: View {
        @State var title: String?
        var body: some View {
            VStack {
                Text(title ?? "untitled")
                Text("content").preference(key: First.self, value: "Root View")
                    .onPreferenceChange(First.self) { title = $0 }
            }
        }
    }

    func testAStateTheHandlerWritesIsLaidOutBeforeTheFirstFrame() {
        let live = LiveView(Titled(), size: Size(width: 200, height: 100))
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["Root View", "content"])
        XCTAssertFalse(live.needsUpdate, "the title waits for another update")
    }

    /// Columns of equal width, as the book's table makes them: each label's
    /// width goes up, the widest comes down to all.
    private struct Widths: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    private struct ColumnWidth: PreferenceKey {
        static let defaultValue: CGFloat? = nil
        static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
            value = [value, nextValue()].compactMap { $0 }.max()
        }
    }

    private struct Column: View {
        @State var width: CGFloat?
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(["ab", "abcdef", "abc"], id: \.self) { label in
                    Text(label)
                        .background(GeometryReader { proxy in Color.clear.preference(key: ColumnWidth.self, value: proxy.size.width) })
                        .frame(width: width, alignment: .leading)
                        .background(Color.red)
                }
            }
            .onPreferenceChange(ColumnWidth.self) { width = $0 }
        }
    }

    func testNoFrameShowsTheFirstUnequalWidthsNorWidthsOfReadersNotYetLaidOut() {
        // 10-point labels are 6 wide a character: the widest is 36.
        let live = LiveView(Column().font(.system(size: 10)), size: Size(width: 200, height: 100))
        let red = Color.red.resolved(in: .light)
        let fills = live.displayList(scale: 1).items.filter { if case .shape(_, .fill(.color(red), _)) = $0.content { true } else { false } }
        XCTAssertEqual(fills.map(\.frame.width), [36, 36, 36])
        XCTAssertEqual(Set(fills.map(\.frame.minX)).count, 1, "the rows start at one x")
    }

    /// A handler that changes what it is handed, without end.
    private struct Restless: View {
        @State var count = 0
        var body: some View {
            Text("\(count)")
                .preference(key: Widths.self, value: CGFloat(count + 1))
                .onPreferenceChange(Widths.self) { count = Int($0) }
        }
    }

    func testAHandlerThatNeverSettlesIsStoppedWithOneLine() {
        let heard = Lines()
        let live = LiveView(Restless(), size: Size(width: 200, height: 100), measure: FixedMeasure(), diagnostics: heard.diagnostics)
        XCTAssertEqual(heard.lines, ["Bound preference Widths tried to update multiple times per frame."])
        // Each pass made the text from the count the pass before wrote.
        XCTAssertEqual(live.accessibilityRoot.children.first?.label, "\(LiveView.geometryPasses - 1)",
                       "shown after the passes a change may take")
        XCTAssertFalse(live.needsUpdate, "the handler's last write left to go on at the next frame")
    }

    /// A value that cannot be compared, read by a layer under the view.
    private struct Caption: PreferenceKey {
        struct Value { var text: String }
        static let defaultValue = Value(text: "none")
        static func reduce(value: inout Value, nextValue: () -> Value) { value.text += nextValue().text }
    }

    func testALayerIsMadeFromAValueThatCannotBeComparedWithNoWarning() {
        let heard = Lines()
        let view = HStack {
            Text("a").preference(key: Caption.self, value: Caption.Value(text: "a"))
            Text("b").preference(key: Caption.self, value: Caption.Value(text: "b"))
        }
        .backgroundPreferenceValue(Caption.self) { Text($0.text) }
        let live = LiveView(view, size: Size(width: 200, height: 100), measure: FixedMeasure(), diagnostics: heard.diagnostics)
        let texts = live.displayList(scale: 1).items.compactMap { item -> String? in
            if case .text(let text, _) = item.content { return text.string }
            return nil
        }
        XCTAssertEqual(texts, ["ab", "a", "b"], "the background first, made from both")
        XCTAssertEqual(heard.lines, [])
    }
}
