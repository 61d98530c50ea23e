import SwiftUI

// A transition of one's own: the square comes in and goes out through a
// blur, while it fades.
struct Blurred: ViewModifier {
    var radius: CGFloat
    var opacity: Double

    func body(content: Content) -> some View {
        content.blur(radius: radius).opacity(opacity)
    }
}

extension AnyTransition {
    static var blurred: AnyTransition {
        .modifier(active: Blurred(radius: 30, opacity: 0), identity: Blurred(radius: 0, opacity: 1))
    }
}

struct ContentView: View {
    @State private var shown = false

    var body: some View {
        VStack(spacing: 20) {
            Toggle("Square", isOn: $shown.animation(.linear(duration: 1)))
                .frame(width: 240)
            if shown {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.blue)
                    .frame(width: 100, height: 100)
                    .transition(.blurred)
            }
        }
    }
}
