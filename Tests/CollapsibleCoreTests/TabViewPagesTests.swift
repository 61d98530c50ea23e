import XCTest
@testable import CollapsibleCore

/// `TabView` under `tabViewStyle(.page)`: pages side by side, one in view,
/// turned by the arrow keys and by a drag across, with iOS's page dots.
final class TabViewPagesTests: XCTestCase {
    private struct Pages: View {
        var count = 3
        var dots = PageTabViewStyle.IndexDisplayMode.automatic
        @State var page = 0
        var body: some View {
            TabView(selection: $page) {
                ForEach(0..<count, id: \.self) { index in
                    Text("Page \(index)").tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: dots))
        }
    }

    private let size = Size(width: 300, height: 400)

    private func pages(_ live: LiveView) -> AccessibilityElement? {
        live.allElements.first { $0.role == .pageTabList }
    }

    private func shownPage(_ live: LiveView) -> Int? {
        pages(live)?.children.firstIndex { $0.selected == true }
    }

    private func dots(_ live: LiveView) -> Int {
        func count(_ items: [DisplayItem]) -> Int {
            items.reduce(0) { total, item in
                switch item.content {
                case .effect(_, let inner): total + count(inner)
                case .shape(.circle, _): total + 1
                default: total
                }
            }
        }
        return count(live.displayList(scale: 1).items)
    }

    func testThePagesAreAPageTabListWhoseFirstIsShownInTheMiddle() throws {
        let live = LiveView(Pages(), size: size)
        let list = try XCTUnwrap(pages(live))
        XCTAssertEqual(list.children.map(\.role), [.pageTab, .pageTab, .pageTab])
        XCTAssertEqual(list.children.map(\.label), ["Page 1 of 3", "Page 2 of 3", "Page 3 of 3"])
        XCTAssertEqual(shownPage(live), 0)
        let text = try XCTUnwrap(live.allElements.first { $0.label == "Page 0" })
        XCTAssertEqual(text.frame.midX, 150, accuracy: 1)
        XCTAssertEqual(text.frame.midY, 200, accuracy: 1)
        XCTAssertEqual(dots(live), 3)
    }

    func testTheArrowKeysTurnTheFocusedPagesAndStopAtTheEnds() throws {
        var live = LiveView(Pages(), size: size)
        XCTAssertTrue(live.moveFocus(forward: true))
        XCTAssertEqual(live.focusedControl, pages(live)?.id)
        XCTAssertFalse(live.adjustFocused(.decrease), "no page before the first")
        XCTAssertTrue(live.adjustFocused(.increase))
        live.settle()
        XCTAssertEqual(shownPage(live), 1)
        let text = try XCTUnwrap(live.allElements.first { $0.label == "Page 1" })
        XCTAssertEqual(text.frame.midX, 150, accuracy: 1)
        XCTAssertTrue(live.adjustFocused(.maximum))
        live.settle()
        XCTAssertEqual(shownPage(live), 2)
        XCTAssertFalse(live.adjustFocused(.increase), "no page after the last")
    }

    func testADragAcrossATurnsAPageAndAShortOneDoesNot() {
        var live = LiveView(Pages(), size: size)
        live.pointerPressed(at: Point(x: 250, y: 200), time: 1)
        live.pointerMoved(to: Point(x: 200, y: 200))
        live.pointerReleased(at: Point(x: 200, y: 200), time: 1.2)
        live.settle()
        XCTAssertEqual(shownPage(live), 0, "a sixth of the width")
        live.pointerPressed(at: Point(x: 250, y: 200), time: 21)
        live.pointerMoved(to: Point(x: 60, y: 200))
        live.pointerReleased(at: Point(x: 60, y: 200), time: 21.2)
        live.settle()
        XCTAssertEqual(shownPage(live), 1)
        live.pointerPressed(at: Point(x: 50, y: 200), time: 41)
        live.pointerReleased(at: Point(x: 280, y: 200), time: 41.2)
        live.settle()
        XCTAssertEqual(shownPage(live), 0, "a drag the other way turns back")
    }

    func testTheDotsShowAsIndexDisplayModeSays() {
        XCTAssertEqual(dots(LiveView(Pages(dots: .never), size: size)), 0)
        XCTAssertEqual(dots(LiveView(Pages(count: 1), size: size)), 0, "automatic: not for one page")
        XCTAssertEqual(dots(LiveView(Pages(count: 1, dots: .always), size: size)), 1)
    }

    func testNoPagesDrawNothingAndTurnNothing() {
        var live = LiveView(Pages(count: 0), size: size)
        XCTAssertEqual(pages(live)?.children.count, 0)
        _ = live.moveFocus(forward: true)
        XCTAssertFalse(live.adjustFocused(.increase))
    }

    /// The second page shown, the first lies beside the pages, over the
    /// view to their left: cut away from taps as from the eye, as a UIKit
    /// page view's bounds cut away what it holds, so that view takes the tap.
    func testAPageOutOfViewLeavesTheViewBesideThePagesItsTap() {
        final class Taps { var beside = 0, first = 0 }
        let taps = Taps()
        var live = LiveView(HStack(spacing: 0) {
            Color.green.frame(width: 100).onTapGesture { taps.beside += 1 }
            TabView(selection: .constant(1)) {
                Color.red.onTapGesture { taps.first += 1 }.tag(0)
                Color.blue.tag(1)
            }
            .tabViewStyle(.page)
            .frame(width: 100)
        }, size: Size(width: 200, height: 100))
        live.tap(at: Point(x: 50, y: 50))
        XCTAssertEqual([taps.beside, taps.first], [1, 0])
    }

    func testAnAssistiveToolsPressOfAPageTabShowsItsPage() throws {
        var live = LiveView(Pages(), size: size)
        let third = try XCTUnwrap(pages(live)?.children[2])
        XCTAssertTrue(live.press(third.id))
        live.settle()
        XCTAssertEqual(shownPage(live), 2)
    }
}
