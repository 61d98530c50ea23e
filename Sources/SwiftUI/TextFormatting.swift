import Foundation

/// Texts of values through Foundation's format styles, and of dates as
/// SwiftUI's `Text.DateStyle` writes them: these need Foundation, which the
/// core leaves out.
extension Text {
    /// `Text(price, format: .currency(code: "EUR"))`, `Text(0.25, format: .percent)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// `Text(date, style: .time)`: the date as the style says, at the time
    /// the view is made. SwiftUI redraws a relative, offset or timer text
    /// as time passes; here a body that shows one is made again when what
    /// it reads changes.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.format(date, now: Date()))
    }

    /// `Text(start...end)`: the interval, as the locale writes one.
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: (dates.lowerBound..<dates.upperBound).formatted(.interval.day().month().year().hour().minute()))
    }

    public struct DateStyle: Equatable, Sendable {
        private enum Kind: Equatable, Sendable { case date, time, relative, offset, timer }
        private let kind: Kind

        /// "June 3, 2026"
        public static let date = DateStyle(kind: .date)
        /// "11:23 PM"
        public static let time = DateStyle(kind: .time)
        /// "2 hours, 23 minutes": how far from now, either way.
        public static let relative = DateStyle(kind: .relative)
        /// "+2 hours": how far from now, with its sign.
        public static let offset = DateStyle(kind: .offset)
        /// "2:03": the time from now, as a stopwatch shows it.
        public static let timer = DateStyle(kind: .timer)

        func format(_ date: Date, now: Date) -> String {
            let seconds = date.timeIntervalSince(now)
            switch kind {
            case .date:
                return date.formatted(date: .long, time: .omitted)
            case .time:
                return date.formatted(date: .omitted, time: .shortened)
            case .relative:
                return Self.duration(abs(seconds))
            case .offset:
                return (seconds < 0 ? "-" : "+") + Self.duration(abs(seconds))
            case .timer:
                let whole = Int(abs(seconds).rounded(.down))
                let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
                let clock = hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
                return clock
            }
        }

        /// The two largest units of a span, as iOS writes a relative date.
        private static func duration(_ seconds: TimeInterval) -> String {
            Duration.seconds(seconds.rounded(.down))
                .formatted(.units(allowed: [.weeks, .days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2))
        }
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// `Text("Total: \(total, format: .currency(code: "USD"))")`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        appendInterpolation(format.format(input))
    }

    /// `Text("Due \(date, style: .date)")`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendInterpolation(style.format(date, now: Date()))
    }
}
