@testable import CollapsibleCore
import XCTest

/// `Form` in iOS's grouped look, with its rows laid out as iOS lays out a
/// setting: a label leading and its control or value trailing; a
/// `DisclosureGroup` that shows its rows when its label is tapped; an
/// `OutlineGroup` of a tree.
final class FormTests: XCTestCase {
    private let size = Size(width: 300, height: 400)

    private struct Settings: View {
        @State var on = true
        var body: some View {
            Form {
                Section("Network") {
                    Toggle("Wi-Fi", isOn: $on)
                    LabeledContent("Name", value: "Home")
                }
            }
            .listStyle(.plain)
        }
    }

    private func texts(_ live: LiveView) -> [(String, Rect)] {
        live.displayList(scale: 1).opened.compactMap { item in
            guard case .text(let text, _) = item.content else { return nil }
            return (text.string, item.frame)
        }
    }

    func testAFormIsInsetGroupedWhateverTheListStyleAndLaysItsRowsOutLabelLeadingControlTrailing() throws {
        var live = LiveView(Settings(), size: size)
        let drawn = texts(live)
        XCTAssertEqual(drawn.map(\.0), ["NETWORK", "Wi-Fi", "Name", "Home"])
        let frame = { (name: String) in try XCTUnwrap(drawn.first { $0.0 == name }?.1) }
        XCTAssertEqual(try frame("Wi-Fi").minX, 40, "the label at the row's leading inset")
        XCTAssertEqual(try frame("Name").minX, 40)
        XCTAssertEqual(try frame("Home").maxX, 260, accuracy: 1, "the value at the trailing inset")
        let switchFrame = try XCTUnwrap(live.accessibilityRoot.children.first?.children.first { $0.label == "Wi-Fi" }?.children.first?.frame)
        XCTAssertEqual(switchFrame.maxX, 260, accuracy: 1, "the switch at the trailing inset")
        let rows = live.displayList(scale: 1).opened.filter { $0.frame.minX == 20 && $0.frame.width == 260 }
        XCTAssertEqual(rows.map(\.frame.height), [44, 44], "a toggle's row is 44, as iOS's")
        XCTAssertEqual(try XCTUnwrap(live.accessibilityRoot.children.first?.children.map(\.label)), ["NETWORK", "Wi-Fi", "Name, Home"])
    }

    private struct Disclosing: View {
        var body: some View {
            List {
                DisclosureGroup("Fruit") {
                    Text("Apple")
                    Text("Banana")
                }
                Text("After")
            }
        }
    }

    func testADisclosureGroupInAListShowsItsRowsWhenTapped() throws {
        var live = LiveView(Disclosing(), size: size)
        let list = { live.accessibilityRoot.children.first { $0.role == .list } }
        XCTAssertEqual(list()?.children.map(\.label), ["Fruit", "After"])
        let button = try XCTUnwrap(list()?.children.first?.children.first)
        XCTAssertEqual(button.role, .button)
        XCTAssertEqual(button.expanded, false)
        live.press(button.id)
        live.advance(to: 10)
        live.advance(to: 20)
        XCTAssertEqual(list()?.children.map(\.label), ["Fruit", "Apple", "Banana", "After"])
        XCTAssertEqual(list()?.children.first?.children.first?.expanded, true)
        let rows = live.displayList(scale: 1).opened.filter { $0.frame.minX == 20 && $0.frame.width == 260 }
        XCTAssertEqual(rows.map(\.frame.minY), [35, 79, 123, 167], "each of its views a row")
    }

    private struct Node: Identifiable {
        var id: String
        var children: [Node]?
    }

    func testAnOutlineListIsATreeOfDisclosingRows() throws {
        let tree = [Node(id: "Fruit", children: [Node(id: "Apple", children: nil)]), Node(id: "Bread", children: nil)]
        var live = LiveView(List(tree, children: \.children) { Text($0.id) }, size: size)
        let list = { live.accessibilityRoot.children.first { $0.role == .list } }
        XCTAssertEqual(list()?.children.map(\.label), ["Fruit", "Bread"])
        live.press(try XCTUnwrap(list()?.children.first?.children.first?.id))
        live.advance(to: 10)
        live.advance(to: 20)
        XCTAssertEqual(list()?.children.map(\.label), ["Fruit", "Apple", "Bread"])
        let apple = try XCTUnwrap(texts(live).first { $0.0 == "Apple" }?.1)
        XCTAssertEqual(apple.minX, 60, "a level in, 20 further")
    }
}

/// Controls that fill a row's width, inside a form: each takes the row's
/// width, with no warning of a size that is not one.
final class FormFillingControlsTests: XCTestCase {
    private struct Printer: View {
        @State var colour = 0
        var body: some View {
            Form {
                Section("Printer") {
                    Picker("Colour", selection: $colour) {
                        Text("Colour").tag(0)
                        Text("Gray").tag(1)
                    }
                    .pickerStyle(.segmented)
                    Gauge(value: 0.6) { Text("Ink") }
                    ProgressView("Sent", value: 1, total: 2)
                }
            }
        }
    }

    func testASegmentedPickerAGaugeAndAProgressBarInAFormAreLaidOutWithNoWarning() {
        let heard = Lines()
        let live = LiveView(Printer(), size: Size(width: 300, height: 400), measure: FixedMeasure(), diagnostics: heard.diagnostics)
        XCTAssertFalse(live.displayList(scale: 1).opened.isEmpty)
        XCTAssertEqual(heard.lines, [])
    }
}
