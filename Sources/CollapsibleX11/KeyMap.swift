/// What a key does in the window.
enum KeyCommand {
    case toggle
    case quit
}

/// Which key does what: the program's table, as st keeps its shortcuts in
/// config.h, by the names X gives the keys' symbols.
enum KeyMap {
    static let commands: [String: KeyCommand] = [
        // As a tap on the last item does.
        "space": .toggle, "Return": .toggle, "KP_Enter": .toggle,
        "Escape": .quit, "q": .quit,
    ]
}
