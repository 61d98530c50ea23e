import SwiftUI

// Cells to choose from: the chosen cell tells its bounds by an anchor
// preference, and a frame drawn over the grid goes round it, moving to the
// next one tapped.
struct SelectionKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

struct ContentView: View {
    let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    @State private var selected: Int?

    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<2) { row in
                HStack(spacing: 8) {
                    ForEach(0..<3) { column in
                        let index = row * 3 + column
                        Text(days[index])
                            .frame(width: 80, height: 40)
                            .background(Color(.systemGray6))
                            .anchorPreference(key: SelectionKey.self, value: .bounds) { selected == index ? $0 : nil }
                            .onTapGesture {
                                withAnimation { selected = index }
                            }
                    }
                }
            }
        }
        .overlayPreferenceValue(SelectionKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor = anchor {
                    Rectangle()
                        .stroke(Color.blue, lineWidth: 2)
                        .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                }
            }
        }
    }
}
