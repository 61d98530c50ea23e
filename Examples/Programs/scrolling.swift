import SwiftUI

// A list of a thousand rows in a scroll view: the lazy stack makes only the
// rows near the window, so the thousandth costs what the first does. The
// wheel, the scroll bar, Page Up, Page Down, Home and End move it, and each
// row keeps its star when scrolled away and back.
struct ContentView: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<1000, id: \.self) { number in
                    Row(number: number)
                }
            }
        }
    }
}

struct Row: View {
    let number: Int
    @State private var starred = false

    var body: some View {
        HStack {
            Image(systemName: starred ? "star.fill" : "star")
                .foregroundStyle(.yellow)
            Text("Row \(number)")
            Spacer()
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
        .contentShape(Rectangle())
        .onTapGesture { starred.toggle() }
    }
}
