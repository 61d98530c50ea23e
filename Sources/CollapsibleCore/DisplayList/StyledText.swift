/// A text as it is set: runs of characters, each in its own font and colour,
/// and how its lines are laid. A `Text` becomes one in its environment; the
/// host measures and draws it.
public struct StyledText: Equatable, Sendable {
    public var runs: [Run]
    /// At most this many lines; nil for as many as the text needs.
    public var lineLimit: Int?
    /// How the lines of a text of several lines align with each other.
    public var alignment: TextAlignment
    /// Where the "…" goes when the text does not fit.
    public var truncationMode: Text.TruncationMode

    public init(runs: [Run], lineLimit: Int? = nil, alignment: TextAlignment = .leading,
                truncationMode: Text.TruncationMode = .tail) {
        self.runs = runs
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.truncationMode = truncationMode
    }

    /// One run: `string` in `font` and `color`.
    public init(_ string: String, font: Font = .body, color: Color = .primary) {
        self.init(runs: [Run(string, font: font, color: color)])
    }

    public struct Run: Equatable, Sendable {
        public var string: String
        public var font: Font
        public var color: Color

        public init(_ string: String, font: Font, color: Color) {
            self.string = string
            self.font = font
            self.color = color
        }
    }

    /// All the runs' characters, in order.
    public var string: String { runs.map(\.string).joined() }

    /// The text with its colours as `scheme` shows them.
    func resolved(in scheme: ColorScheme) -> StyledText {
        var copy = self
        for index in copy.runs.indices { copy.runs[index].color = copy.runs[index].color.resolved(in: scheme) }
        return copy
    }
}
