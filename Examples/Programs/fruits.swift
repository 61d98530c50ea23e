import SwiftUI

// A list in iOS's inset grouped look: a click selects a fruit,
// Control+click and Shift+click select several, the arrow keys step the
// selection, Space takes a fruit in or out of it, and Delete deletes the
// fruit whose row has the focus.
struct ContentView: View {
    @State private var fruits = ["Apple", "Banana", "Cherry", "Date"]
    @State private var chosen: Set<String> = []

    var body: some View {
        List(selection: $chosen) {
            Section {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
                .onDelete { fruits.remove(atOffsets: $0) }
            } header: {
                Text("Fruit")
            } footer: {
                Text("\(chosen.count) selected")
            }
        }
    }
}
