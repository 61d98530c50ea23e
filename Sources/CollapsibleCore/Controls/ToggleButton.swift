/// A toggle of the button style: its label padded 12 by 7 points on a
/// rounded rectangle, tinted pale while off and full while on.
struct ToggleButton: _PrimitiveView {
    let configuration: ToggleStyleConfiguration

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let isOn = configuration.isOn, binding = configuration.$isOn
        let drawn = configuration.label
            .foregroundStyle(isOn ? AnyShapeStyle(Color.white) : AnyShapeStyle(.tint))
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(RoundedRectangle(cornerRadius: 8).fill(.tint).opacity(isOn ? 1 : 0.15))
            .opacity(context.isPressed(id) ? 0.7 : 1)
        let tap = TapAction(perform: { binding.wrappedValue.toggle() }, disclosure: nil, control: .toggle(isOn: isOn))
        return context.control(drawn, at: id, tap: tap)
    }
}

/// A toggle of the checkbox style: the box, then the label; a click on
/// either turns it over.
struct ToggleCheckbox: _PrimitiveView {
    let configuration: ToggleStyleConfiguration

    func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let isOn = configuration.isOn, binding = configuration.$isOn
        let drawn = HStack(spacing: 8) {
            ZStack {
                if isOn {
                    RoundedRectangle(cornerRadius: 4).fill(.tint)
                    Image(systemName: "checkmark").decorative.imageScale(.small).foregroundStyle(Color.white)
                } else {
                    RoundedRectangle(cornerRadius: 4).stroke(Color(.systemGray), lineWidth: 1.5)
                }
            }
            .frame(width: 18, height: 18)
            configuration.label
        }
        .contentShape(Rectangle())
        let tap = TapAction(perform: { binding.wrappedValue.toggle() }, disclosure: nil, control: .checkBox(isOn: isOn))
        return context.control(drawn, at: id, tap: tap)
    }
}
