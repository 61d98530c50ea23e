#if canImport(Glibc)
import Glibc
#endif

/// The programs beside the one measured (X servers, a bus, a window
/// manager) are found on PATH, where scripts/install-deps puts them.
public func findOnPath(_ name: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
}
