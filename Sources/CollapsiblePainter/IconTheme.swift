import Glibc

/// An icon theme of the desktop, as the freedesktop Icon Theme
/// Specification finds an icon in it: the directories of the theme whose
/// size matches first, then the one of the closest size; then the themes it
/// inherits, then Adwaita, whose symbolic icons stand for SF Symbols where a
/// theme has none, then hicolor, the theme every other falls back to; each theme
/// looked for in every base directory. A theme's index is read once; a
/// file is looked for where the lookup comes to it, which for an icon of
/// the theme is in a few of its directories.
final class IconTheme {
    /// GTK's theme where the desktop names none.
    static let defaultName = "Adwaita"
    /// The size asked for a symbol's icon: symbolic icons are drawn on a
    /// grid of 16 and scale to any size.
    static let symbolSize = 16

    let name: String
    private let baseFolders: [String]
    private var themes: [String: Theme?] = [:]

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
    /// the theme, the themes it inherits, Adwaita nor hicolor have it.
    func file(for icon: String, size: Int) -> String? {
        var visited: Set<String> = []
        for theme in [name, Self.defaultName, "hicolor"] {
            if let found = find(icon, size: size, in: theme, visited: &visited) { return found }
        }
        return nil
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
            for suffix in ["png", "svg"] {
                let file = "\(root)/\(directory.path)/\(icon).\(suffix)"
                if access(file, R_OK) == 0 { return file }
            }
        }
        return nil
    }

    private func theme(_ themeName: String) -> Theme? {
        if let known = themes[themeName] { return known }
        let roots = baseFolders.map { folder -> String in "\(folder)/\(themeName)" }.filter { access($0, F_OK) == 0 }
        var theme: Theme?
        for root in roots {
            guard let index = Self.bytes(of: "\(root)/index.theme") else { continue }
            theme = Theme(index: index, roots: roots)
            break
        }
        themes[themeName] = theme
        return theme
    }

    private static func bytes(of path: String) -> [UInt8]? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return bytes
    }

    /// A theme's index: its directories and what sizes each holds, and the
    /// themes it inherits.
    struct Theme {
        var directories: [Directory]
        var parents: [String]
        /// The theme's folder in each base directory that has one.
        var roots: [String]

        /// The index's bytes, read as a desktop entry: `[section]` lines,
        /// `key=value` lines, `#` comments.
        init(index: [UInt8], roots: [String]) {
            var sections: [String: [String: String]] = [:], section = ""
            func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
                let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
                guard let first = bytes.firstIndex(where: { !blank($0) }), let last = bytes.lastIndex(where: { !blank($0) }) else { return [] }
                return bytes[first...last]
            }
            for raw in index.split(separator: 0x0A) {
                let line = trimmed(raw)
                guard let first = line.first, first != UInt8(ascii: "#") else { continue }
                if first == UInt8(ascii: "["), line.last == UInt8(ascii: "]") {
                    section = String(decoding: line.dropFirst().dropLast(), as: UTF8.self)
                    continue
                }
                guard let equals = line.firstIndex(of: UInt8(ascii: "=")) else { continue }
                sections[section, default: [:]][String(decoding: trimmed(line[..<equals]), as: UTF8.self)] =
                    String(decoding: trimmed(line[(equals + 1)...]), as: UTF8.self)
            }
            let main = sections["Icon Theme"] ?? [:]
            func list(_ key: String) -> [String] {
                (main[key] ?? "").split(separator: ",").map { String(decoding: trimmed(ArraySlice($0.utf8)), as: UTF8.self) }.filter { !$0.isEmpty }
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
