/// SwiftUI's `Stepper` as iOS draws it: the label, then at the trailing end
/// a rounded pair of buttons, minus and plus, that step the value by `step`
/// and keep it in its range. The button that would leave the range is
/// dimmed and does nothing. Up and Right step up, Down and Left down, Home
/// and End go to the ends, while it has the keyboard's focus. Assistive
/// tools see one spin button, named by the label, with the value to read
/// and set.
public struct Stepper<Label: View>: View {
    let label: Label
    let stepping: StepperStepping

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        stepping = StepperStepping(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        stepping = StepperStepping(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
    }

    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        stepping = StepperStepping(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            StepperButtons(stepping: stepping)
        }
        .modifier(LabelledControl(role: .spinButton))
    }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }
}
