/// SwiftUI's `Text`: one line in the body font and the primary colour,
/// unless told otherwise. It is as large as its string set in its font.
public struct Text: _PrimitiveView, Equatable, Sendable {
    public var string: String
    var font: Font?
    var color: Color?

    public init(_ content: String) { string = content }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }

    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.color = color
        return copy
    }

    public func _resolve(in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        [_ViewNode(id, .text(string, font ?? .body, color))]
    }
}

extension Font {
    /// iOS's text styles at the default Dynamic Type size, in the system face.
    public static let title = Font(size: 28, family: body.family)
    public static let caption = Font(size: 12, family: body.family)
}
