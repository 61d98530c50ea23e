import XCTest
@testable import CollapsibleCore

/// A large title over a `List`, as UIKit folds it: the first vertical
/// scroll view of the screen scrolled up folds the title's band of 52
/// points away as much, the content following it up; past the band the
/// inline title shows in the bar, which takes its material as content
/// passes under it; scrolled back, the large title comes back. The bar is
/// 44 points; the window 390 by 600.
final class NavigationLargeTitleTests: XCTestCase {
    private let size = Size(width: 390, height: 600)
    private let middle = Point(x: 195, y: 300)

    private struct Fruits: View {
        var mode = NavigationBarItem.TitleDisplayMode.automatic
        var body: some View {
            NavigationStack {
                ScrollViewReader { proxy in
                    List {
                        ForEach(0..<40, id: \.self) { Text("Fruit \($0)") }
                    }
                    .toolbar { Button("Last") { proxy.scrollTo(39) } }
                }
                .navigationTitle("Fruits")
                .navigationBarTitleDisplayMode(mode)
            }
        }
    }

    /// A text drawn: its frame where it shows, and the part of it that
    /// the clips around it leave in sight.
    private struct Shown {
        var frame: Rect
        var visible: Rect
    }

    private func shown(_ string: String, in live: LiveView) -> [Shown] {
        func flatten(_ items: [DisplayItem], _ dx: Double, _ dy: Double, _ clip: Rect) -> [Shown] {
            items.flatMap { item -> [Shown] in
                switch item.content {
                case .text(let text, _) where text.string == string:
                    let frame = item.frame.offsetBy(dx: dx, dy: dy)
                    return [Shown(frame: frame, visible: frame.intersection(clip))]
                case .effect(.transform(let transform), let inner): return flatten(inner, dx + transform.tx, dy + transform.ty, clip)
                case .effect(.clip(_, let frame, _), let inner): return flatten(inner, dx, dy, clip.intersection(frame.offsetBy(dx: dx, dy: dy)))
                case .effect(_, let inner): return flatten(inner, dx, dy, clip)
                default: return []
                }
            }
        }
        let window = Rect(x: 0, y: 0, width: size.width, height: size.height)
        return flatten(live.displayList(scale: 1).items, 0, 0, window).filter { !$0.visible.isEmpty }
    }

    /// The large title, left in its band under the bar.
    private func largeTitle(_ live: LiveView) -> Shown? {
        shown("Fruits", in: live).first { $0.frame.minX == NavigationBar.margin }
    }

    /// The inline title, in the middle of the bar.
    private func inlineTitle(_ live: LiveView) -> Shown? {
        shown("Fruits", in: live).first { abs($0.frame.midX - size.width / 2) < 1 && $0.frame.maxY <= NavigationBar.height }
    }

    private func hasMaterial(_ live: LiveView) -> Bool {
        func find(_ items: [DisplayItem]) -> Bool {
            items.contains { item in
                switch item.content {
                case .shape(_, .fill(.material, _)): true
                case .effect(_, let inner): find(inner)
                default: false
                }
            }
        }
        return find(live.displayList(scale: 1).items)
    }

    private func firstRow(_ live: LiveView) throws -> Rect {
        try XCTUnwrap(shown("Fruit 0", in: live).first).frame
    }

    /// At rest: the large title in its band, the rows under it, no inline
    /// title, the bar clear.
    private func assertAtRest(_ live: LiveView, row: Rect, file: StaticString = #filePath, line: UInt = #line) throws {
        let title = try XCTUnwrap(largeTitle(live), "the large title", file: file, line: line)
        XCTAssertEqual(title.visible, title.frame, "the whole large title shows", file: file, line: line)
        XCTAssertGreaterThanOrEqual(title.frame.minY, NavigationBar.height, file: file, line: line)
        XCTAssertLessThanOrEqual(title.frame.maxY, NavigationBar.height + NavigationBar.largeTitleHeight, file: file, line: line)
        XCTAssertNil(inlineTitle(live), "no inline title while the large one shows", file: file, line: line)
        XCTAssertFalse(hasMaterial(live), "the bar is clear while no content is under it", file: file, line: line)
        XCTAssertEqual(try firstRow(live), row, file: file, line: line)
    }

    func testAtRestTheRowsStartUnderTheLargeTitleAndTheBarIsClear() throws {
        let live = LiveView(Fruits(), size: size)
        let row = try firstRow(live)
        XCTAssertGreaterThan(row.minY, NavigationBar.height + NavigationBar.largeTitleHeight)
        try assertAtRest(live, row: row)
    }

    /// A scroll of 20 folds 20 of the band away: the title goes up with
    /// the rows, cut at the bar's bottom.
    func testAScrollFoldsTheBandAsMuchAndTheTitleGoesUpWithTheRows() throws {
        var live = LiveView(Fruits(), size: size)
        let title = try XCTUnwrap(largeTitle(live)).frame, row = try firstRow(live)
        XCTAssertTrue(live.scroll(by: Point(x: 0, y: 20), at: middle))
        let folded = try XCTUnwrap(largeTitle(live))
        XCTAssertEqual(folded.frame, title.offsetBy(dx: 0, dy: -20))
        XCTAssertEqual(try firstRow(live), row.offsetBy(dx: 0, dy: -20), "the rows follow the title up")
        XCTAssertEqual(folded.visible.minY, max(title.minY - 20, NavigationBar.height), "cut where the bar ends")
        XCTAssertNil(inlineTitle(live))
        XCTAssertFalse(hasMaterial(live))
    }

