/// A picker as iOS draws its menu: the label, then at the trailing end the
/// chosen option in the tint with up and down chevrons; a click, or Space
/// while it has the focus, opens a menu of the options with the chosen one
/// ticked, and a row chooses its option. Assistive tools see a combo box
/// named by the label, which holds the chosen option's text.
struct MenuPicker<Label: View>: View {
    let label: Label
    let choice: PickerChoice
    @State private var isOpen = false

    var body: some View {
        HStack {
            label
            Spacer()
            Button { isOpen = true } label: {
                HStack(spacing: 4) {
                    Text(choice.selectedTitle)
                    Image(systemName: "chevron.up.chevron.down").decorative.imageScale(.small)
                }
            }
            .contextMenu(isOpen: $isOpen) {
                ForEach(choice.titles.indices, id: \.self) { index in
                    Button { choice.choose(index) } label: {
                        HStack {
                            Image(systemName: "checkmark").decorative.opacity(index == choice.selected ? 1 : 0)
                            Text(choice.titles[index])
                        }
                    }
                }
            }
        }
        .modifier(PickerMenuAccessibility(selected: choice.selectedTitle))
    }
}

/// The row of a menu picker: to assistive tools, its button as a combo box
/// named by the rest, holding the chosen option's text.
private struct PickerMenuAccessibility: _PrimitiveModifier {
    var selected: String

    func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: PickerMenuNode(selected: selected))
    }
}

struct PickerMenuNode: NodeKind {
    var selected: String

    func elements(of node: _ViewNode, said: AccessibilityWalk.Said, in walk: AccessibilityWalk) -> [AccessibilityElement] {
        let inside = walk.elements(of: node.children, said: AccessibilityWalk.Said()).flatMap { $0.role == .group ? $0.children : [$0] }
        guard var box = inside.first(where: { $0.role == .button }) else { return inside }
        box.role = .comboBox
        box.label = said.label ?? walk.spoken(inside.filter { $0.id != box.id })
        box.children = [AccessibilityElement(id: box.id.child(0), role: .label, label: selected, frame: box.frame)]
        box.frame = walk.frame(of: node)
        return [box]
    }
}
