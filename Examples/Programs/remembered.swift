import SwiftUI

// A count the program remembers from one run to the next: @AppStorage
// keeps it in the user's settings, ~/.config/remembered/settings, written
// each time the button changes it.
struct ContentView: View {
    @AppStorage("presses") private var presses = 0

    var body: some View {
        VStack(spacing: 12) {
            Button(action: { presses += 1 }) {
                Text("Press")
                    .frame(width: 120, height: 44)
                    .background(Color(.secondarySystemFill))
                    .cornerRadius(8)
            }
            HStack(spacing: 4) {
                ForEach(0..<presses, id: \.self) { _ in
                    Color.purple.frame(width: 20, height: 20)
                }
            }
            .frame(height: 20)
        }
    }
}
