import Foundation
import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// A frame's pixels: a size cairo cannot hold is refused with a clear message, and
/// the PNG holds the very frame.
final class ImageSurfaceTests: XCTestCase {
    func testSizesCairoCannotHoldAreRefusedWithAClearMessage() {
        for (width, height) in [(0, 10), (10, 0), (-5, 10), (32768, 10), (10, 40000)] {
            XCTAssertThrowsError(try ImageSurface(width: width, height: height)) { error in
                XCTAssertEqual(error as? PainterError, .invalidSize(width: width, height: height))
                XCTAssertTrue("\(error)".contains("\(width)x\(height)"), "\(error)")
            }
        }
        XCTAssertThrowsError(try ImageSurface(width: 32767, height: 32767)) { error in
            guard case .tooLarge = error as? PainterError else { return XCTFail("\(error)") }
            XCTAssertTrue("\(error)".contains("MiB"), "\(error)")
        }
        let surface = try! ImageSurface(width: 7, height: 3)
        XCTAssertEqual(surface.width, 7)
        XCTAssertGreaterThanOrEqual(surface.stride, 28)
    }

    func testPNGHoldsTheFrame() throws {
        let list = Frames.seed(width: 120, height: 180, items: 3)
        let bytes = try renderPNG(list)
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG signature")
        // IHDR: width and height, big-endian, right after the signature and chunk header.
        XCTAssertEqual(Array(bytes[16..<24]), [0, 0, 0, 120, 0, 0, 0, 180])
        var huge = list
        huge.size = Size(width: 0, height: 10)
        XCTAssertThrowsError(try renderPNG(huge)) { error in
            XCTAssertEqual(error as? PainterError, .invalidSize(width: 0, height: 10))
        }
    }
}
