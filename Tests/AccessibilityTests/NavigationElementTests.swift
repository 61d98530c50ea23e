import CollapsibleCore
import TestSupport
import XCTest
@testable import CollapsibleAccessibility

/// What a screen reader finds of a navigation stack and a tab view: the
/// navigation bar a tool bar whose back button is a push button named by
/// the screen it goes back to, and a page tab list of page tabs, the shown
/// one selected.
final class NavigationElementTests: XCTestCase {
    private let application = AccessibleApplication(name: "navigation", version: "1")
    private let window = AccessibleWindow(title: "Navigation", width: 390, height: 600, scale: 1, isFocused: true)

    private struct Pushed: View {
        var body: some View {
            TabView {
                NavigationStack(path: .constant([1])) {
                    Text("Root")
                        .navigationTitle("Inbox")
                        .navigationDestination(for: Int.self) { _ in Text("Message").navigationTitle("Message") }
                }
                .tabItem { Label("Mail", systemImage: "envelope") }
                Text("Other")
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }

    private func elements(_ tree: AtspiTree, role: AtspiRole) -> [AtspiTree.Element] {
        tree.elements.values.filter { $0.role == role }
    }

    func testTheBarIsAToolBarWithItsBackButtonAndTheTabsArePageTabs() throws {
        let live = LiveView(Pushed(), size: Size(width: 390, height: 600), measure: FixedMeasure())
        let tree = AtspiTree(application: application, window: window, root: live.accessibilityRoot)
        let bar = try XCTUnwrap(elements(tree, role: .toolBar).first)
        XCTAssertEqual(bar.name, "Message")
        func inside(_ element: AtspiTree.Element) -> [AtspiTree.Element] {
            element.children.compactMap { tree[$0] }.flatMap { [$0] + inside($0) }
        }
        let buttons = inside(bar).filter { $0.role == .pushButton }
        XCTAssertEqual(buttons.map(\.name), ["Inbox"], "the back button, named by the screen under")
        XCTAssertTrue(buttons.allSatisfy(\.isPressable))
        XCTAssertEqual(elements(tree, role: .pageTabList).count, 1)
        let tabs = elements(tree, role: .pageTab).sorted { $0.frame?.x ?? 0 < $1.frame?.x ?? 0 }
        XCTAssertEqual(tabs.map(\.name), ["Mail", "Settings"])
        XCTAssertEqual(tabs.map { $0.states.contains(.selected) }, [true, false])
        XCTAssertTrue(tabs.allSatisfy { $0.states.contains(.selectable) && $0.isPressable })
        XCTAssertEqual(AtspiRole.pageTab.name, "page tab")
        XCTAssertEqual(AtspiRole.toolBar.name, "tool bar")
    }

    /// A pushed screen with no control takes the focus on its bar: the
    /// tool bar named by the screen's title is focusable and focused, so a
    /// screen reader says the title as the screen comes in.
    func testAPushedScreenWithNoControlIsFocusedAsItsBarNamedByItsTitle() throws {
        struct Chapter: View {
            var body: some View {
                NavigationStack(path: .constant([1])) {
                    Text("Root")
                        .navigationTitle("Inbox")
                        .navigationDestination(for: Int.self) { _ in
                            Text("Message").navigationTitle("Message").navigationBarBackButtonHidden()
                        }
                }
            }
        }
        let live = LiveView(Chapter(), size: Size(width: 390, height: 600), measure: FixedMeasure())
        let focused = AccessibleWindow(title: "Navigation", width: 390, height: 600, scale: 1, isFocused: true,
                                       focusedView: live.focusedControl)
        let tree = AtspiTree(application: application, window: focused, root: live.accessibilityRoot)
        let focus = try XCTUnwrap(tree.focus.flatMap { tree[$0] })
        XCTAssertEqual(focus.role, .toolBar)
        XCTAssertEqual(focus.name, "Message")
        XCTAssertTrue(focus.states.isSuperset(of: [.focusable, .focused]))
        XCTAssertEqual(elements(tree, role: .pushButton).count, 0, "no back button, nor any control")
    }
}
