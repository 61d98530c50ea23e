/// SwiftUI's `Toggle`, drawn by the toggle style in force
/// (`toggleStyle(_:)`); by default as iOS draws it: the label, then the
/// switch at the trailing end, green when on, whose knob slides when it
/// changes. A tap on the switch, or Space or Return while it has the
/// keyboard's focus, turns it over. Assistive tools see one toggle button,
/// the whole row, named by the label and checked while on, as VoiceOver
/// reads a toggle; a check box for the checkbox style.
public struct Toggle<Label: View>: _PrimitiveView {
    @Binding var isOn: Bool
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let style = context.environment.toggleStyle
        let body = style.makeBody(configuration: ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(label), isOn: $isOn))
        return context.wrap(body, at: id, in: LabelledControlNode(role: style.role))
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// The switch of iOS's `Toggle`: a capsule 51 by 31 points with a knob of
/// 27 inside it, at its trailing end while on; on, its track is the tint
/// `tint(_:)` sets, else green; off, secondarySystemFill, as UISwitch's.
public struct _Switch: _PrimitiveView {
    @Binding var isOn: Bool

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let isOn = self.isOn
        let tap = TapAction(perform: { [_isOn] in _isOn.wrappedValue.toggle() }, disclosure: nil,
                            control: .toggle(isOn: isOn))
        let drawn = ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? AnyShapeStyle(SwitchTint()) : AnyShapeStyle(Color(.secondarySystemFill)))
            Circle().fill(Color.white)
                .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
                .frame(width: 27, height: 27)
                .padding(2)
        }
        .frame(width: 51, height: 31)
        // The switch slides its knob whatever the change's transaction, as
        // UISwitch animates itself.
        .animation(.default, value: isOn)
        return context.control(drawn, at: id, tap: tap)
    }
}

/// A switch's track while on: the tint `tint(_:)` sets, else iOS's green.
private struct SwitchTint: ShapeStyle {
    func _paint(in environment: EnvironmentValues) -> Paint { environment.tintPaint ?? .color(.green) }
}
