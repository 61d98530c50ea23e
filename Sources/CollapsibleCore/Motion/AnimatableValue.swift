/// A value that moves on screen: what `Animator` interpolates and springs
/// move. A frame moves as one 4-vector, as SwiftUI animates a view's
/// geometry (`AnimatablePair` of origin and size).
public protocol AnimatableValue: Equatable, Sendable {
    static func + (a: Self, b: Self) -> Self
    static func - (a: Self, b: Self) -> Self
    static func * (a: Self, t: Double) -> Self
    /// The largest component's size, to tell when a spring is at rest.
    var magnitude: Double { get }
    /// Close enough to rest for the next frame to snap to the target: the
    /// distance left and the speed, in the value's own units.
    static var restingDistance: Double { get }
    static var restingSpeed: Double { get }
}

extension AnimatableValue {
    static func lerp(_ a: Self, _ b: Self, _ t: Double) -> Self { a + (b - a) * t }
}

extension Double: AnimatableValue {
    // In units of a whole move from 0 to 1: well under a pixel at 4K.
    public static var restingDistance: Double { 1e-4 }
    public static var restingSpeed: Double { 1e-3 }
}

extension Rect: AnimatableValue {
    public static func + (a: Rect, b: Rect) -> Rect {
        Rect(x: a.x + b.x, y: a.y + b.y, width: a.width + b.width, height: a.height + b.height)
    }

    public static func - (a: Rect, b: Rect) -> Rect {
        Rect(x: a.x - b.x, y: a.y - b.y, width: a.width - b.width, height: a.height - b.height)
    }

    public static func * (a: Rect, t: Double) -> Rect {
        Rect(x: a.x * t, y: a.y * t, width: a.width * t, height: a.height * t)
    }

    public var magnitude: Double { Swift.max(abs(x), abs(y), abs(width), abs(height)) }
    // Logical pixels: a twentieth of one, and half of one a second.
    public static var restingDistance: Double { 0.05 }
    public static var restingSpeed: Double { 0.5 }
}
