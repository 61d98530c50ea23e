/// A text as set on screen, counted in characters (Unicode scalars, as
/// AT-SPI counts them) of its string.
public struct TextGeometry: Equatable, Sendable {
    /// Each character's box in the window, in logical pixels. A character
    /// that draws nothing of its own (a line break, one left out for "…")
    /// has an empty box where it would be.
    public var characters: [Rect]
    /// The first character of each line as drawn, from 0.
    public var lineStarts: [Int]
    /// The first character of each word, and of each sentence, by Unicode's rules.
    public var wordStarts: [Int]
    public var sentenceStarts: [Int]

    public init(characters: [Rect], lineStarts: [Int], wordStarts: [Int], sentenceStarts: [Int]) {
        self.characters = characters
        self.lineStarts = lineStarts
        self.wordStarts = wordStarts
        self.sentenceStarts = sentenceStarts
    }
}
