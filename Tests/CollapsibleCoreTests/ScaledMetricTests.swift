import XCTest
@testable import CollapsibleCore

/// `@ScaledMetric`: a length that grows as its text style's font does
/// with the text size in force, from iOS's sizes at `.large`.
final class ScaledMetricTests: XCTestCase {
    private struct Badge: View {
        @ScaledMetric var side = 34.0
        @ScaledMetric(relativeTo: .caption2) var caption = 22.0
        var body: some View {
            Color.red.frame(width: side, height: caption)
        }
    }

    func testTheLengthFollowsTheDynamicTypeSizeAsItsTextStyleDoes() {
        XCTAssertEqual(frames(Badge(), in: Size(width: 200, height: 200)).map(\.size), [Size(width: 34, height: 22)])
        // Body: 17 points at large, 23 at xxxLarge, 53 at accessibility5;
        // caption 2: 11, 17 and 41.
        XCTAssertEqual(frames(Badge().dynamicTypeSize(.xxxLarge), in: Size(width: 200, height: 200)).map(\.size),
                       [Size(width: 46, height: 34)])
        XCTAssertEqual(frames(Badge().dynamicTypeSize(.accessibility5), in: Size(width: 200, height: 200)).map(\.size),
                       [Size(width: 106, height: 82)])
        XCTAssertTrue(DynamicTypeSize.accessibility1.isAccessibilitySize)
        XCTAssertFalse(DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }
}
