import XCTest
@testable import CollapsibleCore

/// `TabView` as iOS shows it: the selected tab over a bar of tabs at the
/// bottom; a click or Ctrl+Tab selects another, each tab keeps its state,
/// and assistive tools see a page tab list of page tabs.
final class TabViewTests: XCTestCase {
    private struct Counting: View {
        let name: String
        @State var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }
        }
    }

    private struct Tabs: View {
        @State var selection = "home"
        var body: some View {
            TabView(selection: $selection) {
                Counting(name: "Home")
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag("home")
                Tab("Settings", systemImage: "gear", value: "settings") {
                    Counting(name: "Settings")
                }
            }
        }
    }

    private let size = Size(width: 390, height: 600)

    private func elements(_ live: LiveView) -> [AccessibilityElement] {
        func flatten(_ element: AccessibilityElement) -> [AccessibilityElement] { [element] + element.children.flatMap(flatten) }
        return flatten(live.accessibilityRoot)
    }

    func testTheSelectedTabShowsOverABarOfPageTabs() throws {
        let live = LiveView(Tabs(), size: size)
        let all = elements(live)
        XCTAssertTrue(all.contains { $0.label == "Home 0" })
        XCTAssertFalse(all.contains { $0.label == "Settings 0" }, "the other tab is not shown")
        let list = try XCTUnwrap(all.first { $0.role == .pageTabList })
        XCTAssertEqual(list.frame, Rect(x: 0, y: size.height - 49, width: size.width, height: 49))
        let tabs = all.filter { $0.role == .pageTab }
        XCTAssertEqual(tabs.map(\.label), ["Home", "Settings"])
        XCTAssertEqual(tabs.map(\.selected), [true, false])
        XCTAssertEqual(tabs.map(\.frame.width), [195, 195])
    }

    func testAClickOnATabAndCtrlTabSelectItAndEachTabKeepsItsState() throws {
        var live = LiveView(Tabs(), size: size)
        live.press("Home 0")
        XCTAssertTrue(elements(live).contains { $0.label == "Home 1" })
        let settings = try XCTUnwrap(elements(live).first { $0.role == .pageTab && $0.label == "Settings" })
        live.press(settings.id)
        XCTAssertTrue(elements(live).contains { $0.label == "Settings 0" })
        XCTAssertEqual(elements(live).filter { $0.role == .pageTab }.map(\.selected), [false, true])
        XCTAssertTrue(live.switchTab(forward: true), "from the last tab round to the first")
        XCTAssertTrue(elements(live).contains { $0.label == "Home 1" }, "the first tab kept its count")
        XCTAssertTrue(live.switchTab(forward: false))
        XCTAssertTrue(elements(live).contains { $0.label == "Settings 0" })
    }
}
