import VirtualDesktop

/// The programs the tests run beside the one they test (X servers, a window
/// manager, a settings daemon, a session bus): found on PATH, where
/// scripts/install-deps puts them, and ended when their test is done.
enum Companion {
    /// `name` on PATH, or a failure that says which package installs it.
    static func require(_ name: String, package: String) throws -> String {
        guard let executable = findOnPath(name) else {
            throw StartFailure(description: "\(name) is not installed (scripts/install-deps installs \(package))")
        }
        return executable
    }
}

/// A program a test needs could not be started, in one line that says why.
struct StartFailure: Error, CustomStringConvertible {
    let description: String
}
