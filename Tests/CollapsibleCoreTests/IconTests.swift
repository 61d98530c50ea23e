import XCTest
@testable import CollapsibleCore

final class IconTests: XCTestCase {
    func testTheIconIsTheExpandedRowFillingItsBand() {
        let scene = Icon.scene(pixels: 64)
        XCTAssertEqual(scene.size, Size(width: 132, height: 132))
        XCTAssertEqual(scene.scale, 64.0 / 132)
        // The band covers the whole square, so no window background shows.
        XCTAssertEqual(scene.band?.frame, Rect(x: 0, y: 0, width: 132, height: 132))
        XCTAssertEqual(scene.items.map(\.fill), [Color.red, .orange, .purple].map { $0.resolved(in: .light) })
        XCTAssertEqual(scene.background, .white)
        // Expanded: three equal items 8 apart inside the 16 of padding.
        let width = (100.0 - 16) / 3
        XCTAssertEqual(scene.items.map(\.frame.x), [16, 16 + width + 8, 16 + 2 * (width + 8)])
        XCTAssertTrue(scene.items.allSatisfy { $0.frame.width == width && $0.frame.height == 100 })
    }
}
