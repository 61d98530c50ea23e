/// The values of SwiftUI's environment that a `Text` reads: set by a
/// modifier for all the views inside it, the innermost winning. The
/// framework carries them down the tree while it turns views into nodes.
struct TextEnvironment {
    var font: Font?
    var lineLimit: Int?
    var multilineTextAlignment = TextAlignment.leading
    var truncationMode = Text.TruncationMode.tail
}

/// A modifier that sets a value of the text environment for its content;
/// it is no view of its own, and lays nothing out.
public struct _TextEnvironmentModifier: _PrimitiveModifier {
    fileprivate var change: Change

    fileprivate enum Change {
        case font(Font?)
        case lineLimit(Int?)
        case multilineTextAlignment(TextAlignment)
        case truncationMode(Text.TruncationMode)
    }

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let outer = context.textEnvironment
        defer { context.textEnvironment = outer }
        switch change {
        case .font(let font): context.textEnvironment.font = font
        case .lineLimit(let limit): context.textEnvironment.lineLimit = limit.map { max($0, 1) }
        case .multilineTextAlignment(let alignment): context.textEnvironment.multilineTextAlignment = alignment
        case .truncationMode(let mode): context.textEnvironment.truncationMode = mode
        }
        return content._resolve(in: &context, at: id.child(0))
    }
}

extension View {
    /// The font of every `Text` inside that names none; nil leaves it to the views around.
    public func font(_ font: Font?) -> ModifiedContent<Self, _TextEnvironmentModifier> {
        modifier(_TextEnvironmentModifier(change: .font(font)))
    }

    /// At most `number` lines, one at least; nil for as many as the text needs.
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, _TextEnvironmentModifier> {
        modifier(_TextEnvironmentModifier(change: .lineLimit(number)))
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _TextEnvironmentModifier> {
        modifier(_TextEnvironmentModifier(change: .multilineTextAlignment(alignment)))
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _TextEnvironmentModifier> {
        modifier(_TextEnvironmentModifier(change: .truncationMode(mode)))
    }
}
