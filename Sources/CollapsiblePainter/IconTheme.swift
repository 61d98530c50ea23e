import Glibc

/// An icon theme of the desktop, as the freedesktop Icon Theme
/// Specification finds an icon in it: the directories of the theme whose
/// size matches first, then the one of the closest size; then the themes it
/// inherits, then hicolor, the theme every other falls back to; each theme
/// looked for in every base directory. What each directory holds is read
/// once, when the lookup first comes to it, as GTK keeps its listing.
final class IconTheme {
    /// GTK's theme where the desktop names none.
    static let defaultName = "Adwaita"
    /// The size asked for a symbol's icon: symbolic icons are drawn on a
    /// grid of 16 and scale to any size.
    static let symbolSize = 16

    let name: String
    private let baseFolders: [String]
    private var themes: [String: Theme?] = [:]
    private var listings: [String: Set<String>?] = [:]

    init(named name: String, baseFolders: [String] = IconTheme.baseFolders()) {
        self.name = name
        self.baseFolders = baseFolders
    }

    /// Where the specification looks for themes: the user's, then the data
    /// directories' (XDG_DATA_HOME's first, as GTK does), then pixmaps.
    static func baseFolders() -> [String] {
        func variable(_ name: String) -> String? {
            getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        let home = variable("HOME")
        let dataHome = variable("XDG_DATA_HOME") ?? home.map { "\($0)/.local/share" }
        let dataDirectories = (variable("XDG_DATA_DIRS") ?? "/usr/local/share:/usr/share").split(separator: ":").map(String.init)
        return [home.map { "\($0)/.icons" }, dataHome.map { "\($0)/icons" }].compactMap { $0 }
            + dataDirectories.map { "\($0)/icons" } + ["/usr/share/pixmaps"]
    }

    /// The file of the icon `icon` at `size` pixels, or nil where neither
    /// the theme, the themes it inherits nor hicolor have it.
    func file(for icon: String, size: Int) -> String? {
        var visited: Set<String> = []
        return find(icon, size: size, in: name, visited: &visited) ?? find(icon, size: size, in: "hicolor", visited: &visited)
    }

    private func find(_ icon: String, size: Int, in themeName: String, visited: inout Set<String>) -> String? {
        guard visited.insert(themeName).inserted, let theme = theme(themeName) else { return nil }
        if let found = lookup(icon, size: size, in: theme) { return found }
        for parent in theme.parents {
            if let found = find(icon, size: size, in: parent, visited: &visited) { return found }
        }
        return nil
    }

    /// The specification's LookupIcon: a directory whose size matches,
    /// else the closest one. Only the directories each pass comes to are
    /// read, the matching ones first.
    private func lookup(_ icon: String, size: Int, in theme: Theme) -> String? {
        for directory in theme.directories where directory.matches(size) {
            if let file = self.file(for: icon, in: directory, of: theme) { return file }
        }
        var closest: (file: String, distance: Int)?
        for directory in theme.directories where !directory.matches(size) {
            let distance = directory.distance(to: size)
            guard distance < closest?.distance ?? .max, let file = self.file(for: icon, in: directory, of: theme) else { continue }
            closest = (file, distance)
        }
        return closest?.file
    }

    /// The icon's file in one directory of the theme, in the first base
    /// directory that has it: cairo reads PNG and librsvg SVG; XPM is left out.
    private func file(for icon: String, in directory: Directory, of theme: Theme) -> String? {
        for root in theme.roots {
            let folder = "\(root)/\(directory.path)"
            for suffix in ["png", "svg"] where listing(of: folder)?.contains("\(icon).\(suffix)") == true {
                return "\(folder)/\(icon).\(suffix)"
            }
        }
        return nil
    }

    private func theme(_ themeName: String) -> Theme? {
        if let known = themes[themeName] { return known }
        let roots = baseFolders.map { "\($0)/\(themeName)" }.filter { access("\($0)/index.theme", R_OK) == 0 || listing(of: $0) != nil }
        let index = roots.lazy.compactMap { Self.text(of: "\($0)/index.theme") }.first
        let theme = index.map { Theme(index: $0, roots: roots) }
        themes[themeName] = theme
        return theme
    }

    /// The names in `folder`, or nil where there is no such folder.
    private func listing(of folder: String) -> Set<String>? {
        if let known = listings[folder] { return known }
        var names: Set<String>?
        if let stream = opendir(folder) {
            names = []
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                names?.insert(name)
            }
            closedir(stream)
        }
        listings[folder] = names
        return names
    }

