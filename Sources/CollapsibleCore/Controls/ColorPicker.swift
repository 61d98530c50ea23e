/// SwiftUI's `ColorPicker`: the label, then at the trailing end a well of
/// the chosen colour in a ring of the hues, as iOS draws it; a click, or
/// Space while it has the focus, opens a popover with iOS's grid of colours
/// and, where the picker supports opacity, its slider. Assistive tools see
/// a button named by the label, which holds the colour's hex code.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @State private var isOpen = false

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            Button { isOpen = true } label: { ColorWell(color: selection.wrappedValue) }
                .buttonStyle(.plain)
                .popover(isPresented: $isOpen) {
                    ColorGrid(selection: selection, supportsOpacity: supportsOpacity).frame(width: 300).padding(12)
                }
        }
        .modifier(LabelledControl(role: .button, holding: ColorPalette.hex(selection.wrappedValue)))
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The well: the colour in a circle, inside a ring of the hues.
private struct ColorWell: View {
    let color: Color

    var body: some View {
        ZStack {
            Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center))
            Circle().fill(Color(.systemBackground)).padding(3)
            Circle().fill(color).padding(5)
        }
        .frame(width: 28, height: 28)
    }
}
