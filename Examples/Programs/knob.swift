import SwiftUI

// A knob turned by a binding: two sliders drive its value and the size of
// its pointer, and a tap on the knob turns it to one end or the other.
struct KnobShape: Shape {
    /// The pointer's length, as a share of the knob's height.
    var pointerSize: CGFloat = 0.1
    /// The pointer's width, as a share of the knob's width.
    var pointerWidth: CGFloat = 0.1

    func path(in rect: CGRect) -> Path {
        let length = rect.height * pointerSize
        let width = rect.width * pointerWidth
        return Path { path in
            path.addEllipse(in: rect.insetBy(dx: length, dy: length))
            path.addRect(CGRect(x: rect.midX - width / 2, y: 0, width: width, height: length + 2))
        }
    }
}

struct Knob: View {
    @Binding var value: Double
    var pointerSize: CGFloat = 0.1

    var body: some View {
        KnobShape(pointerSize: pointerSize)
            .fill(Color.primary)
            .rotationEffect(Angle(degrees: value * 330))
            .onTapGesture {
                withAnimation(.default) { value = value < 0.5 ? 1 : 0 }
            }
    }
}

struct ContentView: View {
    @State private var value = 0.5
    @State private var pointerSize: CGFloat = 0.1

    var body: some View {
        VStack(spacing: 8) {
            Knob(value: $value, pointerSize: pointerSize)
                .frame(width: 100, height: 100)
            HStack {
                Text("Value")
                Slider(value: $value, in: 0...1)
            }
            HStack {
                Text("Pointer")
                Slider(value: $pointerSize, in: 0...0.4)
            }
            Button("Turn to the end") {
                withAnimation(.default) { value = value == 1 ? 0 : 1 }
            }
            .frame(height: 30)
        }
    }
}
