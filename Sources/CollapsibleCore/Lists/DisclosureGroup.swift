/// SwiftUI's `DisclosureGroup`: a label that shows or hides its content.
/// A tap on the label, or Space on its focus, turns it over, the chevron
/// turning with the change's animation. In a list, the label is a row and
/// each view of the content a row under it; elsewhere the content is under
/// the label. Assistive tools hear a button that is expanded or not.
public struct DisclosureGroup<Label: View, Content: View>: View {
    private var isExpanded: Binding<Bool>?
    @State private var expanded = false
    private var label: Label
    private var content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        _DisclosureRows(isExpanded: isExpanded ?? $expanded, label: label, content: content)
    }
}

extension DisclosureGroup where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A disclosure group's label and, while expanded, its content: rows of a
/// list, or a column elsewhere.
public struct _DisclosureRows<Label: View, Content: View>: _PrimitiveView {
    @Binding var isExpanded: Bool
    var label: Label
    var content: Content

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let expanded = isExpanded, binding = $isExpanded
        let header = Button {
            withAnimation { binding.wrappedValue.toggle() }
        } label: {
            HStack {
                label.foregroundStyle(Color(.label))
                Spacer()
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tint)
                    .rotationEffect(.degrees(expanded ? 90 : 0))
                    .accessibilityHidden(true)
            }
        }
        context.disclosures.enter(expanded)
        let made = header._resolve(in: &context, at: id.child(0))
        context.disclosures.leave()
        guard expanded else { return made }
        if context.makesListRows { return made + content._resolve(in: &context, at: id.child(1)) }
        return VStack(alignment: .leading) { ResolvedNodes(nodes: made); content }._resolve(in: &context, at: id.child(2))
    }
}
