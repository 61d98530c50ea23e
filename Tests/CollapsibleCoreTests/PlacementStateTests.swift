import XCTest
@testable import CollapsibleCore

/// A view value placed twice is two views, each with a state of its own,
/// as SwiftUI keeps state per place in the tree, not per value.
final class PlacementStateTests: XCTestCase {
    private struct Counter: View {
        @State var count = 0
        var body: some View { Text("count \(count)").onTapGesture { count += 1 } }
    }

    private struct Twice: View {
        let counter = Counter()
        var body: some View {
            VStack {
                counter
                counter
            }
        }
    }

    func testAViewPlacedTwiceCountsEachTapOnlyWhereItLanded() {
        var live = LiveView(Twice(), size: Size(width: 200, height: 200))
        func labels() -> [String?] { live.accessibilityRoot.children.map(\.label) }
        XCTAssertEqual(labels(), ["count 0", "count 0"])
        live.press(live.accessibilityRoot.children[0].id, animated: false)
        live.press(live.accessibilityRoot.children[0].id, animated: false)
        live.press(live.accessibilityRoot.children[1].id, animated: false)
        XCTAssertEqual(labels(), ["count 2", "count 1"])
    }

    private struct Scheme: View {
        @Environment(\.colorScheme) var scheme
        var body: some View { Text(scheme == .dark ? "dark" : "light") }
    }

    /// One value in two environments reads each where it is placed.
    private struct TwoSchemes: View {
        let reader = Scheme()
        var body: some View {
            VStack {
                reader
                reader.environment(\.colorScheme, .dark)
            }
        }
    }

    func testAViewPlacedTwiceReadsTheEnvironmentOfEachPlace() {
        let live = LiveView(TwoSchemes(), size: Size(width: 200, height: 200))
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["light", "dark"])
    }
}
