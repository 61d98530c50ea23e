/// A live view's keys for the views that hear them: the focused view's
/// handlers and those of the views around it, innermost first, then the
/// buttons with a shortcut, wherever the focus is, those in a closed menu too.
extension LiveView {
    /// Hands `press` to the views; returns whether one took it, what it
    /// did shown as a tap's action is.
    public mutating func keyPressed(_ press: KeyPress) -> Bool {
        var handler: ViewID?
        let handled = withTransaction(Transaction()) { handleKey(press, handler: &handler) }
        if handled { update() }
        if let handler { focusChosenOption(in: handler) }
        return handled
    }

    private mutating func handleKey(_ press: KeyPress, handler: inout ViewID?) -> Bool {
        let taps = presentation.taps
        if let focused = focusedControl, let index = taps.firstIndex(where: { $0.id == focused }) {
            let inside = taps[index].leaves
            for around in (0...index).reversed() where taps[around].leaves.lowerBound <= inside.lowerBound
                && taps[around].leaves.upperBound >= inside.upperBound {
                if taps[around].action.keys?.handle(press) == true {
                    handler = taps[around].id
                    return true
                }
            }
        }
        // The shortcuts of the frontmost presented layer alone, while one is shown.
        for index in (frontLayer..<taps.count).reversed() {
            if let item = taps[index].action.menuShortcuts.first(where: { $0.shortcut.matches(press) }) {
                _ = perform(item.action, animated: true)
                return true
            }
            guard let shortcut = taps[index].action.keys?.shortcut, shortcut.matches(press) else { continue }
            let leaves = taps[index].leaves
            guard let button = taps.indices.first(where: { $0 > index && taps[$0].leaves.lowerBound >= leaves.lowerBound
                && taps[$0].leaves.upperBound <= leaves.upperBound
                && (taps[$0].action.control == .button || taps[$0].action.control == .menuItem) }) else { continue }
            _ = perform(taps[button].action, animated: true)
            return true
        }
        return false
    }

    /// Where a key chose another option of the picker whose option has the
    /// focus (`PickerArrows`), the focus goes to the chosen one, as among
    /// GTK's radio buttons.
    private mutating func focusChosenOption(in handler: ViewID) {
        let taps = presentation.taps
        guard let focused = focusedControl, let index = taps.firstIndex(where: { $0.id == focused }),
              case .radio(isSelected: false)? = taps[index].action.control,
              let around = taps.first(where: { $0.id == handler })?.leaves,
              let chosen = taps.first(where: { $0.action.control == .radio(isSelected: true)
                  && $0.leaves.lowerBound >= around.lowerBound && $0.leaves.upperBound <= around.upperBound }) else { return }
        focus.moved(to: chosen.id)
    }
}
