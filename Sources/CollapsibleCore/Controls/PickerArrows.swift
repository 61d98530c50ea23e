/// The arrow keys among a picker's options while one of them has the focus:
/// along the segments, Left and Right choose the one before and after, as a
/// Mac's segmented control takes them; down an inline picker's rows, Up and
/// Down, as GTK's radio buttons. At either end the key does nothing, and
/// the focus goes with the choice (`LiveView.keyPressed`).
struct PickerArrows: ViewModifier {
    let choice: PickerChoice
    let axis: Axis

    func body(content: Content) -> some View {
        let (back, on): (KeyEquivalent, KeyEquivalent) = axis == .horizontal ? (.leftArrow, .rightArrow) : (.upArrow, .downArrow)
        return content.onKeyPress(keys: [back, on]) { press in
            // With a modifier held the arrows are the window's: Alt+Left goes back.
            guard press.modifiers.primary.isEmpty else { return .ignored }
            choice.step(forward: press.key == on)
            return .handled
        }
    }
}

extension PickerChoice {
    /// Chooses the option after the chosen one, or before it; the first or
    /// the last where none is chosen.
    func step(forward: Bool) {
        guard !titles.isEmpty else { return }
        let next = chosenNow().map { forward ? $0 + 1 : $0 - 1 } ?? (forward ? 0 : titles.count - 1)
        guard titles.indices.contains(next) else { return }
        choose(next)
    }
}
