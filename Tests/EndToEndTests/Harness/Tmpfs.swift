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
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", options, "tmpfs", folder]
        let errors = Pipe()
        mount.standardError = errors
        try mount.run()
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else {
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw XCTSkip("cannot mount a tmpfs here to make a full or read-only disk: \(said)")
        }
        self.folder = folder
    }

    deinit {
        let unmount = Process()
        unmount.executableURL = URL(fileURLWithPath: "/bin/umount")
        unmount.arguments = [folder]
        try? unmount.run()
        unmount.waitUntilExit()
    }
}
