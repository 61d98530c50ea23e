import XCTest
@testable import CollapsibleCore

/// `@State`, `ViewBuilder` and identity, as SwiftUI keeps them.
final class StateTests: XCTestCase {
    /// A parent that builds its child anew at every evaluation, with a
    /// state of its own that changes what it builds.
    private struct Parent: View {
        @State var count = 0
        var body: some View {
            VStack {
                Text("\(count)").onTapGesture { count += 1 }
                SeedContent()
            }
        }
    }

    func testStateSurvivesTheParentBuildingTheViewAgain() {
        var live = LiveView(Parent(), size: Size(width: 600, height: 400))
        // The seed's button is the frontmost tap; expand the row.
        live.toggle(animated: false)
        XCTAssertEqual(live.accessibilityRoot.children.last?.children.last?.expanded, true)
        // Tap the counter three times: the parent rebuilds Collapsible each time.
        for n in 1...3 {
            let counter = live.accessibilityRoot.children.first!
            XCTAssertTrue(live.press(counter.id, animated: false))
            XCTAssertEqual(live.accessibilityRoot.children.first?.label, "\(n)")
            XCTAssertEqual(live.accessibilityRoot.children.last?.children.last?.expanded, true, "after \(n) rebuilds")
        }
    }

    func testTheSeedsConditionalKeepsItsIdentityAcrossToggles() {
        var live = LiveView(SeedContent(), size: Size(width: 600, height: 300))
        let before = live.displayList(scale: 1).items.flatMap(\.ids)
        live.toggle(animated: false)
        let after = live.displayList(scale: 1).items.flatMap(\.ids)
        XCTAssertEqual(before, after)
        XCTAssertEqual(Set(before).count, before.count, "identities are unique")
    }

    private struct Switcher: View {
        @State var on = false
        var body: some View {
            VStack {
                if on { Counter() } else { Counter() }
                Text(on ? "on" : "off").onTapGesture { on.toggle() }
            }
        }
    }

    private struct Counter: View {
        @State var count = 0
        var body: some View { Text("count \(count)").onTapGesture { count += 1 } }
    }

    /// An `if`/`else` branch is identity: a flip makes a new view, whose
    /// state starts afresh; flipping back does not bring the old one back.
    func testABranchThatFlipsResetsTheStateUnderIt() {
        var live = LiveView(Switcher(), size: Size(width: 300, height: 300))
        func counter() -> AccessibilityElement { live.accessibilityRoot.children[0] }
        func switcher() -> AccessibilityElement { live.accessibilityRoot.children[1] }
        live.press(counter().id, animated: false)
        live.press(counter().id, animated: false)
        XCTAssertEqual(counter().label, "count 2")
        let firstBranch = counter().id
        live.press(switcher().id, animated: false)
        XCTAssertNotEqual(counter().id, firstBranch)
        XCTAssertEqual(counter().label, "count 0")
        live.press(switcher().id, animated: false)
        XCTAssertEqual(counter().id, firstBranch)
        XCTAssertEqual(counter().label, "count 0")
    }

    func testABuilderTakesSeveralChildrenALoneIfAndAnEmptyBlock() {
        struct Block: View {
            var shows: Bool
            var body: some View {
                HStack {
                    Text("a")
                    if shows { Text("b") }
                    EmptyView()
                    Text("c")
                }
            }
        }
        XCTAssertEqual(LiveView(Block(shows: true), size: Size(width: 300, height: 50)).accessibilityRoot.children.map(\.label), ["a", "b", "c"])
        XCTAssertEqual(LiveView(Block(shows: false), size: Size(width: 300, height: 50)).accessibilityRoot.children.map(\.label), ["a", "c"])
    }

    func testForEachElementsKeepTheirIdentityWhenTheyMove() {
        struct List: View {
            @State var names = ["x", "y", "z"]
            var body: some View {
                HStack {
                    ForEach(names, id: \.self) { Text($0) }
                    Text("rotate").onTapGesture { names = Array(names.dropFirst()) + [names[0]] }
                }
            }
        }
        var live = LiveView(List(), size: Size(width: 300, height: 50))
        let ids = Dictionary(uniqueKeysWithValues: live.accessibilityRoot.children.map { ($0.label, $0.id) })
        live.press(ids["rotate"]!, animated: false)
        let moved = live.accessibilityRoot.children
        XCTAssertEqual(moved.map(\.label), ["y", "z", "x", "rotate"])
        XCTAssertEqual(moved.map(\.id), ["y", "z", "x", "rotate"].map { ids[$0]! })
    }

    func testAViewModifierOfOnesOwnWrapsItsContent() {
        struct Card: ViewModifier {
            func body(content: Content) -> some View {
                content.padding(10).background(Color.gray)
            }
        }
        let live = LiveView(Color.red.frame(width: 20, height: 20).modifier(Card()), size: Size(width: 100, height: 100))
        XCTAssertEqual(live.displayList(scale: 1).items.map(\.frame),
                       [Rect(x: 30, y: 30, width: 40, height: 40), Rect(x: 40, y: 40, width: 20, height: 20)])
    }
}

extension DisplayItem {
    /// This item's identity and those of the items inside it.
    var ids: [ViewID] {
        if case .effect(_, let items) = content { return [id] + items.flatMap(\.ids) }
        return [id]
    }
}
