import SwiftUI

// A button and a count: the label below says how often the button was
// pressed, one text while it never was and another once it was.
struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 12) {
            Button(action: { count += 1 }) {
                Text("Count")
                    .frame(width: 120, height: 44)
                    .background(Color(.secondarySystemFill))
                    .cornerRadius(8)
            }
            if count == 0 {
                Text("Not pressed yet")
                    .frame(height: 24)
            } else {
                Text(count == 1 ? "Pressed once" : "Pressed \(count) times")
                    .frame(height: 24)
            }
        }
    }
}
