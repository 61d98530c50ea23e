/// SwiftUI's `UserInterfaceSizeClass`, read as `\.horizontalSizeClass` and
/// `\.verticalSizeClass`: compact along a side as short as an iPhone's,
/// regular along one as long as an iPad's. The window's size gives them:
/// a presentation adapts to them as iOS's does, a popover a sheet and a
/// form sheet an iPhone's sheet in a compact window.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular

    /// From 700 points: an iPad's in portrait, with room around a form sheet.
    static let regularLength: Double = 700

    /// The horizontal and vertical classes of a window of `size`.
    static func classes(of size: Size) -> (UserInterfaceSizeClass, UserInterfaceSizeClass) {
        (size.width >= regularLength ? .regular : .compact, size.height >= regularLength ? .regular : .compact)
    }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { nil }
}

extension EnvironmentValues {
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
