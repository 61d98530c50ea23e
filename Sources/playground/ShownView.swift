/// What the learner's files show, found in their text as a learner writes
/// them: a playground page's live view, an app's first window, a view named
/// ContentView, or the previews.
enum ShownView: Equatable {
    /// The file that ends with `PlaygroundPage.current.setLiveView(...)`.
    case page(file: String)
    /// The `@main` type.
    case app(name: String)
    case contentView
    case previews

    /// What `sources` (each file's path and text) show; nil when nothing.
    init?(_ sources: [(path: String, text: String)]) {
        if let page = sources.first(where: { $0.text.contains(Self.liveView) }) {
            self = .page(file: page.path)
        } else if let name = sources.lazy.compactMap({ Self.mainType(in: $0.text) }).first {
            self = .app(name: name)
        } else if sources.contains(where: { Self.declaresContentView($0.text) }) {
            self = .contentView
        } else if sources.contains(where: { $0.text.contains("#Preview") || $0.text.contains("PreviewProvider") }) {
            self = .previews
        } else {
            return nil
        }
    }

    static let liveView = "PlaygroundPage.current.setLiveView("

    /// The name of the type after `@main`.
    static func mainType(in text: String) -> String? {
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "@" })
        guard let main = words.firstIndex(of: "@main") else { return nil }
        let kinds: Set<Substring> = ["struct", "class", "enum", "final", "public", "private", "fileprivate", "internal"]
        return words[(main + 1)...].first { !kinds.contains($0) }.map(String.init)
    }

    private static func declaresContentView(_ text: String) -> Bool {
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        return zip(words, words.dropFirst()).contains { kind, name in
            name == "ContentView" && ["struct", "class", "enum", "typealias"].contains(kind)
        }
    }
}
