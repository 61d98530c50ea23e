import Foundation

/// Where the framework a learner's files are built against lies: its
/// modules, the compiler's plugin for `#Preview`, and the module maps of the
/// C libraries its modules import; beside the program, in the build folder
/// of a checkout, or in the folder it is installed in (`PREFIX/lib/playground`,
/// which `PREFIX/bin/playground` starts it from).
struct Framework {
    let modules: String
    let macros: String
    let moduleMaps: [String]

    /// Found from the program's own path; nil where the modules are not there.
    init?(program: String) {
        let manager = FileManager.default
        let folder = (program as NSString).deletingLastPathComponent
        guard manager.fileExists(atPath: "\(folder)/Modules/SwiftUI.swiftmodule") else { return nil }
        func modulemaps(in folders: [String]) -> [String] {
            folders.flatMap { parent in
                ((try? manager.contentsOfDirectory(atPath: parent)) ?? []).sorted()
                    .map { "\(parent)/\($0)/module.modulemap" }
                    .filter { manager.fileExists(atPath: $0) }
            }
        }
        modules = "\(folder)/Modules"
        macros = "\(folder)/SwiftUIMacros-tool"
        if manager.fileExists(atPath: "\(folder)/include") {
            moduleMaps = modulemaps(in: ["\(folder)/include"])
        } else {
            // A checkout's build folder, under its .build.
            var checkout = folder
            while checkout != "/", !manager.fileExists(atPath: "\(checkout)/Sources/SwiftUI") {
                checkout = (checkout as NSString).deletingLastPathComponent
            }
            moduleMaps = modulemaps(in: ["\(checkout)/Sources", folder])
        }
    }

    /// When each of its modules was last built: a library of the cache
    /// built against other modules is not taken, for their types may be
    /// laid out otherwise.
    var stamp: String {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: modules)) ?? []).sorted()
        return names.map { name in
            let modified = (try? manager.attributesOfItem(atPath: "\(modules)/\(name)"))?[.modificationDate] as? Date
            return "\(name)@\(modified?.timeIntervalSince1970 ?? 0)"
        }.joined(separator: ",")
    }

    /// What the compiler is told to find the framework with.
    func compilerArguments(headers: [String]) -> [String] {
        ["-I", modules, "-load-plugin-executable", "\(macros)#SwiftUIMacros"]
            + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
            + headers.flatMap { ["-Xcc", $0] }
    }
}
