/// A live view's input where layers are presented over the window: the
/// frontmost takes the keyboard and Escape, a menu takes the arrows, and
/// the secondary button or the Menu key opens a view's context menu.
extension LiveView {
    /// Where the taps of the frontmost presented layer begin: after its
    /// backdrop, which covers every tap drawn before it.
    var frontLayer: Int {
        presentation.taps.lastIndex { $0.action.barrier != nil }.map { $0 + 1 } ?? 0
    }

    private var frontBarrier: ModalBarrier? { frontLayer > 0 ? presentation.taps[frontLayer - 1].action.barrier : nil }

    /// Whether a layer is presented over the window (a sheet, an alert, a
    /// dialog, a menu), which Escape dismisses rather than closing the window.
    public var presentsLayer: Bool { frontLayer > 0 }

    /// Dismisses the frontmost presented layer, as Escape does, unless it
    /// refuses; returns whether that changed anything.
    @discardableResult
    public mutating func dismissFrontmost() -> Bool {
        guard let escape = frontBarrier?.escape else { return false }
        withTransaction(Transaction()) { escape() }
        return update()
    }

    /// Moves the focus among a menu's items, as the arrows do: down to the
    /// next (`forward`), up to the one before. Returns false where the
    /// frontmost layer is no menu.
    public mutating func moveInMenu(forward: Bool) -> Bool {
        guard frontBarrier?.arrowsMoveFocus == true else { return false }
        return moveFocus(forward: forward)
    }

    /// Right on a menu's row that holds a menu opens that menu beside it,
    /// with the focus on its first row; Left in such a menu closes it, and
    /// its row has the focus again, as GTK's menus take the arrows. Returns
    /// false where the frontmost layer is no menu, or the key does neither.
    public mutating func crossSubmenu(opening: Bool) -> Bool {
        guard let barrier = frontBarrier, barrier.arrowsMoveFocus else { return false }
        guard opening else { return barrier.isSubmenu && dismissFrontmost() }
        let front = presentation.taps[frontLayer...]
        guard let focused = focusedControl.flatMap({ id in front.first { $0.id == id } }),
              let opener = front.last(where: { $0.action.menu != nil && $0.leaves.contains(focused.leaves.lowerBound) }),
              open(opener.action) else { return false }
        _ = moveFocus(forward: true)
        return true
    }

    /// A press of the secondary button: opens the context menu of the
    /// frontmost view under `location` that has one. Returns whether it did.
    @discardableResult
    public mutating func secondaryClicked(at location: Point) -> Bool {
        guard let leaf = presentation.leaf(at: location),
              let opener = presentation.taps[frontLayer...].last(where: { $0.leaves.contains(leaf) && $0.action.menu != nil })
        else { return false }
        return open(opener.action)
    }

    /// Opens the context menu of the control that has the focus, or of the
    /// frontmost view with one, as the Menu key and Shift+F10 do.
    @discardableResult
    public mutating func openContextMenu() -> Bool {
        let openers = presentation.taps[frontLayer...].filter { $0.action.menu != nil }
        let focused = focusedControl.flatMap { id in presentation.taps.first { $0.id == id } }
        let opener = focused.flatMap { control in openers.last { $0.leaves.contains(control.leaves.lowerBound) } } ?? openers.last
        return opener.map { open($0.action) } ?? false
    }

    private mutating func open(_ opener: TapAction) -> Bool {
        guard let menu = opener.menu else { return false }
        return perform(TapAction(perform: menu, disclosure: nil), animated: true)
    }
}
