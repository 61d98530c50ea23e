/// SwiftUI's `DatePicker`: a date and a time of day chosen into
/// `selection`, kept inside its range. The calendar's arithmetic is
/// Foundation's (`Calendar.current`, its first weekday and time zone), the
/// texts the current locale's; the date picker style in force draws it
/// (see `DatePickerStyle`). Out of its range, the selection shows at the
/// nearest end, and a day picked is brought into it.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let earliest: Date?
    let latest: Date?
    let components: DatePickerComponents
    let label: Label
    /// A day of the month shown; nil for the selection's.
    @State private var shown: Date?

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, earliest: nil, latest: nil, displayedComponents: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, earliest: range.lowerBound, latest: range.upperBound,
                  displayedComponents: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, earliest: range.lowerBound, latest: nil, displayedComponents: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, earliest: nil, latest: range.upperBound, displayedComponents: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, earliest: Date?, latest: Date?, displayedComponents: DatePickerComponents, label: Label) {
        self.selection = selection
        self.earliest = earliest
        self.latest = latest
        // A picker that shows neither shows both, as one given an empty set does on iOS.
        components = displayedComponents.isEmpty ? [.hourAndMinute, .date] : displayedComponents
        self.label = label
    }

    public var body: some View {
        _DatePickerContent(model: model) { label }
    }

    private var model: _DatePickerModel {
        let calendar = Calendar.current
        let selected = kept(selection.wrappedValue)
        let month = calendar.dateInterval(of: .month, for: shown ?? selected) ?? DateInterval(start: selected, duration: 0)
        let selection = selection, shown = $shown
        let days = calendar.range(of: .day, in: .month, for: month.start)?.count ?? 0
        let first = calendar.component(.weekday, from: month.start)
        let symbols = calendar.shortWeekdaySymbols.map { $0.uppercased() }
        let weekdays = (0..<symbols.count).map { symbols[($0 + calendar.firstWeekday - 1) % symbols.count] }
        let page = _DatePickerModel.Month(
            title: DateTexts.format("LLLLy", month.start), weekdays: weekdays, leadingBlanks: (first - calendar.firstWeekday + 7) % 7,
            days: (0..<days).map { offset in
                let day = calendar.date(byAdding: .day, value: offset, to: month.start) ?? month.start
                let end = calendar.date(byAdding: .day, value: 1, to: day) ?? day
                return _DatePickerModel.Day(number: offset + 1, name: DateTexts.spoken.string(from: day),
                                            isSelected: calendar.isDate(day, inSameDayAs: selected), isToday: calendar.isDateInToday(day),
                                            isEnabled: earliest.map { end > $0 } ?? true && latest.map { day <= $0 } ?? true)
            })
        return _DatePickerModel(
            components: components, month: page, dateText: DateTexts.medium.string(from: selected), timeText: DateTexts.time.string(from: selected),
            hasEarlierMonth: earliest.map { month.start > $0 } ?? true, hasLaterMonth: latest.map { month.end <= $0 } ?? true,
            // Each reads the selection and the month shown as they are when
            // it runs: a control may keep the closure of an earlier body.
            chooseDay: { number in
                let now = kept(selection.wrappedValue)
                guard let start = calendar.dateInterval(of: .month, for: shown.wrappedValue ?? now)?.start,
                      let day = calendar.date(byAdding: .day, value: number - 1, to: start) else { return }
                let time = calendar.dateComponents([.hour, .minute, .second], from: now)
                let chosen = calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day) ?? day
                selection.wrappedValue = kept(chosen)
            },
            moveDay: { days in
                guard let moved = calendar.date(byAdding: .day, value: days, to: kept(selection.wrappedValue)) else { return }
                let chosen = kept(moved)
                selection.wrappedValue = chosen
                shown.wrappedValue = chosen
            },
            showMonth: { months in
                let now = kept(selection.wrappedValue)
                guard let start = calendar.dateInterval(of: .month, for: shown.wrappedValue ?? now)?.start else { return }
                shown.wrappedValue = calendar.date(byAdding: .month, value: months, to: start)
            },
            stepTime: { hours, minutes in
                // Round the clock, on the same day, as iOS's wheels turn.
                let now = kept(selection.wrappedValue)
                let time = calendar.dateComponents([.hour, .minute], from: now)
                let total = ((time.hour ?? 0) * 60 + (time.minute ?? 0) + hours * 60 + minutes + 24 * 60) % (24 * 60)
                guard let stepped = calendar.date(bySettingHour: total / 60, minute: total % 60, second: 0, of: now) else { return }
                selection.wrappedValue = kept(stepped)
            })
    }

    /// `date` brought inside the range.
    private func kept(_ date: Date) -> Date {
        var date = date
        if let earliest, date < earliest { date = earliest }
        if let latest, date > latest { date = latest }
        return date
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The texts a date picker shows, in the current locale, as iOS writes them.
private enum DateTexts {
    static func format(_ template: String, _ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }

    static let spoken = formatter(date: .full, time: .none)
    static let medium = formatter(date: .medium, time: .none)
    static let time = formatter(date: .none, time: .short)

    private static func formatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter
    }
}
