import XCTest
@testable import CollapsibleCore

/// A `NavigationStack` driven by its `path`, and the bad input of the
/// issue: a value no destination takes, a link pressed twice in a row, a
/// pop of an empty path.
final class NavigationPathTests: XCTestCase {
    private struct Numbers: View {
        @Binding var path: [Int]
        var body: some View {
            NavigationStack(path: $path) {
                NavigationLink("One", value: 1)
                    .navigationTitle("Numbers")
                    .navigationDestination(for: Int.self) { number in
                        VStack {
                            Text("Number \(number)")
                            NavigationLink("Next", value: number + 1)
                        }
                        .navigationTitle("\(number)")
                    }
            }
        }
    }

    /// The path in a state of the window's root, as an app keeps it, and
    /// told to the test at each change.
    private struct Host: View {
        @State var path: [Int]
        let seen: Seen
        var body: some View {
            Numbers(path: $path).onChange(of: path) { seen.path = path }
        }
    }

    private final class Seen { var path: [Int] = [] }

    private func live(_ path: [Int], heard: Lines = Lines()) -> (LiveView, Seen) {
        let seen = Seen()
        seen.path = path
        let live = LiveView(Host(path: path, seen: seen), size: Size(width: 390, height: 600), measure: FixedMeasure(),
                            diagnostics: heard.diagnostics)
        return (live, seen)
    }

    private func labels(_ live: LiveView) -> [String] {
        func flatten(_ element: AccessibilityElement) -> [String] { [element.label] + element.children.flatMap(flatten) }
        return flatten(live.accessibilityRoot).filter { !$0.isEmpty }
    }

    func testAPathGivenAtTheStartShowsItsTopScreenWithBackButtonsNamedByTheScreensUnder() {
        var (live, seen) = live([1, 2])
        live.advance(to: 0)
        XCTAssertTrue(labels(live).contains("Number 2"))
        XCTAssertFalse(labels(live).contains("Numbers"), "the covered screens are told to no one: \(labels(live))")
        XCTAssertTrue(live.goBack())
        live.advance(to: 1)
        live.advance(to: 3)
        XCTAssertEqual(seen.path, [1])
        XCTAssertTrue(labels(live).contains("Number 1"))
        XCTAssertTrue(labels(live).contains("Numbers"), "the back button names the root: \(labels(live))")
    }

    func testALinkPressedTwiceInARowPushesOnce() throws {
        var (live, seen) = live([])
        func find(_ element: AccessibilityElement) -> AccessibilityElement? {
            element.label == "One" ? element : element.children.lazy.compactMap(find).first
        }
        let link = try XCTUnwrap(find(live.accessibilityRoot)).frame
        let centre = Point(x: link.midX, y: link.midY)
        live.advance(to: 0)
        for time in [0.0, 0.05] {
            live.pointerPressed(at: centre, time: time)
            live.pointerReleased(at: centre, time: time + 0.05)
            live.advance(to: time + 0.01)
        }
        XCTAssertEqual(seen.path, [1])
    }

    func testAPopOfAnEmptyPathDoesNothing() {
        var (live, seen) = live([])
        XCTAssertFalse(live.goBack())
        XCTAssertEqual(seen.path, [])
        var empty = NavigationPath()
        empty.removeLast()
        XCTAssertTrue(empty.isEmpty)
    }

    private struct Unknown: View {
        var body: some View {
            NavigationStack(path: .constant(NavigationPath(["Apple"]))) {
                NavigationLink("Pear", value: 3.5)
                    .navigationTitle("Root")
            }
        }
    }

    func testAValueNoDestinationTakesPushesNothingWithSwiftUIsLine() {
        let heard = Lines()
        var live = LiveView(Unknown(), size: Size(width: 390, height: 600), measure: FixedMeasure(), diagnostics: heard.diagnostics)
        XCTAssertTrue(labels(live).contains("Root"), "the root shows: \(labels(live))")
        XCTAssertEqual(heard.lines, [
            "A NavigationLink is presenting a value of type “String” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.",
        ])
        live.press("Pear")
        XCTAssertEqual(heard.lines.last,
                       "A NavigationLink is presenting a value of type “Double” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
        XCTAssertTrue(labels(live).contains("Root"))
    }
}
