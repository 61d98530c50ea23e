import XCTest
@testable import CollapsibleCore

/// `Divider`, `Label`, `Group` and `AnyView` as SwiftUI lays them out.
final class DividerLabelTests: XCTestCase {
    private let size = Size(width: 300, height: 200)

    /// A hairline across a vertical stack, up a horizontal one: one device
    /// pixel thick at each scale.
    func testADividerIsAHairlineAcrossOrUpItsStack() {
        let across = frames(VStack(spacing: 0) { Color.red.frame(width: 100, height: 20); Divider() }, in: size)
        XCTAssertEqual(across.last?.width, 300)
        XCTAssertEqual(across.last?.height, 1)
        let up = frames(HStack(spacing: 0) { Color.red.frame(width: 100, height: 20); Divider() }, in: size)
        XCTAssertEqual(up.last?.width, 1)
        XCTAssertEqual(up.last?.height, 200)
        XCTAssertEqual(frames(VStack { Divider() }, in: size, scale: 2).last?.height, 0.5)
    }

    /// The icon, then the title, eight points apart; a style keeps one.
    func testALabelSetsItsIconBeforeItsTitle() {
        let label = Label { Color.blue.frame(width: 40, height: 10) } icon: { Color.red.frame(width: 20, height: 20) }
        let both = frames(label, in: size)
        XCTAssertEqual(both.map(\.width), [20, 40])
        XCTAssertEqual(both[1].minX - both[0].maxX, 8)
        XCTAssertEqual(frames(label.labelStyle(.iconOnly), in: size).map(\.width), [20])
        XCTAssertEqual(frames(label.labelStyle(.titleOnly), in: size).map(\.width), [40])
    }

    /// A group's children are laid out by what holds it, each on its own.
    func testAGroupsChildrenAreTheStacks() {
        let grouped = frames(VStack(spacing: 0) { Group { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) } },
                             in: size)
        XCTAssertEqual(grouped.map(\.minY), [90, 100])
    }

    /// An erased view of another type is another view: its state starts anew.
    private struct Counter: View {
        @State var count = 0
        var body: some View { Text("Count \(count)").onTapGesture { count += 1 } }
    }

    private struct Switcher: View {
        @State private var erased = true
        var body: some View {
            let content = erased ? AnyView(Counter()) : AnyView(Counter().padding())
            VStack {
                Text("Switch").onTapGesture { erased.toggle() }
                content
            }
        }
    }

    func testAnyViewKeepsStateWhileItsTypeStaysAndStartsAnewWhenItChanges() {
        var live = LiveView(Switcher(), size: size)
        func tap(_ label: String) {
            func find(_ element: AccessibilityElement) -> AccessibilityElement? {
                element.label == label ? element : element.children.lazy.compactMap(find).first
            }
            guard let element = find(live.accessibilityRoot) else { return XCTFail("no \(label)") }
            live.press(element.id)
            live.update()
        }
        tap("Count 0")
        tap("Count 1")
        func labels(_ element: AccessibilityElement) -> [String] { [element.label] + element.children.flatMap(labels) }
        XCTAssertTrue(labels(live.accessibilityRoot).contains("Count 2"))
        tap("Switch")
        XCTAssertTrue(labels(live.accessibilityRoot).contains("Count 0"), "\(labels(live.accessibilityRoot))")
    }
}
