/// A picker as iOS's segmented control: the options side by side in
/// segments of equal width, 32 points high, on a rounded ground in
/// tertiarySystemFill; the chosen one raised on a white rounded segment
/// (gray in the dark) with a shadow, its text semibold; a hairline between
/// two segments neither of which is chosen. Each segment is a radio button;
/// Left and Right choose among them.
struct SegmentedPicker: View {
    let choice: PickerChoice

    var body: some View {
        HStack(spacing: 0) {
            ForEach(choice.titles.indices, id: \.self) { index in
                PickerSegment(title: choice.titles[index], isSelected: index == choice.selected,
                              showsSeparator: index > 0 && index != choice.selected && index - 1 != choice.selected,
                              choose: { choice.choose(index) })
            }
        }
        .padding(2)
        .frame(height: 32)
        .background(RoundedRectangle(cornerRadius: 9).fill(Color(.tertiarySystemFill)))
        .modifier(PickerArrows(choice: choice, axis: .horizontal))
    }
}

private struct PickerSegment: _PrimitiveView {
    static let raised = UIColor(Color(255, 255, 255), dark: Color(99, 99, 102))

    let title: String
    let isSelected: Bool
    let showsSeparator: Bool
    let choose: () -> Void

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let drawn = ZStack(alignment: .leading) {
            if isSelected {
                RoundedRectangle(cornerRadius: 7).fill(Color(uiColor: Self.raised))
                    .shadow(color: Color.black.opacity(0.12), radius: 4, x: 0, y: 3)
            }
            if showsSeparator { Rectangle().fill(Color(.separator)).frame(width: 1, height: 16) }
            Text(title)
                .font(.system(size: 13, weight: isSelected ? .semibold : .medium))
                .lineLimit(1)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .contentShape(Rectangle())
        let tap = TapAction(perform: choose, disclosure: nil, control: .radio(isSelected: isSelected))
        return context.control(drawn, at: id, tap: tap)
    }
}
