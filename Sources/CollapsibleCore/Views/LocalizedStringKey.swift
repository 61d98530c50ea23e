import Glibc

/// SwiftUI's `LocalizedStringKey`, which a `Text` made from a literal takes:
/// here no table of translations, only its interpolations, among them a
/// number with a `printf` format, `Text("\(width, specifier: "%.0f")")`.
/// Its text is Markdown, as SwiftUI reads a literal: what is interpolated
/// is taken as it is, its Markdown characters escaped.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    let text: String

    public init(_ value: String) { text = value }

    public init(stringLiteral value: String) { text = value }

    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        public mutating func appendInterpolation<T>(_ value: T) { appendValue(String(describing: value)) }

        /// An integer, as SwiftUI's key takes one: its digits hold no
        /// Markdown, and are written with no look at run time for how the
        /// value describes itself. Inlinable, so that the program's own
        /// integer type is known where the text is made.
        @inlinable
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { text += String(value) }

        /// A number as the C library's `printf` writes it with `specifier`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            appendValue(Self.formatted(Double(value), specifier))
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            appendValue(Self.formatted(Int(clamping: value), specifier))
        }

        /// What an interpolation gives, as it is: no Markdown of its own.
        private mutating func appendValue(_ value: String) {
            for character in value {
                if InlineMarkdown.escapable.contains(character) { text.append("\\") }
                text.append(character)
            }
        }

        /// `specifier` with one `CVarArg`; a specifier that is not one
        /// conversion of the argument's kind is written as it is, for
        /// `vsnprintf` would read what was never passed.
        private static func formatted(_ value: some CVarArg, _ specifier: String) -> String {
            let conversions = specifier.filter { $0 == "%" }.count
            guard conversions == 1, let last = specifier.last,
                  (value is Double ? "fFeEgGaA" : "dixXo").contains(last) else { return specifier }
            return withVaList([value]) { arguments in
                var buffer = [CChar](repeating: 0, count: 128)
                let written = vsnprintf(&buffer, buffer.count, specifier, arguments)
                guard written >= 0 else { return specifier }
                if Int(written) >= buffer.count {
                    buffer = [CChar](repeating: 0, count: Int(written) + 1)
                    return withVaList([value]) { again in
                        _ = vsnprintf(&buffer, buffer.count, specifier, again)
                        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                    }
                }
                return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
    }
}

extension Text {
    /// A text made from a literal, its interpolations written as the key's,
    /// its Markdown read: strong, emphasis, code and links.
    public init(_ key: LocalizedStringKey) {
        self.init(markdown: key.text)
    }
}
