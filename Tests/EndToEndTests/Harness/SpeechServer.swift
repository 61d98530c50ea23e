import Foundation
import Glibc
import VirtualDesktop

/// speech-dispatcher for a screen reader under test, speaking into
/// nothing: its dummy output module, and libao's null driver as its audio,
/// on a socket in a folder of the test's own. Ended with its test.
final class SpeechServer {
    private let process: ChildProcess
    private let output: CapturedOutput
    /// What a client puts in SPEECHD_ADDRESS to reach it.
    let address: String

    /// `folder` holds its configuration, its socket and its logs.
    init(in folder: TemporaryFolder) throws {
        let executable = try Companion.require("speech-dispatcher", package: "speech-dispatcher")
        let configuration = folder.url.appendingPathComponent("speech-dispatcher")
        try FileManager.default.createDirectory(at: configuration, withIntermediateDirectories: true)
        try """
            AudioOutputMethod "libao"
            AddModule "dummy" "sd_dummy" ""
            DefaultModule "dummy"
            """.write(to: configuration.appendingPathComponent("speechd.conf"), atomically: true, encoding: .utf8)
        // libao reads its driver from the home's .libao.
        try "default_driver=null\n".write(toFile: folder.path(".libao"), atomically: true, encoding: .utf8)
        let socket = folder.path("speechd.sock")
        address = "unix_socket:\(socket)"
        output = try CapturedOutput()
        process = try ChildProcess(executable, ["--run-single", "--timeout", "0", "--config-dir", configuration.path,
                                                "--communication-method", "unix_socket", "--socket-path", socket,
                                                "--log-dir", folder.path("speech-dispatcher")],
                                   environment: ["HOME": folder.path, "PATH": "/usr/bin:/bin"], inheriting: false,
                                   output: output.descriptor, errors: output.descriptor)
        guard waitFor(within: 10, { FileManager.default.fileExists(atPath: socket) ? true : nil }) != nil else {
            process.stop(SIGKILL)
            throw StartFailure(description: "speech-dispatcher made no socket within 10 s")
        }
    }

    deinit { process.stop(SIGKILL) }
}
