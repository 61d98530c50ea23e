import Foundation

/// A command-line tool run to its end, such as make, man or ldd.
enum Command {
    /// Its exit status and what it wrote to stdout and stderr.
    static func run(_ name: String, _ arguments: [String], in folder: URL? = nil,
                    environment: [String: String]? = nil) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [name] + arguments
        process.currentDirectoryURL = folder
        process.environment = environment
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both before waiting, in turn: a full pipe would stall the tool.
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complained = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, said, complained)
    }
}
