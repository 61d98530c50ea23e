import SwiftUI

// The environment: the knob takes the size of its pointer and its colour
// from the environment, where the window's colour scheme also is; with no
// colour of its own it is the scheme's, black on light and white on dark.
struct PointerSizeKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0.1
}

struct KnobColorKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    var knobPointerSize: CGFloat {
        get { self[PointerSizeKey.self] }
        set { self[PointerSizeKey.self] = newValue }
    }

    var knobColor: Color? {
        get { self[KnobColorKey.self] }
        set { self[KnobColorKey.self] = newValue }
    }
}

extension View {
    func knobPointerSize(_ size: CGFloat) -> some View {
        environment(\.knobPointerSize, size)
    }

    func knobColor(_ color: Color?) -> some View {
        environment(\.knobColor, color)
    }
}

struct KnobShape: Shape {
    var pointerSize: CGFloat

    func path(in rect: CGRect) -> Path {
        let length = rect.height * pointerSize
        let width = rect.width * 0.1
        return Path { path in
            path.addEllipse(in: rect.insetBy(dx: length, dy: length))
            path.addRect(CGRect(x: rect.midX - width / 2, y: 0, width: width, height: length + 2))
        }
    }
}

struct Knob: View {
    @Binding var value: Double
    @Environment(\.knobPointerSize) var pointerSize
    @Environment(\.knobColor) var color
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        KnobShape(pointerSize: pointerSize)
            .fill(color ?? (colorScheme == .dark ? Color.white : Color.black))
            .rotationEffect(Angle(degrees: value * 330))
            .onTapGesture {
                withAnimation(.default) { value = value < 0.5 ? 1 : 0 }
            }
    }
}

struct ContentView: View {
    @State private var value = 0.5
    @State private var pointerSize: CGFloat = 0.1
    @State private var hue = 0.0
    @State private var defaultColor = true

    var body: some View {
        VStack(spacing: 8) {
            Knob(value: $value)
                .frame(width: 100, height: 100)
                .knobPointerSize(pointerSize)
                .knobColor(defaultColor ? nil : Color(hue: hue, saturation: 1, brightness: 1))
            HStack {
                Text("Value")
                Slider(value: $value, in: 0...1)
            }
            HStack {
                Text("Pointer")
                Slider(value: $pointerSize, in: 0...0.4)
            }
            HStack {
                Text("Hue")
                Slider(value: $hue, in: 0...1)
            }
            Toggle("Default colour", isOn: $defaultColor)
        }
    }
}
