/// What a list reads of the views around it.
extension EnvironmentValues {
    /// The style `listStyle(_:)` set: iOS's inset grouped where none is.
    public var _listLook: _ListLook {
        get { self[ListLookKey.self] }
        set { self[ListLookKey.self] = newValue }
    }

    /// SwiftUI's `headerProminence`: how the headers of the sections inside are set.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// SwiftUI's `defaultMinListRowHeight`: the least height of a row, 44 points, as iOS's.
    public var defaultMinListRowHeight: CGFloat {
        get { self[MinimumRowHeightKey.self] }
        set { self[MinimumRowHeightKey.self] = newValue }
    }

    /// The space `listRowSpacing(_:)` set between rows; nil where rows touch.
    var listRowSpacing: Double? {
        get { self[RowSpacingKey.self] }
        set { self[RowSpacingKey.self] = newValue }
    }

    /// Whether a list draws its background, as `scrollContentBackground(_:)` set.
    var scrollContentBackground: Visibility {
        get { self[ContentBackgroundKey.self] }
        set { self[ContentBackgroundKey.self] = newValue }
    }
}

extension View {
    public func headerProminence(_ prominence: Prominence) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Prominence>> {
        environment(\.headerProminence, prominence)
    }

    /// The space between the rows of the lists inside; nil, the style's, where rows touch.
    public func listRowSpacing(_ spacing: CGFloat?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<CGFloat?>> {
        environment(\.listRowSpacing, spacing.map { $0.isFinite ? max($0, 0) : 0 })
    }

    /// `hidden` leaves out the background of the lists and forms inside, so that what is behind them shows.
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Visibility>> {
        environment(\.scrollContentBackground, visibility)
    }
}

private struct ListLookKey: EnvironmentKey {
    static var defaultValue: _ListLook { .insetGrouped }
}

private struct HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

private struct MinimumRowHeightKey: EnvironmentKey {
    static var defaultValue: CGFloat { 44 }
}

private struct RowSpacingKey: EnvironmentKey {
    static var defaultValue: Double? { nil }
}

private struct ContentBackgroundKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

private struct ListRowChosenKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
    /// What a click or Return on a selecting row does after it selects: in
    /// a collapsed split view, the next column pushed.
    var listRowChosen: (() -> Void)? {
        get { self[ListRowChosenKey.self] }
        set { self[ListRowChosenKey.self] = newValue }
    }
}
