import SwiftUI

// A view and its previews, with no ContentView: the program shows the
// first preview; `--list-previews` names them all, and `--preview NAME`
// shows one, as Xcode's canvas would.
struct Tag: View {
    var text: String
    var color: Color

    var body: some View {
        Text(text)
            .padding(12)
            .background(color)
            .cornerRadius(8)
    }
}

#Preview("New") {
    Tag(text: "New", color: .green)
}

#Preview("Sold out", traits: .sizeThatFitsLayout) {
    Tag(text: "Sold out", color: .red)
}

struct Tag_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 8) {
            Tag(text: "New", color: .green)
            Tag(text: "Sold out", color: .red)
        }
    }
}
