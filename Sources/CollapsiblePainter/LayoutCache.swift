import CollapsibleCore

/// The layouts set lately, by what sets them: the runs' strings and fonts,
/// how the lines are laid, and the width and height offered; colours are
/// drawn, not set. Those asked for in the last two rounds stay: a round
/// ends when one holds as many as a window shows.
struct LayoutCache {
    private var recent: [Key: any TextLines] = [:]
    private var older: [Key: any TextLines] = [:]
    private static let round = 2048

    struct Key: Hashable {
        var runs: [Run]
        var lineLimit: Int?
        var alignment: TextAlignment
        var truncationMode: Text.TruncationMode
        var width: Double?
        var height: Double?

        struct Run: Hashable {
            var string: String
            var font: Font
        }

        init(_ text: StyledText, width: Double?, height: Double?) {
            runs = text.runs.map { Run(string: $0.string, font: $0.font) }
            (lineLimit, alignment, truncationMode) = (text.lineLimit, text.alignment, text.truncationMode)
            (self.width, self.height) = (width, height)
        }
    }

    subscript(key: Key) -> (any TextLines)? {
        mutating get {
            if let layout = recent[key] { return layout }
            guard let layout = older[key] else { return nil }
            self[key] = layout
            return layout
        }
        set {
            recent[key] = newValue
            if recent.count > Self.round { (older, recent) = (recent, [:]) }
        }
    }
}
