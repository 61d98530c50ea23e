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
    private var values: [KeyType: Any] = [:]
    /// Another with every value set: two environments of one version hold
    /// the same values.
    private var version: UInt64 = 0
    /// Where the view being made notes the keys it reads.
    var reads: EnvironmentReads?

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        // Most keys are set nowhere above a view: those are not cast at all.
        get {
            reads?.note(ObjectIdentifier(key))
            return values[KeyType(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue
        }
        set {
            values[KeyType(key)] = newValue
            Self.versions += 1
            version = Self.versions
        }
    }

    /// The versions given so far. The framework runs on one thread.
    nonisolated(unsafe) private static var versions: UInt64 = 0

    /// Whether this is `other` as it was set, with no value set since.
    func isSameVersion(as other: EnvironmentValues) -> Bool { version == other.version }

    /// Whether `keys` hold the same values here as in `other`.
    func holdsSame(as other: EnvironmentValues, for keys: [ObjectIdentifier]) -> Bool {
        guard version != other.version else { return true }
        return keys.allSatisfy { key in
            switch (values[KeyType(key)], other.values[KeyType(key)]) {
            case (nil, nil): true
            case (let value?, let otherValue?): ValueComparison.same(value, otherValue)
            default: false
            }
        }
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
    /// nil is the primary colour, or a foreground style that is no colour.
    public var foregroundColor: Color? {
        get {
            guard case .color(let color)? = self[ForegroundStyleKey.self]?.first else { return nil }
            return color
        }
        set { self[ForegroundStyleKey.self] = newValue.map { [.color($0)] } }
    }

    /// The levels of the foreground style set by the views around, as they
    /// paint there; nil where none is set.
    var foregroundPaints: [Paint]? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// What `tint(_:)` set; nil where nothing did.
    var tintPaint: Paint? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

/// A key's type as the key of the environment's table: its identity is
/// the address of its metadata, unique already, so that the table, which
/// every text reads for each of its styles, spreads it as `ViewID`'s are
/// rather than hashing it with SipHash at each read.
private struct KeyType: Hashable {
    let id: ObjectIdentifier

    init(_ key: Any.Type) { id = ObjectIdentifier(key) }
    init(_ id: ObjectIdentifier) { self.id = id }

    func _rawHashValue(seed: Int) -> Int { spreadHash(UInt64(UInt(bitPattern: id)), seed: seed) }
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

private struct ForegroundStyleKey: EnvironmentKey {
    static var defaultValue: [Paint]? { nil }
}

private struct TintKey: EnvironmentKey {
    static var defaultValue: Paint? { nil }
}

/// The keys of the environment that a view's body, or the walk of it, read.
final class EnvironmentReads {
    /// Noted at each read of the environment in a walk, one at a time: the
    /// runtime's check of exclusive access would cost more than the note.
    @exclusivity(unchecked) private(set) var keys: [ObjectIdentifier] = []

    func note(_ key: ObjectIdentifier) {
        guard !keys.contains(key) else { return }
        // Room for a walk's usual reads at once, where growing from empty
        // made the array again at the second, third, fifth and ninth key.
        if keys.isEmpty { keys.reserveCapacity(16) }
        keys.append(key)
    }

    func note(_ others: [ObjectIdentifier]) {
        for key in others { note(key) }
    }
}
