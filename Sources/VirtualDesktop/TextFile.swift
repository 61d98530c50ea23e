#if canImport(Glibc)
import Glibc
#endif

/// A whole small file, or nil if it cannot be read.
public func readTextFile(_ path: String) -> String? {
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    return readText(file, from: nil)
}

/// What `file` holds from `offset` to its end (from where it stands, for
/// nil), read until end of file.
func readText(_ file: Int32, from offset: Int?) -> String? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { buffer in
            offset.map { pread(file, buffer.baseAddress, buffer.count, off_t($0 + bytes.count)) }
                ?? Glibc.read(file, buffer.baseAddress, buffer.count)
        }
        if count < 0 { return nil }
        if count == 0 { break }
        bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}
