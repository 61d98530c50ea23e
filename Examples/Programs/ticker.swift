import SwiftUI

// Two models changed with no click at all: a timer's publisher adds to an
// ObservableObject each tenth of a second, and a task adds to an
// @Observable model after each pause; each row shows a square a step,
// three in all.
final class Beats: ObservableObject {
    @Published var count = 0
}

@Observable final class Steps {
    var count = 0
}

struct ContentView: View {
    @StateObject private var beats = Beats()
    @State private var steps = Steps()
    private let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 12) {
            Squares(count: beats.count, color: .orange)
            Squares(count: steps.count, color: .blue)
        }
        .onReceive(timer) { _ in
            if beats.count < 3 { beats.count += 1 }
        }
        .task {
            for _ in 0..<3 {
                try? await Task.sleep(for: .milliseconds(100))
                steps.count += 1
            }
        }
    }
}

struct Squares: View {
    let count: Int
    let color: Color

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<count, id: \.self) { _ in
                color.frame(width: 20, height: 20)
            }
        }
        .frame(height: 20)
    }
}
