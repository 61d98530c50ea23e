import Foundation
import XCTest

/// A small tmpfs mounted for one test: a disk that fills up, or one that
/// is read-only. Root may write anywhere else, so only a mount stops it.
final class Tmpfs {
    let folder: String

    /// Mounts at `folder`, which it creates; skips the test, saying why,
    /// where the machine does not allow mounting.
    init(at folder: String, options: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let mount = try Command.run("mount", ["-t", "tmpfs", "-o", options, "tmpfs", folder])
        guard mount.status == 0 else {
            throw XCTSkip("cannot mount a tmpfs here to make a full or read-only disk: \(mount.errors)")
        }
        self.folder = folder
    }

    deinit {
        _ = try? Command.run("umount", [folder])
    }
}
