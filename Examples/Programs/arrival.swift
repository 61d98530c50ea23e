import SwiftUI

// The life of a view: what it does as it appears, what the task it starts
// finds a moment later, a timer that ticks three times, a block queued on
// the main queue and one run on another thread, each shown once it ran.
struct ContentView: View {
    @State private var appeared = "Not appeared"
    @State private var ticks = 0
    @State private var loaded = "Loading"
    @State private var queued = "Queued"
    @State private var elsewhere = "Waiting for a thread"

    var body: some View {
        VStack(spacing: 8) {
            Text(appeared)
            Text("Ticks: \(ticks)")
            Text(loaded)
            Text(queued)
            Text(elsewhere)
        }
        .onAppear {
            appeared = "Appeared"
            Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in
                ticks += 1
                if ticks == 3 { timer.invalidate() }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                queued = "Dequeued"
            }
            DispatchQueue.global().async {
                elsewhere = "Written by another thread"
            }
        }
        .task {
            try? await Task.sleep(for: .milliseconds(150))
            loaded = "Loaded"
        }
    }
}
