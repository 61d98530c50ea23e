/// `Link`'s initializers on Foundation's `URL`: the core keeps its string.
extension Link {
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.init(_destination: destination.absoluteString, label: label)
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
