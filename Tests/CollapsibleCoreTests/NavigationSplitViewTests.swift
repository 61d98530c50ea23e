import XCTest
@testable import CollapsibleCore

/// `NavigationSplitView` as iPadOS shows it in a wide window, its columns
/// side by side, and as an iPhone shows it in a narrow one, a stack that a
/// row chosen in the sidebar pushes.
final class NavigationSplitViewTests: XCTestCase {
    private struct Fruits: View {
        @State var fruit: String?
        @State var visibility = NavigationSplitViewVisibility.automatic
        var arrangement: _NavigationSplitArrangement = .balanced

        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                List(["Apple", "Banana"], id: \.self, selection: $fruit) { Text($0) }
                    .navigationTitle("Fruits")
            } detail: {
                Text(fruit.map { "About \($0)" } ?? "Choose a fruit")
            }
            .navigationSplitViewStyle(arrangement == .balanced ? AnyStyle.balanced : AnyStyle.prominentDetail)
        }
    }

    /// Either of SwiftUI's styles as one type, so that a test picks one.
    private struct AnyStyle: NavigationSplitViewStyle {
        var _arrangement: _NavigationSplitArrangement
        static let balanced = AnyStyle(_arrangement: .balanced)
        static let prominentDetail = AnyStyle(_arrangement: .prominentDetail)
    }

    private struct Mail: View {
        var body: some View {
            NavigationSplitView(columnVisibility: .constant(.all)) {
                Text("Mailboxes")
            } content: {
                Text("Inbox")
            } detail: {
                Text("Message")
            }
        }
    }

    private let wide = Size(width: 1024, height: 768)
    private let narrow = Size(width: 390, height: 700)

    private func frame(_ label: String, _ live: LiveView) -> Rect? {
        live.allElements.last { $0.label == label }?.frame
    }

    private func row(_ label: String, _ live: LiveView) -> AccessibilityElement? {
        live.allElements.first { $0.role == .listItem && $0.label == label }
    }

    func testInAWideWindowTheSidebarStandsBesideTheDetailWhichFollowsItsSelection() throws {
        var live = LiveView(Fruits(), size: wide)
        live.settle()
        let apple = try XCTUnwrap(row("Apple", live))
        XCTAssertLessThanOrEqual(apple.frame.maxX, 320)
        let placeholder = try XCTUnwrap(frame("Choose a fruit", live))
        XCTAssertEqual(placeholder.midX, 320 + (1024 - 320) / 2, accuracy: 1, "the detail fills the rest")
        live.click(Point(x: apple.frame.midX, y: apple.frame.midY))
        live.settle()
        XCTAssertNotNil(frame("About Apple", live))
        XCTAssertNotNil(row("Banana", live), "the sidebar stays")
    }

    func testThreeColumnsStandSideBySide() throws {
        var live = LiveView(Mail(), size: wide)
        live.settle()
        XCTAssertEqual(try XCTUnwrap(frame("Mailboxes", live)).midX, 160, accuracy: 1)
        // Each leading column 320 wide, with a hairline after it.
        XCTAssertEqual(try XCTUnwrap(frame("Inbox", live)).midX, 321 + 160, accuracy: 1)
        XCTAssertEqual(try XCTUnwrap(frame("Message", live)).midX, 642 + (1024 - 642) / 2, accuracy: 1)
    }

    func testTheSidebarButtonHidesTheSidebarAndShowsItAgain() throws {
        var live = LiveView(Fruits(), size: wide)
        live.settle()
        live.press("Hide Sidebar")
        live.settle()
        XCTAssertNil(row("Apple", live))
        XCTAssertEqual(try XCTUnwrap(frame("Choose a fruit", live)).midX, 512, accuracy: 1, "the detail alone")
        live.press("Show Sidebar")
        live.settle()
        XCTAssertNotNil(row("Apple", live))
    }

    func testAProminentDetailKeepsTheWholeWidthAndHidesTheSidebar() throws {
        var live = LiveView(Fruits(arrangement: .prominentDetail), size: wide)
        live.settle()
        XCTAssertNil(row("Apple", live))
        XCTAssertEqual(try XCTUnwrap(frame("Choose a fruit", live)).midX, 512, accuracy: 1)
        live.press("Show Sidebar")
        live.settle()
        XCTAssertNotNil(row("Apple", live), "over the detail")
        XCTAssertEqual(try XCTUnwrap(frame("Choose a fruit", live)).midX, 512, accuracy: 1, "which keeps its width")
    }

    func testInANarrowWindowTheColumnsCollapseIntoAStackThatARowPushes() throws {
        var live = LiveView(Fruits(), size: narrow)
        live.settle()
        let banana = try XCTUnwrap(row("Banana", live))
        XCTAssertEqual(banana.frame.width, 390 - 40, accuracy: 1, "the sidebar takes the window")
        XCTAssertNil(frame("Choose a fruit", live))
        live.click(Point(x: banana.frame.midX, y: banana.frame.midY))
        live.settle()
        let about = try XCTUnwrap(frame("About Banana", live))
        XCTAssertEqual(about.midX, 195, accuracy: 1)
        XCTAssertTrue(live.goBack())
        live.settle()
        XCTAssertNotNil(row("Banana", live))
    }
}
