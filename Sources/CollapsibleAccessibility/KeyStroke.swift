/// A key going down or coming up, as a screen reader's key listeners hear
/// it: the fields of AT-SPI's device event (`atspi_device_event`), filled in
/// as GTK 3's bridge fills them from its key events.
public struct KeyStroke: Equatable, Sendable {
    public enum Kind: UInt32, Sendable {
        case press = 0
        case release = 1
    }

    public var kind: Kind
    /// The keysym, with the modifiers applied.
    public var symbol: UInt32
    /// The key's own number, the X keycode.
    public var code: UInt32
    /// The modifiers held, as X's state mask gives them.
    public var modifiers: UInt32
    /// The server's time of it, in milliseconds.
    public var time: UInt32
    /// What the key types, or the keysym's name where it types nothing to
    /// be seen.
    public var text: String
    /// Whether `text` starts with a character that is printed.
    public var isText: Bool

    /// `typed` is what the key types with the modifiers held, `name` the
    /// name of its keysym ("Tab", "space", "KP_Enter"). As GTK 3 does, the
    /// typed text stands for the key where it shows ink or Control is held,
    /// the keysym's name elsewhere: a screen reader echoes "space", not " ".
    public init(_ kind: Kind, symbol: UInt32, name: String, code: UInt32, modifiers: UInt32, time: UInt32, typed: String) {
        self.kind = kind
        self.symbol = symbol
        self.code = code
        self.modifiers = modifiers
        self.time = time
        let showsInk = typed.unicodeScalars.first.map { modifiers & Self.controlMask != 0 || Self.isGraphic($0) } ?? false
        text = showsInk ? typed : name
        isText = text.unicodeScalars.first.map { Self.isGraphic($0) || $0.properties.generalCategory == .spaceSeparator }
            ?? false
    }

    /// X's `ControlMask`: the bit of a key event's state that a held Control sets.
    private static let controlMask: UInt32 = 1 << 2

    /// A character that leaves ink: not a space, a control, a format
    /// character or an unassigned one (GLib's `g_unichar_isgraph`).
    private static func isGraphic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .unassigned, .surrogate, .spaceSeparator, .lineSeparator, .paragraphSeparator: false
        default: true
        }
    }
}
