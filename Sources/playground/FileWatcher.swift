import Glibc

/// The folders of the learner's files, watched with inotify: a save, by
/// writing a file or by renaming a new one over it, and a file made or
/// removed, each makes the descriptor readable.
struct FileWatcher {
    let descriptor: Int32

    init(folders: [String]) throws(SystemError) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw SystemError("cannot watch the files") }
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
        for folder in folders where inotify_add_watch(descriptor, folder, events) < 0 {
            throw SystemError("cannot watch \(folder)")
        }
    }

    /// The names of the `.swift` files that changed since the last call.
    func changes() -> [String] {
        var names: [String] = []
        var buffer = [UInt8](repeating: 0, count: 16384)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return names }
            var offset = 0
            buffer.withUnsafeBytes { bytes in
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let event = bytes.load(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let name = bytes[start..<(start + Int(event.len))].prefix { $0 != 0 }
                    let text = String(decoding: name, as: UTF8.self)
                    if text.hasSuffix(".swift") { names.append(text) }
                    offset = start + Int(event.len)
                }
            }
        }
    }
}
