import CollapsibleAccessibility
import CollapsibleCore

/// The modifier keys held, followed from the window's key events, which a
/// click reads: Control+click and Shift+click extend a list's selection.
struct HeldModifiers {
    private(set) var modifiers: EventModifiers = []

    /// X's state mask gives the keys held before `stroke`; the stroke's
    /// own key, if a modifier, goes down or up with it.
    mutating func follow(_ stroke: KeyStroke) {
        modifiers = []
        // ShiftMask, LockMask, ControlMask, Mod1Mask.
        for (mask, modifier) in [(1, EventModifiers.shift), (2, .capsLock), (4, .control), (8, .option)]
        where stroke.modifiers & UInt32(mask) != 0 {
            modifiers.insert(modifier)
        }
        // Shift_L, Shift_R, Control_L, Control_R, Alt_L, Alt_R.
        let key: EventModifiers = switch stroke.symbol {
        case 0xffe1, 0xffe2: .shift
        case 0xffe3, 0xffe4: .control
        case 0xffe9, 0xffea: .option
        default: []
        }
        if stroke.kind == .press { modifiers.formUnion(key) } else { modifiers.subtract(key) }
    }

    /// The window lost the keyboard: what is held now is not told to it.
    mutating func release() { modifiers = [] }
}
