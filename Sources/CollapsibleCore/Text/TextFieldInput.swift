/// What a text field hands the host with its tap: its text now, how a
/// keystroke writes it, and what Return runs.
struct TextFieldInput: Equatable {
    let text: String
    let write: (String) -> Void
    let isSecure: Bool
    let submit: () -> Void
    /// Where the text starts in the field's frame, as its style pads it.
    let inset: EdgeInsets
    /// The place in the text nearest `x` points from where the text starts,
    /// the text scrolled to show the caret at `caret` in `width` points.
    let place: (_ x: Double, _ caret: Int, _ width: Double) -> Int
    /// The `FocusState` that names the field, where it is marked `focused`.
    var focus: FocusMark? = nil

    static func == (a: TextFieldInput, b: TextFieldInput) -> Bool {
        a.text == b.text && a.isSecure == b.isSecure && a.inset == b.inset
    }
}
