/// SwiftUI's `Menu`: a button, its label, that opens a menu of its content
/// (buttons, dividers, sections, other menus) as iOS's, a rounded panel of
/// rows under it; a row's button runs its action and closes the menu. A
/// `Menu` inside a menu is a row that opens its own beside it (`SubmenuItem`).
/// Arrows move among the rows, Return runs one, Escape and a click outside
/// close it. With a `primaryAction`, a click runs that action instead, as
/// on iOS, where a long press opens the menu; here the secondary button and
/// the Menu key open it.
public struct Menu<Label: View, Content: View>: View {
    @State private var isOpen = false
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    @Environment(\.isInMenu) private var isInMenu

    public var body: some View {
        if isInMenu {
            SubmenuItem(isOpen: $isOpen, label: label, content: content)
        } else {
            Button { if let primaryAction { primaryAction() } else { isOpen = true } } label: { label }
                .contextMenu(isOpen: $isOpen) { content }
        }
    }
}

extension Menu where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
