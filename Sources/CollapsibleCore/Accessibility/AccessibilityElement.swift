/// What an assistive tool is told a view is.
public enum AccessibilityRole: Equatable, Sendable {
    /// A view that holds others and says nothing itself: a stack, the row.
    case group
    /// Static text: a `Text`, named by its string.
    case label
    /// Something that acts when pressed: a `Button`, a view with a tap gesture.
    case button
    /// A button that is on or off: a `Toggle`.
    case toggleButton
    /// A value chosen along a track: a `Slider`.
    case slider
    /// A field the keyboard types text into: a `TextField`.
    case textField
    /// A field whose text is hidden behind bullets: a `SecureField`.
    case secureTextField
    /// A picture that says something: an `Image` that is not decorative,
    /// named by its label.
    case image
    /// A presented layer the window waits on: a sheet, a full-screen cover,
    /// a confirmation dialog; named by its title where it has one.
    case dialog
    /// An alert, named by its title; its message is a label inside.
    case alert
    /// A menu open over the window, its items inside.
    case menu
    /// A button in a menu.
    case menuItem
    /// A row of a menu that opens another menu beside it: a `Menu` in a
    /// menu, expanded while its own is open.
    case submenu
    /// A view whose content scrolls inside it: a `ScrollView`.
    case scrollPane
    /// A scroll view's bar on one axis, whose value is the offset.
    case scrollBar
    /// A row of buttons: a navigation bar, a bottom bar.
    case toolBar
    /// A `TabView`'s tab bar, which holds its tabs.
    case pageTabList
    /// One tab of a tab bar, selected or not.
    case pageTab
    /// Rows one under another: a `List`, a `Form`.
    case list
    /// A row of a list, which may be selected.
    case listItem
    /// A value stepped up and down by a pair of buttons: a `Stepper`.
    case spinButton
    /// How far a task has gone: a `ProgressView`, its value or none.
    case progressBar
    /// A level within a range, read and not set: a `Gauge`.
    case levelBar
    /// A button that opens a list to choose from, the chosen item inside:
    /// a `Picker`'s menu.
    case comboBox
    /// A box that is ticked or not: a `Toggle` of the checkbox style.
    case checkBox
    /// One of several options, checked where it is the one chosen: a
    /// segment of a segmented `Picker`, a row of an inline one.
    case radioButton
    /// Text that opens a place elsewhere when pressed: a `Link`.
    case link
}

/// One element of the view tree as assistive tools see it, at the frame its
/// motion is heading for.
public struct AccessibilityElement: Equatable, Sendable {
    public var id: ViewID
    public var role: AccessibilityRole
    /// What a screen reader says for it.
    public var label: String
    /// In window coordinates, logical pixels: where it rests, or will rest
    /// once the motion on screen ends.
    public var frame: Rect
    /// For a button that collapses and expands what it controls: whether that
    /// is expanded now; nil for any other element.
    public var expanded: Bool?
    /// For a toggle: whether it is on; nil for any other element.
    public var checked: Bool?
    /// For a page tab: whether it is the tab shown; for a row of a list
    /// that can be selected: whether it is; nil for any other element.
    public var selected: Bool?
    /// For a list: whether more than one of its rows can be selected at once.
    public var multiselectable = false
    /// For a slider: its value and range; nil for any other element.
    public var value: AccessibilityValue?
    /// A control the keyboard can focus: a `Button`, a `Toggle` or a
    /// `Slider`, not a plain tap gesture.
    public var isFocusable = false
    /// False for a control inside `disabled(true)`: still the control it
    /// is, dimmed and out of the keyboard's reach.
    public var isEnabled = true
    /// False where a scroll view's viewport cuts it away: it is not on
    /// screen, wherever its frame lies.
    public var isShowing = true
    /// The text a label made of a `Text` shows, which assistive tools read
    /// character by character; nil for any other element.
    public var text: PlacedText?
    /// For a text field with the keyboard: where its caret is in `text`.
    public var caret: Int?
    /// For a text field with the keyboard: what is selected in `text`, if anything.
    public var selection: Range<Int>?
    public var children: [AccessibilityElement]

    public init(id: ViewID, role: AccessibilityRole, label: String, frame: Rect,
                expanded: Bool? = nil, text: PlacedText? = nil, children: [AccessibilityElement] = []) {
        self.id = id
        self.role = role
        self.label = label
        self.frame = frame
        self.expanded = expanded
        self.text = text
        self.children = children
    }
}
