/// The value of a control that holds a number in a range, as assistive
/// tools read and set it: AT-SPI's Value interface, VoiceOver's
/// adjustable trait.
public struct AccessibilityValue: Equatable, Sendable {
    public var current: Double
    public var minimum: Double
    public var maximum: Double
    /// What one step of the keyboard or of a screen reader moves it by.
    public var increment: Double
    /// What a screen reader says of it: its place in the range, as
    /// VoiceOver reads a slider's.
    public var description: String

    public init(current: Double, minimum: Double, maximum: Double, increment: Double, description: String) {
        self.current = current
        self.minimum = minimum
        self.maximum = maximum
        self.increment = increment
        self.description = description
    }
}
