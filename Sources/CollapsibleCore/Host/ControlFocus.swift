/// Which control the keyboard works, as a desktop toolkit keeps it: Tab and
/// Shift+Tab move it through the controls in reading order, and a ring
/// shows it while the keyboard was the last to move it. A click on a
/// control gives it the focus without the ring, as GTK does.
struct ControlFocus {
    /// The control that has the focus; nil before any took it.
    private(set) var focused: ViewID?
    /// Whether the ring shows: the keyboard moved the focus last.
    private(set) var showsRing = false

    /// Moves the focus to the next of `controls` (the previous, backwards),
    /// wrapping around; the first Tab takes the first, the first Shift+Tab
    /// the last. Returns whether any control took it.
    mutating func move(forward: Bool, among controls: [ViewID]) -> Bool {
        guard !controls.isEmpty else { return false }
        let count = controls.count
        let next: Int
        if let current = focused.flatMap(controls.firstIndex(of:)) {
            next = (current + (forward ? 1 : count - 1)) % count
        } else {
            next = forward ? 0 : count - 1
        }
        focused = controls[next]
        showsRing = true
        return true
    }

    /// A click on a control gives it the focus, and hides the ring.
    mutating func clicked(_ control: ViewID) {
        focused = control
        showsRing = false
    }
}
