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
        [_ViewNode(id, TextNode(string: string, font: font ?? context.environment.font ?? .body,
                                 color: color ?? context.environment.foregroundColor))]
    }
}

extension Font {
    /// iOS's text styles at the default Dynamic Type size, in the system face.
    public static let title = Font(size: 28, family: body.family)
    public static let caption = Font(size: 12, family: body.family)
}

/// A text is as wide as its string set in its font, up to the width it is
/// offered, and one line tall; assistive tools are told it as a label.
struct TextNode: NodeKind {
    var string: String
    var font: Font
    /// nil is the primary colour.
    var color: Color?

    func size(fitting proposal: ProposedSize, children: [_ViewNode], in pass: inout LayoutPass) -> Size {
        let ideal = pass.size(of: string, in: font)
        return Size(width: min(ideal.width, proposal.width ?? .infinity), height: ideal.height)
    }

    func place(_ children: [_ViewNode], in bounds: Rect, offered proposal: ProposedSize, pass: inout LayoutPass) {}

    func present(_ node: _ViewNode, in scope: DrawingScope, into presentation: inout Presentation) -> [Presentation.Node] {
        presentation.addLeaf(node.id, .text(string, font, color ?? .primary), in: scope)
    }

    func elements(of node: _ViewNode, said: AccessibilityElements.Said, in walk: AccessibilityElements) -> [AccessibilityElement] {
        [AccessibilityElement(id: node.id, role: said.isButton ? .button : .label, label: said.label ?? string,
                              frame: walk.frame(of: node))]
    }
}
