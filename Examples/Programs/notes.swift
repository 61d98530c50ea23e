import SwiftUI

// A form filled in from the keyboard: Return in the name moves the focus to
// the amount, and in the amount to the notes, through `@FocusState`. The
// amount is a value in euros, parsed from what is typed when Return or the
// focus leaving commits it; the notes are a vertical field that grows with
// its lines, three at least and six at most. Save prints what was filled in.
struct ContentView: View {
    enum Field: Hashable { case name, amount, notes }

    @State private var name = ""
    @State private var amount: Decimal = 0
    @State private var notes = ""
    @FocusState private var focus: Field?

    var body: some View {
        Form {
            Section("Payment") {
                TextField("Name", text: $name)
                    .focused($focus, equals: .name)
                    .textContentType(.name)
                    .submitLabel(.next)
                    .onSubmit { focus = .amount }
                TextField("Amount", value: $amount, format: .currency(code: "EUR"))
                    .focused($focus, equals: .amount)
                    .keyboardType(.decimalPad)
                    .onSubmit { focus = .notes }
                TextField("Notes", text: $notes, axis: .vertical)
                    .lineLimit(3...6)
                    .focused($focus, equals: .notes)
            }
            Section {
                Text("\(name.isEmpty ? "Nobody" : name) owes \(amount, format: .currency(code: "EUR"))")
                Button("Save") {
                    print("Saved \(name), \(amount.formatted(.currency(code: "EUR"))): \(notes)")
                    focus = nil
                }
            }
        }
        .onAppear { focus = .name }
    }
}
