import XCTest
@testable import CollapsibleCore

/// A stale body is walked on its own and its nodes take the place of its
/// old ones, laid out again only as far as sizes change: what an update
/// shows is what the same views show made from nothing.
final class SplicedUpdateTests: XCTestCase {
    private struct Grower: View {
        @State var wide: Bool
        var body: some View {
            Color.red.frame(width: wide ? 80 : 20, height: 10).onTapGesture { wide.toggle() }
        }
    }

    private struct Column: View {
        let wide: Bool
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Grower(wide: wide)
                Color.blue.frame(width: 30, height: 10)
                Grower(wide: false)
            }
        }
    }

    private func drawn(_ live: LiveView) -> [DisplayItem] { live.displayList(scale: 1).items }

    func testAViewThatGrowsMovesTheViewsAroundIt() {
        var live = LiveView(Column(wide: false), size: Size(width: 200, height: 100))
        let before = drawn(live)
        XCTAssertTrue(live.press(live.accessibilityRoot.children[0].id, animated: false))
        XCTAssertEqual(drawn(live), drawn(LiveView(Column(wide: true), size: Size(width: 200, height: 100))))
        XCTAssertNotEqual(drawn(live)[1].frame, before[1].frame, "the stack is wider, and centred again")
    }

    func testAViewThatKeepsItsSizeLeavesTheOthersWhereTheyAre() {
        var live = LiveView(Column(wide: false), size: Size(width: 200, height: 100))
        XCTAssertTrue(live.press(live.accessibilityRoot.children[1].id, animated: false))
        XCTAssertTrue(live.press(live.accessibilityRoot.children[0].id, animated: false))
        XCTAssertTrue(live.press(live.accessibilityRoot.children[1].id, animated: false))
        XCTAssertEqual(drawn(live), drawn(LiveView(Column(wide: true), size: Size(width: 200, height: 100))))
    }

    private struct Unfolding: View {
        @State var open: Bool
        var body: some View {
            Text(open ? "fold" : "unfold").onTapGesture { open.toggle() }
            if open { Text("inside") }
        }
    }

    private struct Folded: View {
        let open: Bool
        var body: some View {
            VStack {
                Unfolding(open: open)
                Text("after")
            }
        }
    }

    func testABodyThatMakesMoreViewsThanBeforeIsWalkedWithTheBodyAroundIt() {
        var live = LiveView(Folded(open: false), size: Size(width: 200, height: 100))
        XCTAssertTrue(live.pressFrontmostTapTarget(animated: false))
        XCTAssertEqual(live.accessibilityRoot.children.map(\.label), ["fold", "inside", "after"])
        XCTAssertEqual(drawn(live), drawn(LiveView(Folded(open: true), size: Size(width: 200, height: 100))))
        XCTAssertTrue(live.press(live.accessibilityRoot.children[0].id, animated: false))
        XCTAssertEqual(drawn(live), drawn(LiveView(Folded(open: false), size: Size(width: 200, height: 100))))
    }

    /// Where each row's state is written from outside it.
    private final class Marks: Equatable {
        var setters: [Int: (Bool) -> Void] = [:]
        static func == (a: Marks, b: Marks) -> Bool { a === b }
    }

    private struct Row: View {
        let index: Int
        let marks: Marks
        @State var marked: Bool
        var body: some View {
            let _ = marks.setters[index] = { marked = $0 }
            HStack(spacing: 2) {
                Text("\(index)")
                (marked ? Color.red : Color.gray).frame(width: marked ? 30 : 10, height: 10)
            }
        }
    }

    private struct Rows: View {
        let marked: Set<Int>
        let marks: Marks
        var body: some View {
            VStack(spacing: 2) {
                ForEach(0..<6) { Row(index: $0, marks: marks, marked: marked.contains($0)) }
            }
        }
    }

    func testBodiesWrittenTogetherAreEachWalkedAndPutInPlace() {
        let marks = Marks()
        var live = LiveView(Rows(marked: [], marks: marks), size: Size(width: 200, height: 100))
        marks.setters[1]?(true)
        marks.setters[4]?(true)
        XCTAssertTrue(live.update())
        XCTAssertEqual(drawn(live), drawn(LiveView(Rows(marked: [1, 4], marks: Marks()), size: Size(width: 200, height: 100))))
        marks.setters[4]?(false)
        XCTAssertTrue(live.update())
        XCTAssertEqual(drawn(live), drawn(LiveView(Rows(marked: [1], marks: Marks()), size: Size(width: 200, height: 100))))
    }
}
