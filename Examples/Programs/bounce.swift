import SwiftUI

// An AnimatableModifier: the ball bounces three times each time the button
// is pressed, as high as `height` at the top of each bounce.
struct Bounce: AnimatableModifier {
    var bounces: CGFloat
    var height: CGFloat = 40

    var animatableData: CGFloat {
        get { bounces }
        set { bounces = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(y: -abs(sin(bounces * .pi)) * height)
    }
}

struct ContentView: View {
    @State private var presses = 0

    var body: some View {
        VStack(spacing: 20) {
            Circle()
                .fill(Color.orange)
                .frame(width: 40, height: 40)
                .modifier(Bounce(bounces: CGFloat(presses * 3)))
            Button("Bounce") {
                withAnimation(.linear(duration: 0.9)) { presses += 1 }
            }
            .frame(height: 40)
        }
    }
}
