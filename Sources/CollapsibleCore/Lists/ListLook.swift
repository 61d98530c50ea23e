/// The looks iOS 17 gives a list, and the figures it draws each by: the
/// margin and corners of a section's card, the backgrounds, the space
/// between sections and the type of the headers (see `ListSectionChrome`).
public enum _ListLook: Hashable, Sendable {
    case plain, inset, insetGrouped, grouped, sidebar

    /// How far a section's card is set in from each side of the list.
    var margin: Double {
        switch self {
        case .plain, .grouped: 0
        case .inset, .insetGrouped, .sidebar: 20
        }
    }

    /// The radius of a card's corners.
    var cornerRadius: Double { margin == 0 ? 0 : 10 }

    /// Whether sections stand apart on the grouped background.
    var isGrouped: Bool {
        switch self {
        case .plain, .inset: false
        case .insetGrouped, .grouped, .sidebar: true
        }
    }

    /// Behind the whole list.
    var background: UIColor { isGrouped ? .systemGroupedBackground : .systemBackground }

    /// Behind each row, where `listRowBackground` sets none.
    var rowBackground: UIColor { isGrouped ? .secondarySystemGroupedBackground : .systemBackground }

    /// The space above a section with no header, and below the last.
    var sectionSpacing: Double { isGrouped ? 35 : 0 }

    /// Whether headers are set as titles, not as small capitals.
    var prominentHeaders: Bool { self == .plain || self == .sidebar }
}
