import XCTest
@testable import CollapsibleCore

/// Two points the same to within rounding of a few operations.
func XCTAssertEqual(_ a: CGPoint, _ b: CGPoint, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, "x of \(a) against \(b)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, "y of \(a) against \(b)", file: file, line: line)
}

func XCTAssertEqual(_ a: CGRect, _ b: CGRect, accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.origin, b.origin, accuracy: accuracy, file: file, line: line)
    XCTAssertEqual(a.width, b.width, accuracy: accuracy, "width of \(a) against \(b)", file: file, line: line)
    XCTAssertEqual(a.height, b.height, accuracy: accuracy, "height of \(a) against \(b)", file: file, line: line)
}

final class GeometryTests: XCTestCase {
    func testZeroAndOriginAndSize() {
        XCTAssertEqual(CGPoint.zero, CGPoint(x: 0, y: 0))
        XCTAssertEqual(CGSize.zero, CGSize(width: 0, height: 0))
        XCTAssertEqual(CGRect.zero, CGRect(x: 0, y: 0, width: 0, height: 0))
        let rect = CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))
        XCTAssertEqual(rect, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(rect.origin, CGPoint(x: 1, y: 2))
        XCTAssertEqual(rect.size, CGSize(width: 3, height: 4))
        var moved = rect
        moved.origin = CGPoint(x: 5, y: 6)
        moved.size.width = 7
        XCTAssertEqual(moved, CGRect(x: 5, y: 6, width: 7, height: 4))
    }

    func testOffsetKeepsTheSizeAndStandardizes() {
        XCTAssertEqual(CGRect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 2, dy: -1), CGRect(x: 3, y: 1, width: 3, height: 4))
        XCTAssertEqual(CGRect(x: 10, y: 10, width: -4, height: -2).offsetBy(dx: 1, dy: 1), CGRect(x: 7, y: 9, width: 4, height: 2))
        XCTAssertTrue(CGRect.null.offsetBy(dx: 1, dy: 1).isNull)
    }

    func testEmptinessAsCoreGraphicsSaysIt() {
        XCTAssertTrue(CGRect.zero.isEmpty)
        XCTAssertTrue(CGRect(x: 5, y: 5, width: 1, height: 0).isEmpty)
        XCTAssertTrue(CGRect.null.isEmpty)
        XCTAssertFalse(CGRect(x: 0, y: 0, width: 1, height: 1).isEmpty)
        XCTAssertFalse(CGRect(x: 0, y: 0, width: -1, height: 1).isEmpty)
        XCTAssertFalse(CGRect.zero.isNull)
    }

    func testIntersectionOverlapsTouchesOrIsNull() {
        let square = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(square.intersection(CGRect(x: 5, y: 5, width: 10, height: 10)), CGRect(x: 5, y: 5, width: 5, height: 5))
        XCTAssertEqual(square.intersection(CGRect(x: 2, y: 3, width: 4, height: 5)), CGRect(x: 2, y: 3, width: 4, height: 5))
        // Sharing only an edge gives a line of it, empty but not null.
        let edge = square.intersection(CGRect(x: 10, y: 2, width: 5, height: 5))
        XCTAssertEqual(edge, CGRect(x: 10, y: 2, width: 0, height: 5))
        XCTAssertTrue(edge.isEmpty)
        XCTAssertFalse(edge.isNull)
        XCTAssertTrue(square.intersection(CGRect(x: 11, y: 0, width: 5, height: 5)).isNull)
        XCTAssertTrue(square.intersection(.null).isNull)
        // A rectangle of negative size is the same area as its standardized self.
        XCTAssertEqual(square.intersection(CGRect(x: 12, y: 12, width: -4, height: -4)), CGRect(x: 8, y: 8, width: 2, height: 2))
    }

    func testUnionLeavesOutTheNullRectangle() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(CGRect.null.union(rect), rect)
        XCTAssertEqual(rect.union(.null), rect)
        XCTAssertEqual(rect.union(CGRect(x: 10, y: 0, width: 1, height: 1)), CGRect(x: 1, y: 0, width: 10, height: 6))
    }

    func testContainsStaysHalfOpen() {
        let square = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(square.contains(CGPoint(x: 0, y: 0)))
        XCTAssertFalse(square.contains(CGPoint(x: 10, y: 5)))
        XCTAssertFalse(square.contains(CGPoint(x: 5, y: 10)))
        XCTAssertFalse(CGRect.null.contains(CGPoint(x: 0, y: 0)))
    }
}
