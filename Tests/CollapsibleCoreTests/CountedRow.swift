import XCTest
@testable import CollapsibleCore

/// How many times the body of a lazy stack's row or a lazy grid's cell was
/// evaluated, by its number.
final class MadeRows {
    var rows: [Int: Int] = [:]
    var total: Int { rows.values.reduce(0, +) }
}

/// A row or cell `height` long, three times that once tapped, which counts
/// its bodies.
struct CountedRow: View {
    let index: Int
    let height: Double
    let made: MadeRows
    @State private var tall = false

    var body: some View {
        made.rows[index, default: 0] += 1
        return Color(red: Double(index % 256) / 255, green: tall ? 1 : 0, blue: 0)
            .frame(height: tall ? height * 3 : height)
            .onTapGesture { tall.toggle() }
    }
}

/// End pressed in `view`, whose rows or cells count in `made`: it makes
/// at most `limit` of them, the last of `count` among them, drawn last at
/// `last`.
func assertEndMakesTheLastOnly(_ view: some View, made: MadeRows, count: Int, atMost limit: Int, last: Rect, size: Size,
                               file: StaticString = #filePath, line: UInt = #line) {
    var live = LiveView(view, size: size)
    made.rows = [:]
    XCTAssertTrue(live.scrollFocused(.bottom), file: file, line: line)
    XCTAssertLessThanOrEqual(made.total, limit, file: file, line: line)
    XCTAssertTrue(made.rows.keys.contains(count - 1), file: file, line: line)
    XCTAssertEqual(live.drawnFrames.last, last, "the last at the bottom", file: file, line: line)
}
