/// A text where layout put it: set in the size of its frame, which is the
/// size it chose, and drawn there.
public struct PlacedText: Equatable, Sendable {
    public var text: StyledText
    public var frame: Rect

    public init(_ text: StyledText, in frame: Rect) {
        self.text = text
        self.frame = frame
    }
}

extension DisplayItem.Content {
    /// A text is set in the size of the frame its motion heads for, which
    /// layout chose for it, and not again in each size the motion passes
    /// through: a frame that moves or grows a text sets no text.
    mutating func setText(in target: Rect?) {
        guard case .text(let text, _) = self, let target else { return }
        self = .text(text, size: Size(width: target.width, height: target.height))
    }
}
