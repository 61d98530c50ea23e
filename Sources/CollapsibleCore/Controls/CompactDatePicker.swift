/// A date picker as iOS draws it compact: the label, then at the trailing
/// end the date and the time of day each in a grey capsule; the date's
/// opens the calendar in a popover, the time's a popover that steps the
/// hour and the minute. Each capsule is a button named by what it shows.
struct CompactDatePicker<Label: View>: View {
    let label: Label
    let model: _DatePickerModel
    @State private var showsCalendar = false
    @State private var showsTime = false

    var body: some View {
        HStack {
            label
            Spacer()
            if model.components.contains(.date) {
                Button(model.dateText) { showsCalendar = true }
                    .buttonStyle(DateCapsuleStyle(isOpen: showsCalendar))
                    .fixedSize()
                    .popover(isPresented: $showsCalendar) {
                        GraphicalDatePicker(model: model.dateOnly).frame(width: 320).padding(12)
                    }
            }
            if model.components.contains(.hourAndMinute) {
                TimeCapsule(model: model)
            }
        }
    }
}

/// The time of day in a grey capsule, which opens a popover with a stepper
/// for the hour and one for the minute.
struct TimeCapsule: View {
    let model: _DatePickerModel
    @State private var isOpen = false

    var body: some View {
        Button(model.timeText) { isOpen = true }
            .buttonStyle(DateCapsuleStyle(isOpen: isOpen))
            .fixedSize()
            .popover(isPresented: $isOpen) {
                VStack {
                    Text(model.timeText).font(.headline)
                    Stepper("Hour", onIncrement: { model.stepTime(1, 0) }, onDecrement: { model.stepTime(-1, 0) })
                    Stepper("Minute", onIncrement: { model.stepTime(0, 1) }, onDecrement: { model.stepTime(0, -1) })
                }
                .frame(width: 240)
                .padding(12)
            }
    }
}

/// iOS's capsule of a compact date picker: the text on a grey rounded
/// ground, in the tint while what it opens is shown.
private struct DateCapsuleStyle: ButtonStyle {
    let isOpen: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(isOpen ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(.tertiarySystemFill)))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

extension _DatePickerModel {
    /// The calendar alone, as the compact style's popover shows it.
    var dateOnly: _DatePickerModel {
        var only = self
        only.components = .date
        return only
    }
}
