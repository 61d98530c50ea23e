import SwiftUI

// A count kept in a model rather than in a view: the content view makes
// the model once (@StateObject) and puts it in the environment; the button
// changes it from there (@EnvironmentObject), and the row of squares, handed
// the model (@ObservedObject), follows each change with a square more.
final class Tally: ObservableObject {
    @Published var count = 0
}

struct ContentView: View {
    @StateObject private var tally = Tally()

    var body: some View {
        VStack(spacing: 12) {
            AddButton()
            Squares(tally: tally)
        }
        .environmentObject(tally)
    }
}

struct AddButton: View {
    @EnvironmentObject var tally: Tally

    var body: some View {
        Button(action: { tally.count += 1 }) {
            Text("Add one")
                .frame(width: 120, height: 44)
                .background(Color(.secondarySystemFill))
                .cornerRadius(8)
        }
    }
}

struct Squares: View {
    @ObservedObject var tally: Tally

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<tally.count, id: \.self) { _ in
                Color.green.frame(width: 20, height: 20)
            }
        }
        .frame(height: 20)
    }
}
