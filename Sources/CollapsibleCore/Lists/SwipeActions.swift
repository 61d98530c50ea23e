extension View {
    /// SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`: the row's
    /// buttons iOS reveals under a swipe. A drag of the row across reveals
    /// them (`ListRowSwipe`); the list offers them in the row's context
    /// menu too, opened by the secondary button, the Menu key or Shift+F10,
    /// the leading edge's first.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(trait: .swipeActions(ListSwipeActions(edge: edge, allowsFullSwipe: allowsFullSwipe,
                                                                             buttons: AnyView(content())))))
    }
}

/// The buttons a row's `swipeActions` gives one edge.
struct ListSwipeActions {
    var edge: HorizontalEdge
    var allowsFullSwipe: Bool
    var buttons: AnyView
}

/// A row's swipe actions as its context menu lists them: the leading edge's, then the trailing edge's.
struct ListSwipeActionItems: View {
    var actions: [ListSwipeActions]

    var body: some View {
        let ordered = actions.filter { $0.edge == .leading } + actions.filter { $0.edge == .trailing }
        ForEach(ordered.indices, id: \.self) { ordered[$0].buttons }
    }
}
