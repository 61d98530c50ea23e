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
