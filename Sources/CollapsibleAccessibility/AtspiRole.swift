import CollapsibleCore

/// The AT-SPI roles this toolkit gives its elements, by their number in
/// at-spi2-core's `AtspiRole`, which is what `GetRole` answers.
enum AtspiRole: UInt32 {
    case frame = 23
    case label = 29
    case panel = 39
    case pushButton = 43
    case application = 75

    /// As libatspi names them: clients that trust `GetRoleName` over their
    /// own table read the same words.
    var name: String {
        switch self {
        case .frame: "frame"
        case .label: "label"
        case .panel: "panel"
        case .pushButton: "push button"
        case .application: "application"
        }
    }

    /// GTK 4 maps a container to a panel, a `GtkLabel` to a label and a
    /// `GtkButton` (and an expander's title) to a push button; a screen
    /// reader knows each of those by heart.
    init(_ role: AccessibilityRole) {
        switch role {
        case .group: self = .panel
        case .label: self = .label
        case .button: self = .pushButton
        }
    }
}
