/// A move of a slider's thumb, as the keyboard makes it on the focused
/// slider: one increment either way, or to an end.
public enum SliderMove: Sendable {
    case increase, decrease, minimum, maximum
}