    /// Past the band, the large title is gone, the inline one shows and
    /// the bar takes its material over the rows under it; scrolled back,
    /// all is as it was.
    func testPastTheBandTheInlineTitleAndTheMaterialShowAndScrolledBackTheLargeTitleReturns() throws {
        var live = LiveView(Fruits(), size: size)
        let row = try firstRow(live)
        XCTAssertTrue(live.scroll(by: Point(x: 0, y: 60), at: middle))
        XCTAssertNil(largeTitle(live), "the large title folded away")
        XCTAssertNotNil(inlineTitle(live), "the inline title in the bar")
        XCTAssertTrue(hasMaterial(live), "the bar's material over the content under it")
        XCTAssertEqual(try firstRow(live), row.offsetBy(dx: 0, dy: -60))
        XCTAssertTrue(live.scroll(by: Point(x: 0, y: -60), at: middle))
        try assertAtRest(live, row: row)
    }

    /// The band folded whole, the bar's material shows only once the rows
    /// go on under it.
    func testTheBandFoldedWholeLeavesTheBarClearUntilContentGoesUnder() throws {
        var live = LiveView(Fruits(), size: size)
        XCTAssertTrue(live.scroll(by: Point(x: 0, y: NavigationBar.largeTitleHeight), at: middle))
        XCTAssertNil(largeTitle(live))
        XCTAssertNotNil(inlineTitle(live))
        XCTAssertFalse(hasMaterial(live))
        XCTAssertTrue(live.scroll(by: Point(x: 0, y: 1), at: middle))
        XCTAssertTrue(hasMaterial(live))
    }

    /// End and Home fold and unfold it, as the wheel does.
    func testTheKeysFoldAndUnfoldIt() throws {
        var live = LiveView(Fruits(), size: size)
        let row = try firstRow(live)
        XCTAssertTrue(live.scrollFocused(.bottom))
        XCTAssertNil(largeTitle(live))
        XCTAssertNotNil(inlineTitle(live))
        XCTAssertTrue(hasMaterial(live))
        XCTAssertTrue(live.scrollFocused(.top))
        try assertAtRest(live, row: row)
    }

    /// A program's `scrollTo` folds it, also animated, as it moves.
    func testAProgramsScrollFoldsIt() throws {
        var live = LiveView(Fruits(), size: size)
        live.advance(to: 0)
        live.press("Last")
        live.advance(to: 0)
        XCTAssertNil(largeTitle(live))
        XCTAssertNotNil(inlineTitle(live))
        XCTAssertTrue(hasMaterial(live))
    }

    /// An inline title's bar takes its material from the first point
    /// scrolled under it.
    func testAnInlineBarTakesItsMaterialAsSoonAsContentIsUnder() throws {
        var live = LiveView(Fruits(mode: .inline), size: size)
        XCTAssertNil(largeTitle(live))
        XCTAssertNotNil(inlineTitle(live))
        XCTAssertFalse(hasMaterial(live))
        let row = try firstRow(live)
        XCTAssertGreaterThan(row.minY, NavigationBar.height)
        XCTAssertTrue(live.scroll(by: Point(x: 0, y: 1), at: middle))
        XCTAssertTrue(hasMaterial(live))
        XCTAssertEqual(try firstRow(live), row.offsetBy(dx: 0, dy: -1))
    }

    private final class Evaluations: Equatable {
        var count = 0

        static func == (a: Evaluations, b: Evaluations) -> Bool { a === b }
    }

    private struct CountedRow: View {
        let index: Int
        let evaluations: Evaluations
        var body: some View {
            evaluations.count += 1
            return Text("Fruit \(index)").frame(height: 44)
        }
    }

    /// The fold makes the bar again, not the rows the scroll moves.
    func testAFoldEvaluatesNoRowAgain() throws {
        let evaluations = Evaluations()
        var live = LiveView(NavigationStack {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<30, id: \.self) { CountedRow(index: $0, evaluations: evaluations) } }
            }
            .navigationTitle("Fruits")
        }, size: size)
        let made = evaluations.count
        XCTAssertTrue(live.scroll(by: Point(x: 0, y: 20), at: middle))
        XCTAssertTrue(live.scroll(by: Point(x: 0, y: 60), at: middle))
        XCTAssertNotNil(inlineTitle(live))
        XCTAssertTrue(hasMaterial(live))
        XCTAssertEqual(evaluations.count, made)
    }

    /// A scroll far past the content's end rests at the end, folded, and
    /// one before its start at the start, unfolded.
    func testAScrollBeyondTheContentFoldsOrUnfoldsItWhole() throws {
        var live = LiveView(Fruits(), size: size)
        let row = try firstRow(live)
        XCTAssertTrue(live.scroll(by: Point(x: 0, y: 1e9), at: middle))
        XCTAssertNil(largeTitle(live))
        XCTAssertTrue(hasMaterial(live))
        XCTAssertTrue(live.scroll(by: Point(x: 0, y: -1e9), at: middle))
        try assertAtRest(live, row: row)
    }
}
