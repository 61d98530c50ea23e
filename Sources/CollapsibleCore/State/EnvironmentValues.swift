/// SwiftUI's `EnvironmentKey`: a value that views read from their
/// surroundings, with the default where nothing above sets it.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// SwiftUI's `EnvironmentValues`: what is in force at a place in the tree,
/// set by the host (the colour scheme, the display's scale) and by the `environment` modifiers
/// above it (`font`, `foregroundColor`, keys of one's own), read through
/// `@Environment`.
public struct EnvironmentValues: @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        // Most keys are set nowhere above a view: those are not cast at all.
        get { values[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Device pixels to a point on the screen the view is shown on.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The font of the text inside; nil is the body style.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The colour of the text and the default fill of the shapes inside;
    /// nil is the primary colour.
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
}

private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

private struct DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

private struct ForegroundColorKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}
