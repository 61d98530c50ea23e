import SwiftUI

// A badge in an overlay: a red circle with a count, centred on the top
// trailing corner of whatever it is put on.
extension View {
    func countBadge(_ count: Int) -> some View {
        overlay(
            ZStack {
                Circle().fill(Color.red)
                Text("\(count)")
                    .font(.caption)
                    .foregroundColor(.white)
            }
            .frame(width: 24, height: 24)
            .offset(x: 12, y: -12),
            alignment: .topTrailing)
    }
}

struct ContentView: View {
    var body: some View {
        Text("Inbox")
            .frame(width: 100, height: 40)
            .background(Color.gray)
            .countBadge(3)
    }
}
