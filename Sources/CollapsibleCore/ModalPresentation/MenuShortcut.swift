/// The shortcuts of a closed menu's items, which press them as if the menu
/// were open, as the shortcuts of a desktop program's menus do: the items
/// are made, and nothing of them kept, to find each button that has one.
struct MenuShortcut {
    let shortcut: KeyboardShortcut
    let action: TapAction

    /// The buttons with a shortcut among `nodes`; a disabled one has none.
    static func read(_ nodes: [_ViewNode], under shortcut: KeyboardShortcut? = nil) -> [MenuShortcut] {
        nodes.flatMap { node -> [MenuShortcut] in
            if let gesture = node.kind as? GestureNode, let own = gesture.action.keys?.shortcut {
                return read(node.children, under: own)
            }
            if let shortcut, let tap = node.kind as? TapNode, tap.action.control == .button {
                return [MenuShortcut(shortcut: shortcut, action: tap.action)]
            }
            return read(node.children, under: shortcut)
        }
    }
}

extension _ResolveContext {
    /// The nodes `make` makes, with nothing of them kept: no state, no
    /// appearance, as a view made to learn where its data starts.
    mutating func probed(_ make: (inout _ResolveContext) -> [_ViewNode]) -> [_ViewNode] {
        let kept = region, wasProbing = probing
        probing = true
        defer { (region, probing) = (kept, wasProbing) }
        return make(&self)
    }
}
