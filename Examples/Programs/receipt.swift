import SwiftUI

// A receipt: rows of Identifiable items with UUID ids, prices written by
// Foundation's currency format, a divider, a total with Markdown in its
// literal, and labels whose icons are views of their own.
struct Item: Identifiable {
    let id = UUID()
    let name: String
    let price: Double
}

struct ContentView: View {
    @State private var items = [
        Item(name: "Coffee", price: 3.5),
        Item(name: "Croissant", price: 2.25),
        Item(name: "Orange juice", price: 4),
    ]

    var total: Double { items.reduce(0) { $0 + $1.price } }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Label {
                Text("Receipt").font(.headline)
            } icon: {
                Circle().fill(Color.orange).frame(width: 16, height: 16)
            }
            ForEach(items) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Text(item.price, format: .currency(code: "EUR").locale(Locale(identifier: "en_IE")))
                }
            }
            Divider()
            HStack {
                Text("**Total** for \(items.count) items")
                Spacer()
                Text(total, format: .currency(code: "EUR").locale(Locale(identifier: "en_IE")))
            }
            Text("Paid with `cash`, see *terms* at [our site](https://example.com).")
                .font(.footnote)
        }
        .frame(width: 280)
    }
}
