import SwiftUI

// A ButtonStyle: round buttons, teal at rest and indigo while pressed,
// with a ring inside the edge drawn by a modifier of their own.
struct Ring: ViewModifier {
    var inset: CGFloat

    func body(content: Content) -> some View {
        content.overlay(Circle().strokeBorder(Color.white, lineWidth: 2).padding(inset))
    }
}

struct CircleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(.white)
            .frame(width: 80, height: 80)
            .background(Circle().fill(configuration.isPressed ? Color.indigo : Color.teal))
            .modifier(Ring(inset: 4))
    }
}

struct ContentView: View {
    var body: some View {
        HStack(spacing: 10) {
            Button("One") {}
            Button("Two") {}
            Button("Three") {}
        }
        .buttonStyle(CircleStyle())
    }
}
