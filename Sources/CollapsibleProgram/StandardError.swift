import CollapsibleCore
import Glibc

extension Diagnostics {
    /// A line for stderr, named after the program, as a Unix tool says it.
    static func line(_ message: String) -> String {
        "collapsible-x11: \(message)"
    }

    /// Where the program and its libraries say what went wrong.
    public static let standardError = Diagnostics { message in
        let text = line(message) + "\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
    }
}
