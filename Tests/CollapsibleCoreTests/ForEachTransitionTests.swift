import XCTest
@testable import CollapsibleCore

/// `ForEach` rows come and go by their transitions, the default fade
/// included, as SwiftUI inserts and removes them; and keep their identity
/// where their identifiers are objects or repeat.
final class ForEachTransitionTests: XCTestCase {
    private struct Dots: View {
        @State var count = 2
        var body: some View {
            VStack(spacing: 0) {
                Button("More") { count += 1 }
                Button("Fewer") { count -= 1 }
                ForEach(0..<count, id: \.self) { _ in
                    Circle().frame(width: 20, height: 20)
                }
            }
            .animation(.linear(duration: 1), value: count)
        }
    }

    /// Each circle as drawn now: its opacity, the product of the groups
    /// around it, and its frame.
    private func circles(_ live: LiveView) -> [(opacity: Double, frame: Rect)] {
        func find(_ items: [DisplayItem], opacity: Double) -> [(Double, Rect)] {
            items.flatMap { item -> [(Double, Rect)] in
                switch item.content {
                case .effect(.opacity(let inner), let inside): find(inside, opacity: opacity * inner)
                case .effect(_, let inside): find(inside, opacity: opacity)
                case .shape(.circle, _): [(opacity, item.frame)]
                default: []
                }
            }
        }
        return find(live.displayList(scale: 1).items, opacity: 1)
    }

    private func button(_ live: LiveView, _ label: String) -> ViewID {
        live.accessibilityRoot.children.first { $0.label == label }!.id
    }

    func testAnInsertedRowFadesIn() throws {
        var live = LiveView(Dots(), size: Size(width: 200, height: 200))
        XCTAssertEqual(circles(live).map(\.opacity), [1, 1])
        live.press(button(live, "More"))
        live.advance(to: 0)
        live.advance(to: 0.3)
        let shown = circles(live)
        XCTAssertEqual(shown.count, 3)
        XCTAssertEqual(shown[0].opacity, 1)
        XCTAssertEqual(shown[2].opacity, 0.3, accuracy: 1e-4, "30 % through a linear fade")
        live.advance(to: 1)
        XCTAssertEqual(circles(live).map(\.opacity), [1, 1, 1])
        XCTAssertFalse(live.isAnimating)
    }

    func testARemovedRowFadesOutInItsPlaceThenGoes() throws {
        var live = LiveView(Dots(), size: Size(width: 200, height: 200))
        let last = try XCTUnwrap(circles(live).last).frame
        live.press(button(live, "Fewer"))
        live.advance(to: 0)
        live.advance(to: 0.3)
        let shown = circles(live)
        XCTAssertEqual(shown.count, 2, "the removed row stays while it fades")
        XCTAssertEqual(shown[1].opacity, 0.7, accuracy: 1e-4)
        XCTAssertEqual(shown[1].frame.minY, last.minY, accuracy: 1e-9, "where it was")
        live.advance(to: 1)
        XCTAssertEqual(circles(live).count, 1)
        XCTAssertFalse(live.isAnimating)
    }

    /// An object is its own identifier: its `Hashable` conformance says
    /// which rows are the same, not its text, which names its class alone.
    private final class Item: Hashable {
        static func == (a: Item, b: Item) -> Bool { a === b }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    private struct Row: View {
        @State var taps = 0
        var body: some View { Text("taps \(taps)").onTapGesture { taps += 1 } }
    }

    private struct Rows: View {
        @State var items = [Item(), Item(), Item()]
        var body: some View {
            VStack {
                Button("Drop") { items.removeFirst() }
                ForEach(items, id: \.self) { _ in Row() }
            }
        }
    }

    func testRowsIdentifiedByObjectsKeepTheirStateWhenOthersLeave() {
        let heard = Lines()
        var live = LiveView(Rows(), size: Size(width: 200, height: 300), measure: FixedMeasure(), diagnostics: heard.diagnostics)
        func rows() -> [AccessibilityElement] { Array(live.accessibilityRoot.children.dropFirst()) }
        live.press(rows()[1].id, animated: false)
        XCTAssertEqual(rows().map(\.label), ["taps 0", "taps 1", "taps 0"])
        live.press(button(live, "Drop"), animated: false)
        XCTAssertEqual(rows().map(\.label), ["taps 1", "taps 0"], "the tapped row's state went with it")
        XCTAssertEqual(heard.lines, [], "no identifier repeats")
    }

    private struct Repeats: View {
        @State var round = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("Again") { round += 1 }
                ForEach(Array(repeating: 7, count: 10_000), id: \.self) { _ in Row() }
            }
        }
    }

    /// Ten thousand rows with one identifier: drawn, one warning in the
    /// host's life, and each row's state kept by its place among them.
    func testRepeatedIdentifiersWarnOnceAndKeepStateByPlace() {
        let heard = Lines()
        var live = LiveView(Repeats(), size: Size(width: 200, height: 300), measure: FixedMeasure(), diagnostics: heard.diagnostics)
        let rows = live.accessibilityRoot.children.dropFirst()
        XCTAssertEqual(rows.count, 10_000)
        live.press(rows[rows.startIndex + 5000].id, animated: false)
        live.press(button(live, "Again"), animated: false)
        let after = live.accessibilityRoot.children.dropFirst()
        XCTAssertEqual(after[after.startIndex + 5000].label, "taps 1")
        XCTAssertEqual(after[after.startIndex + 4999].label, "taps 0")
        XCTAssertEqual(heard.lines.count, 1, heard.lines.joined(separator: "\n"))
        XCTAssertTrue(heard.lines.first?.contains("the ID 7 occurs multiple times within the collection") == true)
    }
}
