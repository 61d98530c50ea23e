/// What a `DatePicker` draws, in the date picker style in force: the
/// SwiftUI module's `DatePicker` hands it the calendar's plain values.
public struct _DatePickerContent<Label: View>: View {
    let model: _DatePickerModel
    let label: Label
    @Environment(\.datePickerStyle) private var style

    public init(model: _DatePickerModel, @ViewBuilder label: () -> Label) {
        self.model = model
        self.label = label()
    }

    public var body: some View {
        switch style {
        case .compact: CompactDatePicker(label: label, model: model)
        case .graphical: GraphicalDatePicker(model: model)
        }
    }
}
