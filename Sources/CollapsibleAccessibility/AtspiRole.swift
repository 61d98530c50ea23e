import CollapsibleCore

/// The AT-SPI roles this toolkit gives its elements, by their number in
/// at-spi2-core's `AtspiRole`, which is what `GetRole` answers.
enum AtspiRole: UInt32 {
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case panel = 39
    case pushButton = 43
    case slider = 51
    case toggleButton = 62
    case application = 75

    /// As libatspi names them: clients that trust `GetRoleName` over their
    /// own table read the same words.
    var name: String {
        switch self {
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .panel: "panel"
        case .pushButton: "push button"
        case .slider: "slider"
        case .toggleButton: "toggle button"
        case .application: "application"
        }
    }

    /// GTK 4 maps a container to a panel, a `GtkLabel` to a label, a
    /// `GtkButton` (and an expander's title) to a push button and a
    /// `GtkSwitch` to a toggle button, a `GtkScale` to a slider, a
    /// `GtkPicture` or `GtkImage` to an image, a `GtkListBox` to a list
    /// and its rows to list items; a screen reader knows each by heart.
    init(_ role: AccessibilityRole) {
        switch role {
        case .group: self = .panel
        case .label: self = .label
        case .toggleButton: self = .toggleButton
        case .button: self = .pushButton
        case .slider: self = .slider
        case .image: self = .image
        case .list: self = .list
        case .listItem: self = .listItem
        }
    }
}
