/// A view as the framework keeps it between changes of state: plain values
/// with no generic view left in them, which layout, motion, taps and drawing
/// read. The tree is made again from the views at each change.
public struct _ViewNode {
    let id: ViewID
    let kind: Kind
    let children: [_ViewNode]

    init(_ id: ViewID, _ kind: Kind, _ children: [_ViewNode] = []) {
        self.id = id
        self.kind = kind
        self.children = children
    }

    enum Kind {
        /// A shape in its frame; a nil paint fills it with the primary colour.
        case shape(ShapeKind, ShapePaint?)
        /// A colour used as a view: it fills its frame.
        case color(Color)
        case text(StyledText)
        case stack(Axis, alignment: Alignment, spacing: Double?)
        case zStack(Alignment)
        case frame(width: Double?, height: Double?, alignment: Alignment)
        case padding(EdgeInsets)
        case fixedSize(horizontal: Bool, vertical: Bool)
        /// Children: the view, then what is laid over it or under it.
        case layer(LayerOrder, Alignment)
        case shadow(Shadow)
        case opacity(Double)
        /// The scope of an `.animation` modifier: the motion its changes take.
        case animation(Animation?)
        case tap(TapAction)
        case accessibility(AccessibilityChange)
    }

    enum LayerOrder { case overlay, background }
}

public enum Axis: Sendable { case horizontal, vertical }

/// What a tap on a view runs, and what it toggles for assistive tools.
final class TapAction {
    let perform: () -> Void
    /// The `expanded` state of the nearest view around the tap that has one,
    /// as it was when the tree was made: the tap discloses that view.
    let disclosure: Bool?

    init(perform: @escaping () -> Void, disclosure: Bool?) {
        self.perform = perform
        self.disclosure = disclosure
    }
}

/// What an accessibility modifier changes in what assistive tools are told.
enum AccessibilityChange {
    case label(String)
    case hidden(Bool)
    case traits(AccessibilityTraits)
}
