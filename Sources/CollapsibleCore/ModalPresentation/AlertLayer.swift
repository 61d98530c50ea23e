/// An alert as iOS draws it: 270 points wide in the middle of the window
/// dimmed behind it, rounded by 14, its title in the headline font over its
/// message in the footnote font, then each button 44 points tall under a
/// hairline; a confirmation dialog is the same panel at the window's bottom,
/// inset by 8, with a Cancel button where the actions have none.
struct AlertLayer<Actions: View, Message: View>: View {
    var title: String
    var style: AlertStyle
    var dismiss: () -> Void
    var actions: Actions
    var message: Message
    @Environment(\.presentationProgress) private var progress

    var body: some View {
        ZStack(alignment: style == .alert ? .center : .bottom) {
            Backdrop(dimming: AlertLayout.dimming, tap: style == .alert ? {} : dismiss, barrier: ModalBarrier(escape: dismiss))
            VStack(spacing: 0) {
                if !title.isEmpty || Message.self != EmptyView.self {
                    VStack(spacing: 2) {
                        if !title.isEmpty { Text(title).font(.headline) }
                        message.font(.footnote)
                    }
                    .multilineTextAlignment(.center)
                    .padding(16)
                }
                VStack(spacing: 0) {
                    if Actions.self == EmptyView.self { Button("OK") {} } else { actions }
                    if style == .confirmationDialog { Button("Cancel", role: .cancel) {} }
                }
                .buttonStyle(AlertButtonStyle())
                .environment(\.presentationButtonAction, dismiss)
            }
            .frame(width: style == .alert ? AlertLayout.width : nil)
            .frame(maxWidth: style == .alert ? nil : .infinity)
            .background(RoundedRectangle(cornerRadius: AlertLayout.cornerRadius).fill(Color(uiColor: AlertLayout.background)))
            .padding(style == .alert ? 0 : AlertLayout.dialogInset)
            .opacity(progress)
        }
    }
}

/// A button of an alert: the whole width, under a hairline, in the tint;
/// a cancel button in bold, a destructive one in red.
struct AlertButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            Divider()
            configuration.label
                .font(configuration.role == .cancel ? .body.weight(.semibold) : .body)
                .foregroundColor(configuration.role == .destructive ? .red : .accentColor)
                .frame(maxWidth: .infinity, minHeight: AlertLayout.buttonHeight)
                .background(configuration.isPressed ? Color(uiColor: .systemFill) : Color.clear)
        }
    }
}

enum AlertLayout {
    static let width: Double = 270
    static let cornerRadius: Double = 14
    static let buttonHeight: Double = 44
    /// A dialog's distance from the window's edges.
    static let dialogInset: Double = 8
    /// The black over the window behind an alert.
    static let dimming = 0.2
    static let background = UIColor(Color(242, 242, 242), dark: Color(44, 44, 46))
}
