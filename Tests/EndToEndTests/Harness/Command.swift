import VirtualDesktop

/// A command-line tool run to its end, such as make, man or ldd.
enum Command {
    /// Its exit status and what it wrote to stdout and stderr. With
    /// `environment` it runs with that environment alone.
    static func run(_ name: String, _ arguments: [String], environment: [String: String]? = nil,
                    within seconds: Double = 600) throws -> (status: Int32, output: String, errors: String) {
        let (output, errors) = (try CapturedOutput(), try CapturedOutput())
        let tool = try ChildProcess("/usr/bin/env", [name] + arguments, environment: environment ?? [:],
                                    inheriting: environment == nil, output: output.descriptor, errors: errors.descriptor)
        guard let exit = tool.waitForExit(within: seconds) else {
            throw StartFailure(description: "\(name) \(arguments.joined(separator: " ")) did not end within \(seconds) s")
        }
        return (exit.bySignal ? 128 + exit.status : exit.status, output.text, errors.text)
    }
}
