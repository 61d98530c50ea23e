import SwiftUI

// Names under their initials in a scroll view: the lazy stack pins each
// letter's header at the top while its names pass under it, and the next
// letter's header pushes it up and out. Each count under a letter is a
// footer, which stays at the bottom while its letter's names reach below.
struct ContentView: View {
    let groups: [(letter: String, names: [String])] = [
        ("A", ["Ada", "Alan", "Alice", "Amelia", "Anders", "Anna"]),
        ("B", ["Barbara", "Ben", "Bjarne", "Brian"]),
        ("C", ["Carl", "Charles", "Chris", "Claude", "Clara"]),
        ("D", ["Dennis", "Donald", "Dorothy"]),
        ("E", ["Edsger", "Emmy", "Erik"]),
        ("G", ["Grace", "Guido", "Gustav"]),
        ("J", ["Jean", "John", "Joan", "Judea"]),
        ("K", ["Katherine", "Ken", "Kristen"]),
        ("L", ["Leslie", "Linus", "Lovelace"]),
        ("M", ["Margaret", "Mary", "Marvin"]),
    ]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                ForEach(groups, id: \.letter) { group in
                    Section {
                        ForEach(group.names, id: \.self) { name in
                            Text(name)
                                .padding(.horizontal, 16)
                                .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                        }
                    } header: {
                        Text(group.letter)
                            .font(.headline)
                            .padding(.horizontal, 16)
                            .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
                            .background(Color(.secondarySystemBackground))
                    } footer: {
                        Text("\(group.names.count) names")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                            .padding(.horizontal, 16)
                            .frame(maxWidth: .infinity, minHeight: 24, alignment: .leading)
                            .background(Color(.systemBackground))
                    }
                }
            }
        }
    }
}
