/// Something on the accessibility stack that does not behave: said in one
/// line, after which the program goes on as it would without the stack.
enum AccessibilityProblem: Error, CustomStringConvertible {
    case cannotConnect(address: String, reason: String)
    /// The bus took the connection and never greeted it.
    case busSilent
    /// The launcher on the session bus, asked for the switch or the address.
    case launcherSilent
    case launcherAnswered(String)
    case registrySilent
    case registryRefused(String)

    var description: String {
        let seconds = Int(AccessibilityProblem.patience / 1_000_000)
        return switch self {
        case .cannotConnect(let address, let reason):
            "cannot connect to the accessibility bus at \(address) (\(reason)); assistive tools do not see the window"
        case .busSilent:
            "the accessibility bus did not answer within \(seconds) s; assistive tools do not see the window"
        case .launcherSilent:
            "the accessibility bus launcher did not answer within \(seconds) s; assistive tools do not see the window"
        case .launcherAnswered(let what):
            "the accessibility bus launcher answered \(what); assistive tools do not see the window"
        case .registrySilent:
            "the accessibility registry did not answer within \(seconds) s; assistive tools do not see the window"
        case .registryRefused(let reason):
            "the accessibility registry refused the window (\(reason)); assistive tools do not see it"
        }
    }

    /// How long any call on the stack may take, in microseconds, where
    /// sd-bus's own timeout is 25 s: nothing waits for the answer, but a
    /// launcher or registry that has not answered by then counts as gone.
    static let patience: UInt64 = 2_000_000
}
