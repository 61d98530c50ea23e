import CollapsibleCore

extension Color {
    /// The exercise's items, a colour each, as its second tab names them:
    /// the program's unless its command line names others, the `Exercise`
    /// view's, and the benchmark's, cycled through for more items.
    public static let exercisePalette: [Color] = [.red, .orange, .purple]
}
