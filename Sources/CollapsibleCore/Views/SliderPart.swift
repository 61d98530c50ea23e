/// The parts a slider is made of, in the order they are drawn: the slider
/// makes one node for each, in this order, and lays each out by its name.
enum SliderPart: Int, CaseIterable {
    /// The whole slider, clear, so that a press anywhere on it reaches it.
    case pressArea
    case track
    /// The track up to the thumb's centre, in the accent colour.
    case filledTrack
    case thumb
    /// Said to assistive tools, neither laid out nor drawn.
    case label

    /// This part's node among a slider's `children`.
    func node(in children: [_ViewNode]) -> _ViewNode? {
        children.indices.contains(rawValue) ? children[rawValue] : nil
    }
}
