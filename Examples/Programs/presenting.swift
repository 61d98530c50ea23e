import SwiftUI

// Sheets and alerts: a photo's details in a sheet that rises halfway and is
// closed by its own button, and an alert that asks before deleting, its
// destructive button in red. Escape closes either; what the window counts
// is kept underneath.
struct ContentView: View {
    @State private var showsDetails = false
    @State private var confirmsDelete = false
    @State private var deleted = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Deleted \(deleted)")
            Button("Details") { showsDetails = true }
            Button("Delete") { confirmsDelete = true }
        }
        .sheet(isPresented: $showsDetails) {
            Details()
        }
        .alert("Delete the photo?", isPresented: $confirmsDelete) {
            Button("Delete", role: .destructive) { deleted += 1 }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It cannot be undone.")
        }
    }
}

struct Details: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 20) {
            Text("Taken in Lisbon")
            Button("Done") { dismiss() }
        }
        .presentationDetents([.medium, .large])
    }
}
