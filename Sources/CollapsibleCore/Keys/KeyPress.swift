/// SwiftUI's `KeyPress`: a key going down, repeating or coming up, as the
/// focused view and the views around it hear it through `onKeyPress`.
public struct KeyPress: Equatable, Sendable {
    public var phase: Phases
    public var key: KeyEquivalent
    /// What the key types with the modifiers held.
    public var characters: String
    public var modifiers: EventModifiers

    public init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }

    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// Whether a handler took the key, or leaves it to the views around.
    public enum Result: Sendable {
        case handled
        case ignored
    }
}
