/// How a caret blinks, as the desktop says in XSETTINGS: `Net/CursorBlink`,
/// `Net/CursorBlinkTime` (a whole blink, shown then hidden) and
/// `Gtk/CursorBlinkTimeout` (in seconds after the caret last moved, after
/// which it stays shown). The defaults are GTK's.
public struct CaretBlinkSettings: Equatable, Sendable {
    public var blinks: Bool
    /// A whole period, in seconds.
    public var period: Double
    /// In seconds; the caret stops blinking this long after it last moved.
    public var timeout: Double

    public init(blinks: Bool = true, period: Double = 1.2, timeout: Double = 10) {
        self.blinks = blinks
        self.period = period.isFinite && period > 0 ? period : 1.2
        self.timeout = timeout.isFinite && timeout >= 0 ? timeout : 10
    }
}

/// A caret's blink since it last moved: shown for the first part of each
/// period (at once after a keystroke), hidden for the rest, and shown for
/// good after the timeout, as GTK's entry blinks.
struct CaretBlink {
    /// The frame time the caret last moved at; nil before the first frame.
    var since: Double?
    var settings: CaretBlinkSettings

    /// GTK shows the caret two thirds of each period.
    private var shownPart: Double { settings.period * 2 / 3 }

    func showsCaret(at time: Double?) -> Bool {
        guard settings.blinks, let since, let time else { return true }
        let elapsed = time - since
        guard elapsed < settings.timeout else { return true }
        return elapsed.truncatingRemainder(dividingBy: settings.period) < shownPart
    }

    /// When the caret next shows or hides; nil when it no longer blinks.
    func nextChange(after time: Double?) -> Double? {
        guard settings.blinks, let since, let time else { return nil }
        let elapsed = time - since
        guard elapsed < settings.timeout else { return nil }
        let periodStart = since + (elapsed / settings.period).rounded(.down) * settings.period
        let next = elapsed.truncatingRemainder(dividingBy: settings.period) < shownPart ? periodStart + shownPart : periodStart + settings.period
        return min(next, since + settings.timeout)
    }
}
