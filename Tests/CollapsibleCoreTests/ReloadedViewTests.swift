import XCTest
@testable import CollapsibleCore

/// Code loaded anew at the same place: a view of the same type keeps its
/// state, a view of another type starts afresh, and a value is read as a
/// type of the new code only where the two are laid out alike.
final class ReloadedViewTests: XCTestCase {
    private final class Loads: ObservableObject {
        @Published var content: any View = Counter()
        @Published var code = 1
    }

    private struct Host: View {
        @ObservedObject var loads: Loads
        var body: some View { _ReloadedView(loads.content, code: loads.code) }
    }

    private struct Counter: View {
        @State var count = 0
        var body: some View { Text("count \(count)").onTapGesture { count += 1 } }
    }

    /// The same state, in a view of another name.
    private struct Tally: View {
        @State var count = 0
        var body: some View { Text("count \(count)").onTapGesture { count += 1 } }
    }

    /// The count, pressed thrice, once `content` is loaded anew in its place.
    private func countAfterLoading(_ content: any View) -> String? {
        let loads = Loads()
        var live = LiveView(Host(loads: loads), size: Size(width: 300, height: 100))
        for _ in 1...3 { XCTAssertTrue(live.press(live.accessibilityRoot.children[0].id, animated: false)) }
        XCTAssertEqual(live.accessibilityRoot.children[0].label, "count 3")
        loads.content = content
        loads.code = 2
        _ = live.update()
        return live.accessibilityRoot.children[0].label
    }

    func testTheSameViewInANewLoadKeepsItsState() {
        XCTAssertEqual(countAfterLoading(Counter()), "count 3")
    }

    func testAViewOfAnotherTypeInANewLoadStartsAfresh() {
        XCTAssertEqual(countAfterLoading(Tally()), "count 0")
    }

    private struct Point { var x: Int; var y: Int }
    private struct Place { var x: Int; var y: Int }
    private enum Side { case left, right }

    func testOnlyTypesOfTheSameNameAndLayoutAreReadAsEachOther() {
        XCTAssertTrue(LoadedTypes.sameLayout(Point.self, Point.self))
        XCTAssertTrue(LoadedTypes.sameLayout(Side.self, Side.self))
        XCTAssertFalse(LoadedTypes.sameLayout(Point.self, Place.self), "another name")
        XCTAssertFalse(LoadedTypes.sameLayout([Point].self, [Place].self), "arrays of types of other names")
        XCTAssertFalse(LoadedTypes.sameLayout(Point?.self, Side?.self))
        let read = LoadedTypes.reading([Point(x: 1, y: 2)], as: [Point].self)
        XCTAssertEqual(read.map(\.y), [2])
    }
}