    private static func text(of path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A theme's index: its directories and what sizes each holds, and the
    /// themes it inherits.
    struct Theme {
        var directories: [Directory]
        var parents: [String]
        /// The theme's folder in each base directory that has one.
        var roots: [String]

        init(index: String, roots: [String]) {
            var sections: [String: [String: String]] = [:], section = ""
            for line in index.split(whereSeparator: \.isNewline) {
                let line = line.trimmingCharacters(in: " \t")
                if line.hasPrefix("#") || line.isEmpty { continue }
                if line.hasPrefix("["), line.hasSuffix("]") {
                    section = String(line.dropFirst().dropLast())
                    continue
                }
                guard let equals = line.firstIndex(of: "=") else { continue }
                sections[section, default: [:]][String(line[..<equals]).trimmingCharacters(in: " \t")] =
                    String(line[line.index(after: equals)...]).trimmingCharacters(in: " \t")
            }
            let main = sections["Icon Theme"] ?? [:]
            func list(_ key: String) -> [String] {
                (main[key] ?? "").split(separator: ",").map { String($0).trimmingCharacters(in: " \t") }.filter { !$0.isEmpty }
            }
            directories = (list("Directories") + list("ScaledDirectories")).compactMap { path in
                sections[path].map { Directory(path: path, keys: $0) }
            }
            parents = list("Inherits")
            self.roots = roots
        }
    }

    /// One directory of a theme, and the icon sizes it serves.
    struct Directory {
        enum Kind { case fixed, scalable, threshold }

        var path: String
        var size: Int
        var scale: Int
        var kind: Kind
        var minSize, maxSize, threshold: Int

        init(path: String, keys: [String: String]) {
            self.path = path
            size = keys["Size"].flatMap { Int($0) } ?? 0
            scale = keys["Scale"].flatMap { Int($0) } ?? 1
            kind = switch keys["Type"] {
            case "Fixed": .fixed
            case "Scalable": .scalable
            default: .threshold
            }
            minSize = keys["MinSize"].flatMap { Int($0) } ?? size
            maxSize = keys["MaxSize"].flatMap { Int($0) } ?? size
            threshold = keys["Threshold"].flatMap { Int($0) } ?? 2
        }

        /// DirectoryMatchesSize, for icons of scale 1.
        func matches(_ wanted: Int) -> Bool {
            guard scale == 1 else { return false }
            return switch kind {
            case .fixed: size == wanted
            case .scalable: (minSize...max(minSize, maxSize)).contains(wanted)
            case .threshold: abs(size - wanted) <= threshold
            }
        }

        /// DirectorySizeDistance, for icons of scale 1.
        func distance(to wanted: Int) -> Int {
            switch kind {
            case .fixed: return abs(size * scale - wanted)
            case .scalable, .threshold:
                let low = kind == .scalable ? minSize : size - threshold, high = kind == .scalable ? maxSize : size + threshold
                if wanted < low * scale { return low * scale - wanted }
                if wanted > high * scale { return wanted - high * scale }
                return 0
            }
        }
    }
}

extension StringProtocol {
    /// The string without the characters of `characters` at either end.
    fileprivate func trimmingCharacters(in characters: String) -> String {
        let kept = drop { characters.contains($0) }
        return String(kept.reversed().drop { characters.contains($0) }.reversed())
    }
}
