/// What a text field hands the host with its tap: its text now, how a
/// keystroke writes it, and what Return runs.
struct TextFieldInput: Equatable {
    let text: String
    let write: (String) -> Void
    let isSecure: Bool
    let submit: () -> Void
    /// Where the text starts in the field's frame, as its style pads it.
    let inset: EdgeInsets
    /// The place in the text nearest `at`, from where the text starts, the
    /// text scrolled to show the caret at `caret` in `width` points.
    let place: (_ at: Point, _ caret: Int, _ width: Double) -> Int
    /// The `FocusState` that names the field, where it is marked `focused`.
    var focus: FocusMark? = nil
    /// A multi-line field's: a text with its caret set in lines at a width; nil for one line.
    var lines: ((_ text: String, _ caret: Int, _ width: Double) -> WrappedText)? = nil
    /// Hears true when the field takes the keyboard's focus, false when it loses it.
    var editingChanged: ((Bool) -> Void)? = nil

    static func == (a: TextFieldInput, b: TextFieldInput) -> Bool {
        a.text == b.text && a.isSecure == b.isSecure && a.inset == b.inset
    }
}
