import XCTest
@testable import CollapsibleCore

/// `onReceive`: a publisher's values handed to the view's action while it
/// is in the tree, the value a publisher sends as it is subscribed to
/// included, once the evaluation that subscribed is over.
final class OnReceiveTests: XCTestCase {
    private struct Clock: View {
        let ticks: CurrentValueSubject<Int, Never>
        @State private var shown = -1
        var body: some View {
            Text("tick \(shown)").onReceive(ticks) { shown = $0 }
        }
    }

    private struct Shelf: View {
        let ticks: CurrentValueSubject<Int, Never>
        @State private var hasClock = true
        var body: some View {
            VStack {
                Text("remove").onTapGesture { hasClock = false }
                if hasClock { Clock(ticks: ticks) }
            }
        }
    }

    func testEachValueReachesTheActionWhileTheViewIsThere() {
        let lines = Lines(), ticks = CurrentValueSubject<Int, Never>(0)
        var live = LiveView(Shelf(ticks: ticks), size: Size(width: 200, height: 100), measure: FixedMeasure(), diagnostics: lines.diagnostics)
        live.update()
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["remove", "tick 0"])
        ticks.send(1)
        ticks.send(2)
        XCTAssertTrue(live.update())
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["remove", "tick 2"])
        XCTAssertEqual(lines.lines, [], "no write during the evaluation")
        live.press(live.accessibilityRoot.children[0].id)
        ticks.send(3)
        XCTAssertFalse(live.needsUpdate, "the view that left receives no more")
    }
}
