import SwiftUI

// Tabs and navigation: a tab of fruits, each a link that pushes a screen
// about it, with a button in the bar that counts what was picked, and a
// tab of the basket. The count stays while screens come and go and tabs
// change; Alt+Left goes back, Ctrl+Tab goes to the next tab.
struct ContentView: View {
    @State private var picked: [String] = []

    var body: some View {
        TabView {
            Tab("Fruits", systemImage: "leaf") {
                NavigationStack {
                    VStack(spacing: 16) {
                        ForEach(["Apple", "Pear", "Plum"], id: \.self) { fruit in
                            NavigationLink(fruit, value: fruit)
                        }
                    }
                    .navigationTitle("Orchard")
                    .navigationDestination(for: String.self) { fruit in
                        Text("A ripe \(fruit.lowercased()).")
                            .navigationTitle(fruit)
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) {
                                    Button("Pick") { picked.append(fruit) }
                                }
                            }
                    }
                }
            }
            Tab("Basket", systemImage: "cart") {
                Text(picked.isEmpty ? "Nothing picked yet" : picked.joined(separator: ", "))
            }
        }
    }
}
