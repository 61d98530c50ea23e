extension View {
    /// The exercise's `.if`, as the SwiftUI community writes it: the view,
    /// transformed when `condition` holds. Its two branches are two
    /// identities, so a condition that changes resets the state under it and
    /// swaps the view instead of animating it; the exercise's is constant
    /// for each child.
    @ViewBuilder
    public consuming func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition { transform(self) } else { self }
    }
}
