import CollapsibleCore
import Glibc

extension Diagnostics {
    /// A line for stderr, named after the program, as a Unix tool says it.
    static func line(_ message: String, from program: ProgramIdentity) -> String {
        "\(program.name): \(message)"
    }

    /// Where the program and its libraries say what went wrong.
    public static func standardError(of program: ProgramIdentity) -> Diagnostics {
        Diagnostics { message in
            let text = line(message, from: program) + "\n"
            _ = text.withCString { write(2, $0, strlen($0)) }
        }
    }
}
