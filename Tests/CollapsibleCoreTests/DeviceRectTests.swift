import XCTest
import CollapsibleCore

/// Rectangles of whole device pixels, cut as partial repaint cuts them.
final class DeviceRectTests: XCTestCase {
    /// Every pixel of a rectangle lies in exactly one of: the other rectangle, or one part left.
    func testWhatIsLeftOfARectangleCoversEachPixelOutsideTheOtherOnce() {
        let window = DeviceRect(x: 0, y: 0, width: 12, height: 9)
        let others = [
            DeviceRect(x: 0, y: 3, width: 12, height: 4), DeviceRect(x: 2, y: 2, width: 3, height: 3),
            DeviceRect(x: -5, y: -5, width: 30, height: 30), DeviceRect(x: 20, y: 0, width: 3, height: 3),
            DeviceRect(x: 10, y: 7, width: 5, height: 5), DeviceRect(x: 4, y: 4, width: 0, height: 2),
        ]
        for other in others {
            let parts = window.subtracting(other)
            XCTAssertLessThanOrEqual(parts.count, 4)
            for y in window.y..<window.maxY {
                for x in window.x..<window.maxX {
                    let inOther = other.intersection(DeviceRect(x: x, y: y, width: 1, height: 1)).isEmpty ? 0 : 1
                    let inParts = parts.filter { !$0.intersection(DeviceRect(x: x, y: y, width: 1, height: 1)).isEmpty }.count
                    XCTAssertEqual(inOther + inParts, 1, "pixel (\(x), \(y)) of \(window) minus \(other): \(parts)")
                }
            }
        }
        XCTAssertEqual(window.subtracting(window), [])
        XCTAssertEqual(DeviceRect(x: 0, y: 0, width: 0, height: 5).subtracting(window), [])
    }
}
