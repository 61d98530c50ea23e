import SwiftUI

// A repeating animation: the arc turns for as long as it is shown, a frame
// at each refresh of the display; once the button takes it away, the
// program draws no frame and sleeps.
struct ContentView: View {
    @State private var shown = true
    @State private var turning = false

    var body: some View {
        VStack(spacing: 20) {
            if shown {
                Circle()
                    .trim(from: 0, to: 0.75)
                    .stroke(Color.blue, lineWidth: 6)
                    .frame(width: 60, height: 60)
                    .rotationEffect(.degrees(turning ? 360 : 0))
                    .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: turning)
                    .onAppear { turning = true }
            }
            Button(shown ? "Stop" : "Stopped") { shown = false }
        }
    }
}
