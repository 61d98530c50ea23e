import CollapsibleCore

/// The pictures a painter has read, each once: a file by its path, a
/// symbol by its icon in the desktop's theme; and why one could not be.
final class Pictures {
    private var read: [ImageSource: Result<Picture, ImageFailure>] = [:]
    /// The desktop's icon theme, where symbols are found; set by the host
    /// that knows which it is.
    var iconTheme = IconTheme(named: IconTheme.defaultName) {
        didSet { read = read.filter { if case .file = $0.key { true } else { false } } }
    }

    func picture(for source: ImageSource) -> Result<Picture, ImageFailure> {
        if let known = read[source] { return known }
        let found = Result { () throws(ImageFailure) -> Picture in
            switch source {
            case .file(let path): return try Picture.read(path)
            case .symbol(let name): return try Picture.read(iconFile(for: name))
            }
        }
        read[source] = found
        return found
    }

    /// The icon file that draws the SF Symbol `name`: the first of the
    /// theme names that stand for it which the theme has.
    private func iconFile(for name: String) throws(ImageFailure) -> String {
        guard let names = SymbolNames.iconNames(for: name) else {
            throw ImageFailure("no icon of the freedesktop naming stands for the symbol \"\(name)\" here")
        }
        for icon in names {
            if let path = iconTheme.file(for: icon, size: IconTheme.symbolSize) { return path }
        }
        throw ImageFailure("the icon theme \(iconTheme.name) has no icon \(names.joined(separator: " or ")), which stands for \"\(name)\"")
    }
}
