/// SwiftUI's `DatePickerComponents`: which parts of a date a `DatePicker`
/// shows and sets, its day, its time of day, or both.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let date = DatePickerComponents(rawValue: 1 << 0)
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}
