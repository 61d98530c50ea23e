import XCTest
@testable import CollapsibleCore

/// The smallest window the view fits: its padded collapsed strips and its
/// band, rounded up to whole device pixels.
final class MinimumSizeTests: XCTestCase {
    func testTheExercisesMinimumIsItsPaddedCollapsedStripsAndItsBand() {
        // 16 of padding each side and two collapsed strips of 10; the band
        // is the row's 100 with 16 above and below.
        XCTAssertEqual(LiveView(SeedContent(), size: Size(width: 600, height: 300)).minimumSize, Size(width: 52, height: 132))
        // Expanded, the spacing counts instead of the strips.
        var expanded = LiveView(SeedContent(), size: Size(width: 600, height: 300))
        expanded.toggle(animated: false)
        XCTAssertEqual(expanded.minimumSize, Size(width: 32 + 16, height: 132))
        XCTAssertEqual(LiveView(SeedContent(colors: [.red]), size: Size(width: 600, height: 300)).minimumSize, Size(width: 32, height: 132))
    }

    func testTheMinimumInDevicePixelsIsRoundedUp() {
        let minimum = Size(width: 52, height: 132)
        XCTAssertTrue(minimum.pixels(scale: 1) == (52, 132))
        XCTAssertTrue(minimum.pixels(scale: 2) == (104, 264))
        XCTAssertTrue(minimum.pixels(scale: 1.5) == (78, 198))
        // 52 x 1.1 = 57.2 and 132 x 1.1 = 145.2, rounded up; 1.1 times 10
        // is 11.000000000000002 in floating point, and still 11.
        XCTAssertTrue(minimum.pixels(scale: 1.1) == (58, 146))
        XCTAssertTrue(Size(width: 30, height: 110).pixels(scale: 1.1) == (33, 121))
    }
}
