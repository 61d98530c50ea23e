/// `listRowBackground`, `listRowInsets`, `listRowSeparator` and
/// `listSectionSeparator`: what a row, or a section, tells the list it is
/// in about how to draw it. Outside a list, nothing.
public struct _ListRowTraitModifier: _PrimitiveModifier {
    var trait: ListRowTrait

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        context.wrap(content, at: id, in: ListRowTraitNode(trait: trait))
    }
}

extension View {
    /// The view drawn behind the row in place of the style's background; nil keeps the style's.
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(trait: .background(view.map { AnyView($0) })))
    }

    /// The space between the row's edges and its content; nil keeps the style's.
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(trait: .insets(insets)))
    }

    /// Whether the separators at the row's `edges` show.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(trait: .separator(visibility, edges)))
    }

    /// Whether the separators at the section's `edges` show, in a plain list.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(trait: .sectionSeparator(visibility, edges)))
    }
}

/// One thing a row or a section says of how the list draws it.
enum ListRowTrait {
    case background(AnyView?)
    case insets(EdgeInsets?)
    case separator(Visibility, VerticalEdge.Set)
    case sectionSeparator(Visibility, VerticalEdge.Set)
    /// The row's element can be deleted, as its `ForEach`'s `onDelete` says.
    case deletion(ListRowDeletion)
    /// The row's element can be moved, as its `ForEach`'s `onMove` says.
    case move(ListRowMove)
    /// Buttons the row offers under a swipe.
    case swipeActions(ListSwipeActions)
}

/// What deletes one row's element.
final class ListRowDeletion {
    let delete: () -> Void

    init(_ delete: @escaping () -> Void) { self.delete = delete }
}

/// A row's trait: to layout, drawing and assistive tools, a plain wrapper;
/// the list reads it.
struct ListRowTraitNode: NodeKind {
    var trait: ListRowTrait
}
