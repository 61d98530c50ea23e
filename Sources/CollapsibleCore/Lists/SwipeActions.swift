extension View {
    /// SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`: the row's
    /// buttons iOS reveals under a swipe. A desktop has no swipe: the list
    /// offers them in the row's context menu, opened by the secondary
    /// button, the Menu key or Shift+F10, the leading edge's first. A full
    /// swipe, which runs the first button, has no such gesture here.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(trait: .swipeActions(edge, AnyView(content()))))
    }
}

/// A row's swipe actions as its context menu lists them: the leading edge's, then the trailing edge's.
struct ListSwipeActionItems: View {
    var actions: [(edge: HorizontalEdge, buttons: AnyView)]

    var body: some View {
        let ordered = actions.filter { $0.edge == .leading } + actions.filter { $0.edge == .trailing }
        ForEach(ordered.indices, id: \.self) { ordered[$0].buttons }
    }
}
