/// The keyboard's modifiers: `onKeyPress`, `onMoveCommand` and
/// `onExitCommand` hear the keys while the focus is on the view or a view
/// inside it, the innermost first, until one handles the key; `focusable`
/// makes a view take the focus, by Tab and by a click; `keyboardShortcut`
/// presses the button inside wherever the focus is.
public struct _KeyModifier: _PrimitiveModifier {
    var keys: KeyAction

    public func _resolve<C: View>(content: C, in context: inout _ResolveContext, at id: ViewID) -> [_ViewNode] {
        let node = GestureNode(action: TapAction(keys: keys))
        // A menu's item shows its shortcut at its trailing edge.
        guard let shortcut = keys.shortcut, context.environment.isInMenu else { return context.wrap(content, at: id, in: node) }
        return context.changingEnvironment({ $0.menuItemShortcut = shortcut }) { $0.wrap(content, at: id, in: node) }
    }
}

extension View {
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> ModifiedContent<Self, _KeyModifier> {
        onKeyPress(keys: [key], phases: .down) { _ in action() }
    }

    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                           action: @escaping (KeyPress) -> KeyPress.Result) -> ModifiedContent<Self, _KeyModifier> {
        onKeyPress(keys: [key], phases: phases, action: action)
    }

    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> ModifiedContent<Self, _KeyModifier> {
        modifier(_KeyModifier(keys: .press(keys: keys, phases: phases, action: action)))
    }

    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> ModifiedContent<Self, _KeyModifier> {
        modifier(_KeyModifier(keys: .press(keys: nil, phases: phases, action: action)))
    }

    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> ModifiedContent<Self, _KeyModifier> {
        modifier(_KeyModifier(keys: .move(action)))
    }

    public func onExitCommand(perform action: (() -> Void)?) -> ModifiedContent<Self, _KeyModifier> {
        modifier(_KeyModifier(keys: .exit(action)))
    }

    /// A view that takes the keyboard's focus, by Tab and by a click, and
    /// shows the ring while the keyboard moved it there.
    public func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, _KeyModifier> {
        modifier(_KeyModifier(keys: .focusable(isFocusable)))
    }

    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> ModifiedContent<Self, _KeyModifier> {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> ModifiedContent<Self, _KeyModifier> {
        modifier(_KeyModifier(keys: .shortcut(shortcut)))
    }
}

/// What a view does with the keys.
enum KeyAction {
    /// Hears the keys of `keys` (every key where nil) in `phases`.
    case press(keys: Set<KeyEquivalent>?, phases: KeyPress.Phases, action: (KeyPress) -> KeyPress.Result)
    case move(((MoveCommandDirection) -> Void)?)
    case exit((() -> Void)?)
    case focusable(Bool)
    case shortcut(KeyboardShortcut?)

    /// Runs what the view does with `press`; returns whether it took it.
    func handle(_ press: KeyPress) -> Bool {
        switch self {
        case .press(let keys, let phases, let action):
            guard phases.contains(press.phase), keys?.contains(press.key) ?? true else { return false }
            return action(press) == .handled
        case .move(let action?):
            guard press.phase != .up, press.modifiers.primary.isEmpty, let direction = press.key.moveDirection else { return false }
            action(direction)
            return true
        case .exit(let action?):
            guard press.phase == .down, press.key == .escape else { return false }
            action()
            return true
        case .move(nil), .exit(nil), .focusable, .shortcut:
            return false
        }
    }

    var shortcut: KeyboardShortcut? {
        if case .shortcut(let shortcut) = self { shortcut } else { nil }
    }
}

extension KeyEquivalent {
    /// The direction of an arrow key.
    var moveDirection: MoveCommandDirection? {
        switch self {
        case .upArrow: .up
        case .downArrow: .down
        case .leftArrow: .left
        case .rightArrow: .right
        default: nil
        }
    }
}
