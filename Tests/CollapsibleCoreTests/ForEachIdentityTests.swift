import XCTest
@testable import CollapsibleCore

/// An identifier known by its text, which names its type's module.
enum Fruit: Hashable { case apple, pear }

/// `ForEach` gives each element an identity of its own, the same in every
/// run, and keeps elements that share an identifier apart.
final class ForEachIdentityTests: XCTestCase {
    /// Two elements with one identifier, each a view with a layer over it:
    /// the second's nodes are apart from the first's layer.
    private struct Twins: View {
        var body: some View {
            VStack(spacing: 0) {
                ForEach([7, 7], id: \.self) { _ in
                    Color.red.overlay(Color.blue.frame(width: 10, height: 10))
                }
            }
        }
    }

    func testElementsWithOneIdentifierAreLaidOutApart() {
        let heard = Lines()
        let live = LiveView(Twins(), size: Size(width: 100, height: 200), measure: FixedMeasure(),
                            diagnostics: heard.diagnostics)
        let items = live.displayList(scale: 1).items
        XCTAssertEqual(items.map(\.frame), [
            Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 45, y: 45, width: 10, height: 10),
            Rect(x: 0, y: 100, width: 100, height: 100), Rect(x: 45, y: 145, width: 10, height: 10),
        ])
        XCTAssertEqual(Set(items.map(\.id)).count, 4, "every view its own identity")
        XCTAssertEqual(heard.lines.count, 1)
        XCTAssertTrue(heard.lines[0].contains("the ID 7 occurs multiple times within the collection"), heard.lines[0])
    }

    /// Identifiers that are not numbers, known by their text: FNV-1a of
    /// `"a"` (quotes included) and of `CollapsibleCoreTests.Fruit.pear`,
    /// mixed into the root's identity, worked out apart from this code. Any
    /// run of any build gives them, which a hash seeded per process does not.
    func testElementIdentitiesAreTheSameInEveryRun() {
        XCTAssertEqual(ViewID.root.element(id: "a").description, "#5468af5e26fce37d")
        XCTAssertEqual(ViewID.root.element(id: Fruit.pear).description, "#7fa2e26786b0f3b1")
        XCTAssertEqual(ViewID.root.element(id: 42), ViewID.root.element(42), "a number is itself")
        XCTAssertNotEqual(ViewID.root.element(id: "a"), ViewID.root.element(id: "b"))
        XCTAssertNotEqual(ViewID.root.element(id: Fruit.apple), ViewID.root.element(id: Fruit.pear))
    }

    /// `\.self` is told from another key path from the element's type to
    /// itself, `\Int.bigEndian` here, which is read at each element.
    func testOnlyTheIdentityKeyPathTakesTheElementAsItsIdentity() {
        let row: (Int) -> Color = { _ in Color.red }
        XCTAssertEqual(ForEach([1], id: \.self, content: row).identify(1), 1)
        XCTAssertEqual(ForEach([1], id: \.bigEndian, content: row).identify(1), 1.bigEndian)
        XCTAssertEqual(ForEach(0..<3, content: row).identify(2), 2)
    }
}
