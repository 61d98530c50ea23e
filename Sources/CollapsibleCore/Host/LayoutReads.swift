/// What the tree read from its last layout, which the next evaluation is
/// made from: each `GeometryReader`'s frame and safe area, what each preference layer
/// found, and what each `onPreferenceChange` was last handed.
struct LayoutReads {
    var readerFrames: [ViewID: Rect] = [:]
    /// Each `GeometryReader`'s safe-area insets, where it has any.
    var readerInsets: [ViewID: EdgeInsets] = [:]
    var preferences: [ViewID: PreferenceRead] = [:]
    var handed: [ViewID: any Equatable] = [:]
    /// Whether the tree hands preferences to an action or a layer.
    var observesPreferences = false
}
