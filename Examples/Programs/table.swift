import SwiftUI

// A table whose columns are as wide as their widest cell: each cell tells
// its width by a preference, and the table gives every cell of a column
// the widest.
struct WidthsKey: PreferenceKey {
    static var defaultValue: [Int: CGFloat] = [:]

    static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
        value.merge(nextValue(), uniquingKeysWith: max)
    }
}

struct ContentView: View {
    let rows: [[String]] = [
        ["Train", "From", "Departs"],
        ["IC 12", "Basel", "9:04"],
        ["RE 3", "Lausanne\nvia Bern", "9:15"],
        ["S 1", "Olten", "10:30"],
    ]
    @State private var widths: [Int: CGFloat] = [:]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(rows.indices, id: \.self) { row in
                HStack(alignment: .top, spacing: 0) {
                    ForEach(rows[row].indices, id: \.self) { column in
                        Text(rows[row][column])
                            .font(row == 0 ? Font.system(.body, design: .serif).bold() : .body)
                            .fixedSize()
                            .background(GeometryReader { proxy in
                                Color.clear.preference(key: WidthsKey.self, value: [column: proxy.size.width])
                            })
                            .frame(width: widths[column], alignment: .leading)
                            .padding(8)
                    }
                }
                .background(row % 2 == 1 ? Color(.secondarySystemBackground) : Color.clear)
            }
        }
        .onPreferenceChange(WidthsKey.self) { widths = $0 }
    }
}
