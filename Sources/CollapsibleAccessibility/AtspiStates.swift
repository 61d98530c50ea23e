/// A set of AT-SPI states, each bit at its number in `AtspiStateType`.
/// `GetState` sends it as exactly two 32-bit words, low then high.
struct AtspiStates: OptionSet, Hashable {
    let rawValue: UInt64

    static let active = state(1)
    static let checked = state(4)
    static let editable = state(7)
    static let enabled = state(8)
    static let expandable = state(9)
    static let expanded = state(10)
    static let focusable = state(11)
    static let focused = state(12)
    static let horizontal = state(14)
    static let modal = state(16)
    static let multiselectable = state(18)
    static let resizable = state(21)
    static let selectable = state(22)
    static let selected = state(23)
    static let sensitive = state(24)
    static let showing = state(25)
    static let vertical = state(29)
    static let singleLine = state(26)
    static let visible = state(30)
    static let checkable = state(41)

    private static func state(_ number: UInt64) -> AtspiStates { AtspiStates(rawValue: 1 << number) }

    /// The states whose changes a client hears of, with the name a
    /// `StateChanged` event gives each; libatspi caches states only from
    /// those events.
    static let announced: [(state: AtspiStates, name: String)] = [
        (.active, "active"), (.checked, "checked"), (.enabled, "enabled"), (.expandable, "expandable"), (.expanded, "expanded"),
        (.focusable, "focusable"), (.focused, "focused"), (.selected, "selected"), (.sensitive, "sensitive"), (.showing, "showing"),
        (.visible, "visible"),
    ]

    var words: (low: UInt32, high: UInt32) {
        (UInt32(truncatingIfNeeded: rawValue), UInt32(truncatingIfNeeded: rawValue >> 32))
    }
}
