import CollapsibleCore

/// What an assistive tool asked of a text field through AT-SPI's
/// EditableText and Text interfaces, which the host does in its loop as its
/// user would. Places are those of the field's text as the tool reads it.
public struct TextRequest: Equatable, Sendable {
    public enum Change: Equatable, Sendable {
        /// `places` replaced by the text: a setting of the whole, an
        /// insertion (an empty range) or a deletion (an empty text).
        case replace(Range<Int>, with: String)
        /// The caret put at the end of `places`, selecting them.
        case select(Range<Int>)
        /// `places` put on the clipboard; cut, and taken out too.
        case copy(Range<Int>, cut: Bool)
        /// The clipboard pasted at a place.
        case paste(at: Int)
    }

    public var view: ViewID
    public var change: Change
}
