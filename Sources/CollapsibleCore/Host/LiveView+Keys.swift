/// A live view's keys for the views that hear them: the focused view's
/// handlers and those of the views around it, innermost first, then the
/// buttons with a shortcut, wherever the focus is.
extension LiveView {
    /// Hands `press` to the views; returns whether one took it, what it
    /// did shown as a tap's action is.
    public mutating func keyPressed(_ press: KeyPress) -> Bool {
        let handled = withTransaction(Transaction()) { handleKey(press) }
        if handled { update() }
        return handled
    }

    private mutating func handleKey(_ press: KeyPress) -> Bool {
        let taps = presentation.taps
        if let focused = focusedControl, let index = taps.firstIndex(where: { $0.id == focused }) {
            let inside = taps[index].leaves
            for around in (0...index).reversed() where taps[around].leaves.lowerBound <= inside.lowerBound
                && taps[around].leaves.upperBound >= inside.upperBound {
                if taps[around].action.keys?.handle(press) == true { return true }
            }
        }
        // The shortcuts of the frontmost presented layer alone, while one is shown.
        for index in (frontLayer..<taps.count).reversed() {
            guard let shortcut = taps[index].action.keys?.shortcut, shortcut.matches(press) else { continue }
            let leaves = taps[index].leaves
            guard let button = taps.indices.first(where: { $0 > index && taps[$0].leaves.lowerBound >= leaves.lowerBound
                && taps[$0].leaves.upperBound <= leaves.upperBound && taps[$0].action.control == .button }) else { continue }
            _ = perform(taps[button].action, animated: true)
            return true
        }
        return false
    }
}
