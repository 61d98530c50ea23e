import Foundation

/// `TextField(_:value:format:)`: a field of a value, shown through
/// Foundation's format style. What is typed is parsed when it is committed, by Return or
/// as the field loses the focus, as SwiftUI does: a text that parses sets
/// the value, one that does not leaves the last good value; either way the
/// field shows the value formatted again.
extension TextField where Label == Text {
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(_formatted: FormattedTextField(title: Text(title), prompt: prompt, value: value,
                                                 format: format.format, parse: { try? format.parseStrategy.parse($0) })) {
            Text(title)
        }
    }

    /// An optional value: an empty text makes it nil.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(_formatted: FormattedTextField(title: Text(title), prompt: prompt, value: value,
                                                 format: { $0.map(format.format) ?? "" },
                                                 parse: { $0.isEmpty ? .some(nil) : (try? format.parseStrategy.parse($0)).map { $0 } })) {
            Text(title)
        }
    }
}

/// The field of a formatted value: the text being typed, kept while the
/// field is edited, and otherwise the value formatted.
private struct FormattedTextField<Value>: View {
    let title: Text
    let prompt: Text?
    let value: Binding<Value>
    let format: (Value) -> String
    let parse: (String) -> Value?
    /// What is typed since the field took the focus; nil while it shows the value.
    @State private var draft: String?

    var body: some View {
        let text = Binding(get: { draft ?? format(value.wrappedValue) }, set: { draft = $0 })
        TextField(text: text, prompt: prompt) { title }._editing(changed: { editing in if !editing { commit() } }, commit: commit)
    }

    private func commit() {
        guard let typed = draft else { return }
        if let parsed = parse(typed) { value.wrappedValue = parsed }
        draft = nil
    }
}
