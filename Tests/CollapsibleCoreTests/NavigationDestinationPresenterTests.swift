import XCTest
@testable import CollapsibleCore

/// `navigationDestination(isPresented:)` and `navigationDestination(item:)`:
/// the binding pushes its screen on the stack, the back button sets it back,
/// and setting it back pops the screen.
final class NavigationDestinationPresenterTests: XCTestCase {
    private struct Settings: View {
        @State var showsAbout = false
        @State var fruit: String?
        var body: some View {
            NavigationStack {
                VStack {
                    Button("About") { showsAbout = true }
                    Button("Apple") { fruit = "Apple" }
                    Text(showsAbout ? "shown" : "hidden")
                }
                .navigationTitle("Settings")
                .navigationDestination(isPresented: $showsAbout) {
                    Button("Close") { showsAbout = false }.navigationTitle("About")
                }
                .navigationDestination(item: $fruit) { name in
                    Text("Eat \(name)").navigationTitle(name)
                }
            }
        }
    }

    private let size = Size(width: 390, height: 600)

    /// Lets the change an action made show, and the motion it starts run to its end.
    private func settle(_ live: inout LiveView, from time: Double) {
        live.advance(to: time)
        live.advance(to: time + 2)
    }

    private func shows(_ string: String, _ live: LiveView) -> Bool {
        live.allElements.contains { $0.label == string && $0.frame.minX >= 0 && $0.frame.maxX <= size.width }
    }

    func testTheBindingPushesAndTheBackButtonSetsItBack() {
        var live = LiveView(Settings(), size: size)
        live.advance(to: 0)
        live.press("About")
        settle(&live, from: 1)
        XCTAssertTrue(shows("Close", live))
        XCTAssertTrue(live.goBack())
        settle(&live, from: 4)
        XCTAssertFalse(shows("Close", live))
        XCTAssertTrue(shows("hidden", live), "the back button set the binding to false")
    }

    func testTheBindingGoingFalsePopsTheScreen() {
        var live = LiveView(Settings(), size: size)
        live.advance(to: 0)
        live.press("About")
        settle(&live, from: 1)
        live.press("Close")
        settle(&live, from: 4)
        XCTAssertFalse(shows("Close", live))
        XCTAssertTrue(shows("hidden", live))
        XCTAssertFalse(live.goBack(), "nothing is left to pop")
    }

    func testAnItemPushesItsScreenAndThePopSetsItToNil() {
        var live = LiveView(Settings(), size: size)
        live.advance(to: 0)
        live.press("Apple")
        settle(&live, from: 1)
        XCTAssertTrue(shows("Eat Apple", live))
        XCTAssertTrue(live.goBack())
        settle(&live, from: 4)
        XCTAssertFalse(shows("Eat Apple", live))
        live.press("Apple")
        settle(&live, from: 7)
        XCTAssertTrue(shows("Eat Apple", live), "nil again, the item pushes again")
    }
}

/// A destination presented outside any stack shows nothing, as SwiftUI's.
final class NavigationDestinationOutsideStackTests: XCTestCase {
    private struct Loose: View {
        @State var shows = true
        var body: some View {
            Text("Home").navigationDestination(isPresented: $shows) { Text("Away") }
        }
    }

    func testNothingIsPushedAndTheBindingStays() {
        var live = LiveView(Loose(), size: Size(width: 300, height: 300))
        live.advance(to: 1)
        live.advance(to: 3)
        XCTAssertEqual(live.allElements.map(\.label), ["Home"])
    }
}
