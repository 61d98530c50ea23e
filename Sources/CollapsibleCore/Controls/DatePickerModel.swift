/// A date picker as its calendar works it out, in plain values: the month
/// shown and the selection, and what each part of the picker does. The
/// calendar's arithmetic is Foundation's, so the SwiftUI module's
/// `DatePicker` makes this and the core draws it.
public struct _DatePickerModel {
    /// A month as a calendar page: its title, the weekdays' short names
    /// from the calendar's first, the empty places before its first day,
    /// and its days.
    public struct Month {
        public var title: String
        public var weekdays: [String]
        public var leadingBlanks: Int
        public var days: [Day]

        public init(title: String, weekdays: [String], leadingBlanks: Int, days: [Day]) {
            self.title = title
            self.weekdays = weekdays
            self.leadingBlanks = leadingBlanks
            self.days = days
        }
    }

    public struct Day {
        public var number: Int
        /// The whole date, as assistive tools read it.
        public var name: String
        public var isSelected: Bool
        public var isToday: Bool
        /// Whether the day is inside the picker's range.
        public var isEnabled: Bool

        public init(number: Int, name: String, isSelected: Bool, isToday: Bool, isEnabled: Bool) {
            self.number = number
            self.name = name
            self.isSelected = isSelected
            self.isToday = isToday
            self.isEnabled = isEnabled
        }
    }

    public var components: DatePickerComponents
    public var month: Month
    /// The selection's day and its time of day, as the compact style writes them.
    public var dateText: String
    public var timeText: String
    /// Whether the range reaches into the month before the one shown, and after.
    public var hasEarlierMonth: Bool
    public var hasLaterMonth: Bool
    /// Chooses the day of the month shown, the time of day kept.
    public var chooseDay: (Int) -> Void
    /// Moves the selection by days, the month shown going with it.
    public var moveDay: (Int) -> Void
    /// Shows the month this many months from the one shown.
    public var showMonth: (Int) -> Void
    /// Moves the time of day by hours and minutes, round the clock.
    public var stepTime: (_ hours: Int, _ minutes: Int) -> Void

    public init(components: DatePickerComponents, month: Month, dateText: String, timeText: String,
                hasEarlierMonth: Bool, hasLaterMonth: Bool, chooseDay: @escaping (Int) -> Void,
                moveDay: @escaping (Int) -> Void, showMonth: @escaping (Int) -> Void,
                stepTime: @escaping (_ hours: Int, _ minutes: Int) -> Void) {
        self.components = components
        self.month = month
        self.dateText = dateText
        self.timeText = timeText
        self.hasEarlierMonth = hasEarlierMonth
        self.hasLaterMonth = hasLaterMonth
        self.chooseDay = chooseDay
        self.moveDay = moveDay
        self.showMonth = showMonth
        self.stepTime = stepTime
    }
}
