/// SwiftUI's `Tab` of iOS 18: a tab of a `TabView`, its title and symbol
/// in the tab bar, and the value that selects it.
public struct Tab<Value: Hashable, Content: View>: View {
    private let title: Text
    private let systemImage: String
    private let value: Value?
    private let content: Content

    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = Text(titleKey)
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    public var body: some View {
        let labelled = content.tabItem { Label { title } icon: { Image(systemName: systemImage).decorative } }
        if let value {
            labelled.tag(value)
        } else {
            labelled
        }
    }
}

extension Tab where Value == Int {
    /// A tab selected by its place among the tabs.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.systemImage = systemImage
        value = nil
        self.content = content()
    }
}
