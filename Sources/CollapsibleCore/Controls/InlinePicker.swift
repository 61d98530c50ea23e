/// A picker with its options inline, as iOS lists them: the label above
/// in the secondary colour, then a row 44 points high for each option, the
/// chosen one ticked in the tint. Each row is a radio button; Up and Down
/// choose among them.
struct InlinePicker<Label: View>: View {
    let label: Label
    let choice: PickerChoice

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            label.font(.footnote).foregroundStyle(.secondary)
            ForEach(choice.titles.indices, id: \.self) { index in
                InlinePickerRow(title: choice.titles[index], isSelected: index == choice.selected, choose: { choice.choose(index) })
            }
        }
        .modifier(PickerArrows(choice: choice, axis: .vertical))
    }
}

private struct InlinePickerRow: _PrimitiveView {
    let title: String
    let isSelected: Bool
    let choose: () -> Void

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let drawn = HStack {
            Text(title)
            Spacer()
            Image(systemName: "checkmark").decorative.foregroundStyle(.tint).opacity(isSelected ? 1 : 0)
        }
        .frame(minHeight: 44)
        .contentShape(Rectangle())
        let tap = TapAction(perform: choose, disclosure: nil, control: .radio(isSelected: isSelected))
        return context.control(drawn, at: id, tap: tap)
    }
}
