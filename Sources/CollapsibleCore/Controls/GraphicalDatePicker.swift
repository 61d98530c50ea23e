/// A date picker as iOS draws its calendar: the month's title, the arrows
/// to the month before and after in the tint, the weekdays' short names in
/// the tertiary colour, then the days in rows of a week, 44 points tall;
/// the chosen day in the tint on a pale circle of it, today in the tint,
/// a day outside the range in the tertiary colour. A click chooses a day;
/// while the calendar has the focus, the arrows move the day, by a day
/// and by a week. Where the time of day is shown too, its capsule follows.
struct GraphicalDatePicker: View {
    let model: _DatePickerModel

    var body: some View {
        VStack(spacing: 0) {
            if model.components.contains(.date) {
                header
                weekdays
                MonthDays(model: model)
            }
            if model.components.contains(.hourAndMinute) {
                HStack {
                    Text("Time")
                    Spacer()
                    TimeCapsule(model: model)
                }
                .frame(minHeight: 44)
            }
        }
    }

    private var header: some View {
        HStack(spacing: 0) {
            Text(model.month.title).font(.headline)
            Spacer()
            Button { model.showMonth(-1) } label: {
                Image(systemName: "chevron.left").accessibilityLabel("Previous Month")
            }
            .disabled(!model.hasEarlierMonth)
            .frame(width: 44, height: 44)
            Button { model.showMonth(1) } label: {
                Image(systemName: "chevron.right").accessibilityLabel("Next Month")
            }
            .disabled(!model.hasLaterMonth)
            .frame(width: 44, height: 44)
        }
        .font(.system(size: 20, weight: .medium))
    }

    private var weekdays: some View {
        HStack(spacing: 0) {
            ForEach(model.month.weekdays.indices, id: \.self) { index in
                Text(model.month.weekdays[index])
                    .font(.system(size: 13, weight: .semibold))
                    .foregroundStyle(.tertiary)
                    .frame(maxWidth: .infinity)
            }
        }
        .accessibilityHidden(true)
        .frame(height: 24)
    }
}

/// The days of the month in rows of a week, the first under its weekday.
private struct MonthDays: View {
    let model: _DatePickerModel

    var body: some View {
        let places = model.month.leadingBlanks + model.month.days.count
        VStack(spacing: 0) {
            ForEach(0..<(places + 6) / 7, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { weekday in
                        let index = week * 7 + weekday - model.month.leadingBlanks
                        if model.month.days.indices.contains(index) {
                            DayCell(day: model.month.days[index], choose: model.chooseDay)
                        } else {
                            Color.clear.frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
                        }
                    }
                }
            }
        }
        .focusable()
        .onKeyPress(keys: [.leftArrow, .rightArrow, .upArrow, .downArrow]) { press in
            guard press.modifiers.primary.isEmpty else { return .ignored }
            switch press.key {
            case .leftArrow: model.moveDay(-1)
            case .rightArrow: model.moveDay(1)
            case .upArrow: model.moveDay(-7)
            default: model.moveDay(7)
            }
            return .handled
        }
    }
}

private struct DayCell: View {
    let day: _DatePickerModel.Day
    let choose: (Int) -> Void

    var body: some View {
        let drawn = ZStack {
            if day.isSelected { Circle().fill(.tint).opacity(0.12).frame(width: 40, height: 40) }
            Text(String(day.number))
                .font(.system(size: 20, weight: day.isSelected ? .semibold : .regular))
                .foregroundStyle(day.isSelected || day.isToday ? AnyShapeStyle(.tint) : day.isEnabled ? AnyShapeStyle(.primary) : AnyShapeStyle(.tertiary))
        }
        .frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
        .contentShape(Rectangle())
        return drawn
            .onTapGesture { if day.isEnabled { choose(day.number) } }
            .accessibilityLabel(day.isSelected ? "\(day.name), selected" : day.name)
    }
}
