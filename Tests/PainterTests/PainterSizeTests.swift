import Foundation
import XCTest

/// The painter is read to learn how a Swift program draws with cairo: it
/// stays small enough to read in one sitting, cairo doing the drawing.
final class PainterSizeTests: XCTestCase {
    func testThePainterIsAtMost600Lines() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/CollapsiblePainter").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(files.isEmpty, "no painter sources in \(folder.path)")
        let lines = try files.map { name in
            try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
        }
        XCTAssertLessThanOrEqual(lines.reduce(0, +), 600, "lines by file: \(zip(files, lines).sorted { $0.1 > $1.1 })")
    }
}
