import XCTest
@testable import CollapsibleCore

/// `ViewThatFits` in a window 300 wide and 200 tall: the first child whose
/// ideal size fits, else the last, and nothing of the others.
final class ViewThatFitsTests: XCTestCase {
    private var choices: some View {
        ViewThatFits {
            Color.red.frame(width: 400, height: 10)
            Color.green.frame(width: 200, height: 10)
            Color.blue.frame(width: 100, height: 10)
        }
    }

    /// 400 does not fit in 300; 200 does: only the second is drawn, centred.
    func testTheFirstChildThatFitsIsTheOneShown() {
        XCTAssertEqual(frames(choices), [Rect(x: 50, y: 95, width: 200, height: 10)])
        var live = LiveView(choices, size: Size(width: 300, height: 200))
        XCTAssertEqual(live.displayList(scale: 1).items.count, 1)
        live.size = Size(width: 450, height: 200)
        XCTAssertEqual(live.displayList(scale: 1).items.map(\.frame), [Rect(x: 25, y: 95, width: 400, height: 10)],
                       "wider, the first fits")
    }

    /// Only the axes named count: across the width nothing is measured.
    func testOnlyTheAxesNamedAreMeasured() {
        let vertical = ViewThatFits(in: .vertical) {
            Color.red.frame(width: 400, height: 10)
            Color.green.frame(width: 200, height: 10)
        }
        XCTAssertEqual(frames(vertical), [Rect(x: -50, y: 95, width: 400, height: 10)])
        // A text of 20 characters, 204 at 17, does not fit 150; its short form does.
        let label = ViewThatFits(in: .horizontal) {
            Text("Twenty characters in")
            Text("Twenty")
        }.frame(width: 150)
        XCTAssertEqual(frames(label).map(\.width), [pixel(75 + 30.6) - pixel(75 - 30.6)])
    }

    /// No child fits: the last is shown, offered what there is.
    func testWhereNoneFitsTheLastIsShown() {
        let none = ViewThatFits {
            Color.red.frame(width: 500, height: 10)
            Color.blue.frame(width: 400, height: 10)
        }
        XCTAssertEqual(frames(none), [Rect(x: -50, y: 95, width: 400, height: 10)])
        XCTAssertEqual(frames(ViewThatFits { EmptyView() }), [])
    }
}
