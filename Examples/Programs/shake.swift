import SwiftUI

// A GeometryEffect: the box shakes from side to side three times each
// time the button is pressed.
struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakes: CGFloat

    var animatableData: CGFloat {
        get { shakes }
        set { shakes = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(shakes * 2 * .pi), y: 0))
    }
}

struct ContentView: View {
    @State private var attempts = 0

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 6)
                .fill(Color(.systemGray5))
                .frame(width: 160, height: 40)
                .modifier(Shake(shakes: CGFloat(attempts * 3)))
            Button("Shake") {
                withAnimation(.linear(duration: 0.6)) { attempts += 1 }
            }
            .frame(height: 40)
        }
    }
}
