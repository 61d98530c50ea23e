/// A label whose icon is an SF Symbol, SwiftUI's most common label: the
/// title a text, the icon the symbol, drawn in the title's font. Assistive
/// tools read the title; the icon says nothing of its own.
extension Label where Title == Text, Icon == Image {
    /// The title read as a literal is, its Markdown included.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name).decorative })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name).decorative })
    }
}
