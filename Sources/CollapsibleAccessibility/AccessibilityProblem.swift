/// Something on the accessibility stack that does not behave: said in one
/// line, after which the program goes on as it would without the stack.
enum AccessibilityProblem: Error, Equatable, CustomStringConvertible {
    case cannotConnect(address: String, reason: String)
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

    /// How long any call on the stack may take, in microseconds: sd-bus's
    /// own 25 s would be the first frame's or a toggle's wait in a program
    /// that waited; here it is how long a silent launcher or registry has
    /// before it counts as gone.
    static let patience: UInt64 = 2_000_000
}
