/// SwiftUI's `Link`: its label drawn as a button in the style in force, in
/// the tint where none is set, that opens its destination through the
/// environment's `openURL`. Assistive tools see a link, and the pointer
/// is a hand over it. The destination is Foundation's `URL`, which the
/// SwiftUI module's initializers take; here it is the URL's string.
public struct Link<Label: View>: View {
    let destination: String
    let label: Label
    @Environment(\._openURL) private var openURL

    public init(_destination destination: String, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        Button { openURL.open(destination) } label: { label }
            .pointerStyle(.link)
            .modifier(LabelledControl(role: .button, toldAs: .link))
    }
}
