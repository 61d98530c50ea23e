import XCTest
@testable import CollapsibleCore

final class MinimumSizeTests: XCTestCase {
    func testTheExercisesMinimumIsItsPaddedCollapsedStripsAndItsBand() {
        // 16 of padding each side and two collapsed strips of 10; the band
        // is the row's 100 with 16 above and below.
        XCTAssertEqual(contentView().minimumSize, Size(width: 16 + 10 + 10 + 16, height: 132))
    }

    func testTheMinimumFollowsTheViewsValues() {
        var view = contentView(colors: [.red, .orange, .yellow, .green, .blue])
        view.collapsedWidth = 12
        XCTAssertEqual(view.minimumSize, Size(width: 2 * 16 + 4 * 12, height: 132))
        // Expanded needs its spacing: when that is wider than the strips, it counts.
        view.spacing = 30
        XCTAssertEqual(view.minimumSize, Size(width: 2 * 16 + 4 * 30, height: 132))
        XCTAssertEqual(contentView().padding(4).minimumSize, Size(width: 8 + 20, height: 108))
        // One item has no strips: the padding alone.
        XCTAssertEqual(contentView(colors: [.red]).minimumSize, Size(width: 32, height: 132))
    }

    func testAViewAtTheMinimumShowsEverythingButTheShrunkenLastItem() {
        let view = contentView()
        let size = view.minimumSize
        for expanded in [false, true] {
            let layout = view.layout(in: size, expanded: expanded)
            XCTAssertEqual(layout.band, Rect(x: 0, y: 0, width: size.width, height: size.height), "expanded: \(expanded)")
            XCTAssertTrue(layout.frames.allSatisfy { $0.minX >= 16 && $0.maxX <= size.width - 16 + 1e-9 && $0.width >= 0 },
                          "expanded: \(expanded)")
        }
    }

    func testTheMinimumInDevicePixelsIsRoundedUp() {
        let view = contentView()
        XCTAssertTrue(view.minimumPixels(scale: 1) == (52, 132))
        XCTAssertTrue(view.minimumPixels(scale: 2) == (104, 264))
        XCTAssertTrue(view.minimumPixels(scale: 1.5) == (78, 198))
        // 52 x 1.1 = 57.2 and 132 x 1.1 = 145.2, rounded up; 1.1 times 10
        // is 11.000000000000002 in floating point, and still 11.
        XCTAssertTrue(view.minimumPixels(scale: 1.1) == (58, 146))
        XCTAssertTrue(contentView().padding(5).minimumPixels(scale: 1.1) == (33, 121))
    }
}
