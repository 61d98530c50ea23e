/// SwiftUI's `TextInputAutocapitalization`: which letters the on-screen
/// keyboard shifts by itself. A desktop keyboard shifts none, as on a Mac:
/// `textInputAutocapitalization(_:)` is accepted and changes nothing.
public struct TextInputAutocapitalization: Sendable {
    private enum Kind { case never, words, sentences, characters }
    private let kind: Kind

    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(kind: .never) }
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(kind: .words) }
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(kind: .sentences) }
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(kind: .characters) }
}
