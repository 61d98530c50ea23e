import Glibc

/// A file the program writes whole: checked before the work that fills it
/// starts, then written under a temporary name in the same folder and
/// renamed into place, so that a failure never leaves part of it behind.
struct OutputFile {
    let path: String
    private let folder: String
    private let name: String

    /// Fails at once when the file could not be written, before any frame is drawn.
    init(_ path: String) throws(OutputError) {
        self.path = path
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        self.folder = folder.isEmpty ? "/" : folder
        name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw .cannotWrite(path: path, reason: "the path names a folder, not a file") }
        guard let folderKind = Self.kind(of: self.folder, followingLinks: true) else { throw .folderMissing(path: path) }
        guard folderKind == S_IFDIR else { throw .cannotWrite(path: path, reason: "\(self.folder) is not a folder") }
        // access() also answers for root, who may write anywhere but on a
        // read-only file system.
        guard access(self.folder, W_OK) == 0 else { throw .cannotWrite(path: path, reason: Self.errorText()) }
        // The rename at the end replaces whatever has the name: a device, a
        // pipe or a link would be swapped for a picture.
        if let kind = Self.kind(of: path, followingLinks: false), kind != S_IFREG {
            throw .cannotWrite(path: path, reason: "it exists and is not a regular file")
        }
    }

    /// Puts `bytes` in the file, all or nothing.
    func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        let temporary = "\(folder)/.\(name).\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: Self.errorText()) }
        var written = 0
        while written < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let reason = count == 0 ? "nothing more could be written" : Self.errorText()
                close(descriptor)
                unlink(temporary)
                throw .cannotWrite(path: path, reason: reason)
            }
            written += count
        }
        // A file system may only report that it is full when the file is closed.
        guard close(descriptor) == 0 else {
            let reason = Self.errorText()
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = Self.errorText()
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
    }

    /// The file type bits of what is at `path`, nil when nothing is there.
    private static func kind(of path: String, followingLinks: Bool) -> mode_t? {
        var info = stat()
        let found = followingLinks ? stat(path, &info) : lstat(path, &info)
        return found == 0 ? info.st_mode & S_IFMT : nil
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
