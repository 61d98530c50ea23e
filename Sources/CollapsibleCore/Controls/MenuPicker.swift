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
        .modifier(LabelledControl(role: .button, toldAs: .comboBox, holding: choice.selectedTitle))
    }
}
