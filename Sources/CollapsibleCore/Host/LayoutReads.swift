/// What the tree read from its last layout, which the next evaluation is
/// made from: each `GeometryReader`'s frame, what each preference layer
/// found, and what each `onPreferenceChange` was last handed.
struct LayoutReads {
    var readerFrames: [ViewID: Rect] = [:]
    var preferences: [ViewID: PreferenceRead] = [:]
    var handed: [ViewID: any Equatable] = [:]
    /// Whether the tree hands preferences to an action or a layer.
    var observesPreferences = false
}
