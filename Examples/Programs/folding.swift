import SwiftUI

// The collapsible row, told from outside whether it is expanded: a button
// below it collapses and expands it, animated by withAnimation.
struct CollapsibleRow<Data: RandomAccessCollection, Content: View>: View where Data.Element: Hashable {
    var data: Data
    var expanded: Bool
    var content: (Data.Element) -> Content

    var body: some View {
        HStack(spacing: expanded ? 10 : 0) {
            ForEach(data, id: \.self) { item in
                content(item)
                    .frame(width: expanded || item == data.last ? nil : 12, alignment: .leading)
            }
        }
    }
}

struct ContentView: View {
    @State private var expanded = true
    let sizes: [CGFloat] = [60, 40, 80]
    let colors: [Color] = [.teal, .indigo, .pink]

    var body: some View {
        VStack(spacing: 20) {
            CollapsibleRow(data: 0..<3, expanded: expanded) { index in
                Rectangle()
                    .fill(colors[index])
                    .frame(width: sizes[index], height: sizes[index])
            }
            Button(expanded ? "Collapse" : "Expand") {
                withAnimation { expanded.toggle() }
            }
            .frame(height: 40)
        }
    }
}
