import XCTest
@testable import CollapsibleCore

/// A dynamic property of one's own, made of the framework's: its own
/// `@State` and `@Environment` are linked to the view's place as the
/// view's are, then its `update()` runs, before each evaluation of the body.
final class DynamicPropertyTests: XCTestCase {
    /// A count of taps that says how it reads in the scheme in force.
    struct TapCount: DynamicProperty {
        @State private var taps = 0
        @Environment(\.colorScheme) private var scheme
        private(set) var summary = ""

        mutating func update() {
            summary = "\(taps) in \(scheme == .dark ? "dark" : "light")"
        }

        func tap() { taps += 1 }
    }

    private struct Tapper: View {
        var count = TapCount()
        var body: some View {
            Text(count.summary).onTapGesture { count.tap() }
        }
    }

    func testItsStateIsKeptForTheViewsPlaceAndItsUpdateRunsBeforeTheBody() {
        var live = LiveView(VStack { Tapper(); Tapper() }, size: Size(width: 200, height: 100))
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["0 in light", "0 in light"])
        live.press(live.accessibilityRoot.children[1].id)
        live.press(live.accessibilityRoot.children[1].id)
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["0 in light", "2 in light"], "each place its own state")
        live.colorScheme = .dark
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["0 in dark", "2 in dark"])
    }
}
