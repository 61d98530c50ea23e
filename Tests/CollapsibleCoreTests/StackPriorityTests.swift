import XCTest
@testable import CollapsibleCore

/// What a stack offers by `layoutPriority`, and the space it leaves
/// between kinds of view (`ViewSpacing`), worked out by hand in a window
/// 300 wide and 200 tall; a text of n characters at 17 is 10.2 n wide.
final class StackPriorityTests: XCTestCase {
    /// The receipt's row: the price, least flexible, chooses first; then
    /// the name, offered all but the price and the spacer's least 8, takes
    /// its whole width on one line; the spacer takes what is left, and sits
    /// flush with both.
    func testATextBesideASpacerTakesItsWholeWidth() {
        let row = frames(HStack {
            Text("Orange juice, fresh")
            Spacer()
            Text("4.00")
        }.frame(width: 280))
        XCTAssertEqual(row.count, 2)
        XCTAssertEqual(row[0].minX, 10)
        XCTAssertEqual(row[0].width, pixel(10 + 193.8) - 10, "19 characters on one line")
        XCTAssertEqual(row[1].maxX, 290)
        XCTAssertEqual(row[1].width, pixel(290) - pixel(290 - 40.8))
    }

    /// Two texts of 102 in 150: the one of higher priority is offered all
    /// 150 and takes 102; the other the 48 left. Of equal priority each is
    /// offered half.
    func testTheHigherPriorityIsOfferedTheRoomFirst() {
        let ten = "aaaaaaaaaa"
        let preferred = frames(HStack(spacing: 0) {
            Text(ten)
            Text(ten).layoutPriority(1)
        }.frame(width: 150))
        XCTAssertEqual(preferred.map(\.width), [48, 102])
        let even = frames(HStack(spacing: 0) {
            Text(ten)
            Text(ten)
        }.frame(width: 150))
        XCTAssertEqual(even.map(\.width), [75, 75])
    }

    /// A priority set inside a frame or a padding counts, as SwiftUI's
    /// modifiers hand it on.
    func testAPriorityIsHandedOnThroughModifiers() {
        let ten = "aaaaaaaaaa"
        let row = frames(HStack(spacing: 0) {
            Text(ten)
            Text(ten).layoutPriority(1).padding(.horizontal, 0)
        }.frame(width: 150))
        XCTAssertEqual(row.map(\.width), [48, 102])
    }

    /// A spacer asks for no space beside it: 10, a spacer of 20, and 10
    /// make a stack 40 wide, where two views are 8 apart.
    func testASpacerSitsFlushWithItsNeighbours() {
        let spaced = frames(HStack {
            Color.red.frame(width: 10, height: 10)
            Spacer().frame(width: 20)
            Color.blue.frame(width: 10, height: 10)
        }.fixedSize())
        XCTAssertEqual(spaced.map(\.minX), [130, 160])
        let apart = frames(HStack {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }.fixedSize())
        XCTAssertEqual(apart.map(\.minX), [136, 154])
    }

    /// Between two views that say nothing, the platform's 8; where one
    /// asks for an amount, the larger of the two.
    func testViewSpacingTakesTheLargerOfWhatTwoNeighboursAsk() {
        XCTAssertEqual(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal), 8)
        XCTAssertEqual(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical), 0)
        var wide = ViewSpacing()
        wide.formUnion(ViewSpacing(top: 20, leading: 12, bottom: 20, trailing: 12), edges: .horizontal)
        XCTAssertEqual(wide.distance(to: .zero, along: .horizontal), 12)
        XCTAssertEqual(wide.distance(to: ViewSpacing(), along: .vertical), 8, "only the edges named took the union")
        XCTAssertEqual(ViewSpacing.zero.union(wide).distance(to: ViewSpacing(), along: .horizontal), 12)
    }
}
