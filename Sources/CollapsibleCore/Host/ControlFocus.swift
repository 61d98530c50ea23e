/// Which control the keyboard works, as a desktop toolkit keeps it: Tab and
/// Shift+Tab move it through the controls in reading order, and a ring
/// shows it while the keyboard was the last to move it. A click on a
/// control gives it the focus without the ring, as GTK does. A presented
/// layer keeps it among its own controls, and gives it back as it goes.
struct ControlFocus {
    /// The control that has the focus; nil before any took it.
    private(set) var focused: ViewID?
    /// Whether the ring shows: the keyboard moved the focus last.
    private(set) var showsRing = false
    /// The controls that had the focus when a presented layer took it,
    /// the latest last: each has it again once the layer over it is gone.
    private var behind: [ViewID] = []

    /// The control that has the focus among `controls`, those the keyboard
    /// reaches now: the one that took it last, or, where a layer that took
    /// it is gone, the one that had it before.
    func current(among isControl: (ViewID) -> Bool) -> ViewID? {
        if let focused, isControl(focused) { return focused }
        return behind.last(where: isControl)
    }

    /// Moves the focus to the next of `controls` (the previous, backwards),
    /// wrapping around; the first Tab takes the first, the first Shift+Tab
    /// the last. Returns whether any control took it.
    /// A control with the focus that `controls` leave out is under a
    /// presented layer (`inLayer`): it has the focus again once it is gone.
    mutating func move(forward: Bool, among controls: [ViewID], inLayer: Bool) -> Bool {
        guard !controls.isEmpty else { return false }
        if let focused, !controls.contains(focused) {
            if let back = behind.lastIndex(where: controls.contains) {
                self.focused = behind[back]
                behind.removeSubrange(back...)
            } else if inLayer {
                behind.append(focused)
                self.focused = nil
            }
        }
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

    /// The focused control left the window, and `control` took the focus
    /// in its place: the one that left has it again once it is back, as a
    /// link has it again when the screen it pushed is popped.
    mutating func left(for control: ViewID) {
        if let focused { behind.append(focused) }
        focused = control
    }

    /// A click on a control gives it the focus, and hides the ring.
    mutating func clicked(_ control: ViewID) {
        focused = control
        showsRing = false
    }

    /// The keyboard moved the focus to `control` within a group, as the
    /// arrows do among a picker's options.
    mutating func moved(to control: ViewID) {
        focused = control
        showsRing = true
    }

    /// The program gave `control` the focus, or took it away (nil), as a
    /// `FocusState` does: no ring, as for a click.
    mutating func set(_ control: ViewID?) {
        focused = control
        showsRing = false
    }
}
