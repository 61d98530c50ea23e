import Foundation

/// The learner's Swift files, as the command line names them: files, and
/// the `.swift` files of folders; each by its absolute path.
struct LearnerFiles {
    let paths: [String]

    init(_ arguments: [String]) throws(UsageError) {
        var paths: [String] = []
        let manager = FileManager.default
        for argument in arguments {
            let path = URL(fileURLWithPath: argument).standardizedFileURL.path
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw UsageError("\(argument): no such file or folder")
            }
            if isFolder.boolValue {
                let found = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
                guard !found.isEmpty else { throw UsageError("\(argument): a folder with no .swift file in it") }
                paths += found.map { path + "/" + $0 }
            } else {
                guard path.hasSuffix(".swift") else { throw UsageError("\(argument): not a .swift file") }
                paths.append(path)
            }
        }
        self.paths = paths
    }

    /// The folders the files are in, which are watched: an editor often
    /// saves by writing a new file and renaming it over the old one.
    var folders: [String] {
        var folders: [String] = []
        for path in paths {
            let folder = (path as NSString).deletingLastPathComponent
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }
}
