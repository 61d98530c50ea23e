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
        /// What its glyphs are filled with: a gradient lies over the whole
        /// text's frame, as SwiftUI's foreground style over a `Text`.
        public var paint: Paint

        public init(_ string: String, font: Font, paint: Paint) {
            self.string = string
            self.font = font
            self.paint = paint
        }

        public init(_ string: String, font: Font, color: Color) {
            self.init(string, font: font, paint: .color(color))
        }

        /// Its one colour, or its gradient's first.
        public var color: Color {
            get { paint.colors.first ?? .clear }
            set { paint = .color(newValue) }
        }
    }

    /// All the runs' characters, in order.
    public var string: String { runs.map(\.string).joined() }

    /// The text with its colours as `scheme` shows them.
    func resolved(in scheme: ColorScheme) -> StyledText {
        var copy = self
        for index in copy.runs.indices { copy.runs[index].paint = copy.runs[index].paint.resolved(in: scheme) }
        return copy
    }
}
