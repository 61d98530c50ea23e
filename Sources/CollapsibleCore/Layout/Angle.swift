/// SwiftUI's `Angle`, kept in radians and read in either unit; the
/// arithmetic and order are those SwiftUI gives it as an animatable vector.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double

    public var degrees: Double {
        get { radians * (180 / .pi) }
        set { radians = newValue * (.pi / 180) }
    }

    public init() { self.init(radians: 0) }

    public init(radians: Double) { self.radians = radians }

    public init(degrees: Double) { self.init(radians: degrees * (.pi / 180)) }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    public static var zero: Angle { Angle() }

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }

    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }

    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }

    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }

    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}
