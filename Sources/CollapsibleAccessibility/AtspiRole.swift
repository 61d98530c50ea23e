import CollapsibleCore

/// The AT-SPI roles this toolkit gives its elements, by their number in
/// at-spi2-core's `AtspiRole`, which is what `GetRole` answers.
enum AtspiRole: UInt32 {
    case alert = 2
    case checkBox = 7
    case comboBox = 11
    case dialog = 16
    case frame = 23
    case image = 27
    case label = 29
    case menuItem = 35
    case pageTab = 37
    case pageTabList = 38
    case list = 31
    case listItem = 32
    case menu = 33
    case panel = 39
    case popupMenu = 41
    case progressBar = 42
    case passwordText = 40
    case pushButton = 43
    case radioButton = 44
    case scrollBar = 48
    case scrollPane = 49
    case slider = 51
    case spinButton = 52
    case toggleButton = 62
    case toolBar = 63
    case application = 75
    case entry = 79
    case link = 88
    case levelBar = 103

    /// As libatspi names them: clients that trust `GetRoleName` over their
    /// own table read the same words.
    var name: String {
        switch self {
        case .alert: "alert"
        case .dialog: "dialog"
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .menuItem: "menu item"
        case .menu: "menu"
        case .popupMenu: "popup menu"
        case .pageTab: "page tab"
        case .pageTabList: "page tab list"
        case .list: "list"
        case .listItem: "list item"
        case .panel: "panel"
        case .pushButton: "push button"
        case .scrollBar: "scroll bar"
        case .scrollPane: "scroll pane"
        case .slider: "slider"
        case .spinButton: "spin button"
        case .progressBar: "progress bar"
        case .levelBar: "level bar"
        case .comboBox: "combo box"
        case .checkBox: "check box"
        case .radioButton: "radio button"
        case .toggleButton: "toggle button"
        case .toolBar: "tool bar"
        case .application: "application"
        case .passwordText: "password text"
        case .entry: "entry"
        case .link: "link"
        }
    }

    /// GTK 4 maps a container to a panel, a `GtkLabel` to a label, a
    /// `GtkButton` (and an expander's title) to a push button and a
    /// `GtkSwitch` to a toggle button, a `GtkScale` to a slider, a
    /// `GtkPicture` or `GtkImage` to an image, a `GtkEntry` to an entry and
    /// a `GtkPasswordEntry` to a password text, a `GtkNotebook`'s tabs to a
    /// page tab list of page tabs, a tool bar to a tool bar, a `GtkListBox`
    /// to a list and its rows to list items, a `GtkSpinButton` to a spin
    /// button, a `GtkProgressBar` to a progress bar and a `GtkLevelBar` to
    /// a level bar, a `GtkDropDown` to a combo box, a `GtkCheckButton` to
    /// a check box and one in a group to a radio button, a `GtkLinkButton` to
    /// a link; a screen reader knows each by
    /// heart. A `GtkDialog` is a dialog, and a message dialog an alert,
    /// which Orca reads whole as it appears; a `GtkPopoverMenu` a popup
    /// menu of menu items.
    init(_ role: AccessibilityRole) {
        switch role {
        case .group: self = .panel
        case .label: self = .label
        case .toggleButton: self = .toggleButton
        case .button: self = .pushButton
        case .slider: self = .slider
        case .image: self = .image
        case .dialog: self = .dialog
        case .alert: self = .alert
        case .menu: self = .popupMenu
        case .menuItem: self = .menuItem
        case .submenu: self = .menu
        case .scrollPane: self = .scrollPane
        case .scrollBar: self = .scrollBar
        case .textField: self = .entry
        case .secureTextField: self = .passwordText
        case .toolBar: self = .toolBar
        case .pageTabList: self = .pageTabList
        case .pageTab: self = .pageTab
        case .list: self = .list
        case .listItem: self = .listItem
        case .spinButton: self = .spinButton
        case .progressBar: self = .progressBar
        case .levelBar: self = .levelBar
        case .comboBox: self = .comboBox
        case .checkBox: self = .checkBox
        case .radioButton: self = .radioButton
        case .link: self = .link
        }
    }
}
