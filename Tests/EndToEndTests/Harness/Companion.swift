import Foundation
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

    /// Fails, saying which package installs it, where the system's python3
    /// has no module `module`.
    static func requirePythonModule(_ module: String, package: String) throws {
        guard FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/\(module)/__init__.py") else {
            throw StartFailure(description: "\(module) is not installed for the system's python3 (scripts/install-deps installs \(package))")
        }
    }
}

/// A program a test needs could not be started, in one line that says why.
struct StartFailure: Error, CustomStringConvertible {
    let description: String
}
