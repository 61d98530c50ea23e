/// The Markdown that SwiftUI reads in a text literal, as Foundation's
/// inline-only parsing of it does: `**strong**` and `__strong__`, `*emphasis*`
/// and `_emphasis_`, `` `code` ``, `[links](url)` and backslash escapes.
/// Written here as a small parser, for the core has no Markdown library:
/// a delimiter opens where a character other than a space follows it and
/// closes where one precedes it, and `_` inside a word is a letter.
struct InlineMarkdown {
    struct Span: Equatable {
        var string: String
        var strong = false
        var emphasis = false
        var code = false
        var link: String?
    }

    private(set) var spans: [Span] = []

    /// The characters that may start Markdown: a text without any is plain.
    static let markers: Set<Character> = ["\\", "*", "_", "`", "["]

    /// The characters a backslash keeps from being read as Markdown.
    static let escapable: Set<Character> = ["\\", "*", "_", "`", "[", "]", "(", ")", "~", "#", "<", ">", "!"]

    init(_ source: String) {
        parse(Array(source), style: Span(string: ""))
    }

    private mutating func append(_ string: String, _ style: Span) {
        guard !string.isEmpty else { return }
        if let last = spans.last, last.strong == style.strong, last.emphasis == style.emphasis,
           last.code == style.code, last.link == style.link {
            spans[spans.count - 1].string += string
        } else {
            var span = style
            span.string = string
            spans.append(span)
        }
    }

    private mutating func parse(_ text: [Character], style: Span) {
        var plain = "", index = 0
        func flush(_ parser: inout InlineMarkdown) {
            parser.append(plain, style)
            plain = ""
        }
        while index < text.count {
            let character = text[index]
            if character == "\\", index + 1 < text.count, text[index + 1].isPunctuation || text[index + 1].isSymbol {
                plain.append(text[index + 1])
                index += 2
                continue
            }
            if character == "`", let close = Self.closing(["`"], in: text, after: index + 1, spaced: true) {
                flush(&self)
                var code = style
                code.code = true
                append(String(text[(index + 1)..<close]), code)
                index = close + 1
                continue
            }
            if character == "[", let (label, url, end) = Self.link(in: text, at: index) {
                flush(&self)
                var linked = style
                linked.link = url
                parse(label, style: linked)
                index = end
                continue
            }
            if character == "*" || character == "_" {
                let run = text[index...].prefix { $0 == character }.count
                let opensWord = index == 0 || !(text[index - 1].isLetter || text[index - 1].isNumber)
                let opens = (character == "*" || opensWord) && index + run < text.count && !text[index + run].isWhitespace
                // The widest delimiter that closes: strong and emphasis, strong, emphasis.
                let match = !opens ? nil : stride(from: min(run, 3), through: 1, by: -1).lazy.compactMap { width in
                    Self.closing(Array(repeating: character, count: width), in: text, after: index + width, spaced: false)
                        .map { (width: width, close: $0) }
                }.first
                guard let (width, close) = match else {
                    plain.append(contentsOf: String(repeating: character, count: run))
                    index += run
                    continue
                }
                flush(&self)
                var inner = style
                if width != 1 { inner.strong = true }
                if width != 2 { inner.emphasis = true }
                parse(Array(text[(index + width)..<close]), style: inner)
                index = close + width
                continue
            }
            plain.append(character)
            index += 1
        }
        flush(&self)
    }

    /// Where `delimiter` next closes after `start`: preceded by other than
    /// a space (unless `spaced`), not part of a longer run, and for `_` not
    /// followed by a letter.
    private static func closing(_ delimiter: [Character], in text: [Character], after start: Int, spaced: Bool) -> Int? {
        var index = start
        while index + delimiter.count <= text.count {
            if text[index] == "\\" { index += 2; continue }
            let matches = Array(text[index..<(index + delimiter.count)]) == delimiter
            let longer = index + delimiter.count < text.count && text[index + delimiter.count] == delimiter[0]
            if matches, !longer, index > start, spaced || !text[index - 1].isWhitespace,
               delimiter[0] != "_" || index + delimiter.count == text.count || !text[index + delimiter.count].isLetter {
                return index
            }
            index += matches && longer ? text[index...].prefix { $0 == delimiter[0] }.count : 1
        }
        return nil
    }

    /// A link `[label](url)` starting at `start`: its label, its URL and
    /// where it ends.
    private static func link(in text: [Character], at start: Int) -> ([Character], String, Int)? {
        guard let close = text[(start + 1)...].firstIndex(of: "]"), close + 1 < text.count, text[close + 1] == "(",
              let end = text[(close + 2)...].firstIndex(of: ")") else { return nil }
        let url = String(text[(close + 2)..<end])
        guard !url.contains(" ") else { return nil }
        return (Array(text[(start + 1)..<close]), url, end + 1)
    }
}
