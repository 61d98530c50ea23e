/// SwiftUI's `ProjectionTransform`, what a `GeometryEffect` gives: a 3 x 3
/// matrix on the row vector (x, y, 1), of which an affine transform fills
/// the first two columns and a projection the third.
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: Double = 1, m12: Double = 0, m13: Double = 0
    public var m21: Double = 0, m22: Double = 1, m23: Double = 0
    public var m31: Double = 0, m32: Double = 0, m33: Double = 1

    /// The identity, which SwiftUI names no other way.
    public init() {}

    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var m = ProjectionTransform()
        (m.m11, m.m12, m.m13) = row(m11, m12, m13, times: rhs)
        (m.m21, m.m22, m.m23) = row(m21, m22, m23, times: rhs)
        (m.m31, m.m32, m.m33) = row(m31, m32, m33, times: rhs)
        return m
    }

    private func row(_ x: Double, _ y: Double, _ z: Double, times m: ProjectionTransform) -> (Double, Double, Double) {
        (x * m.m11 + y * m.m21 + z * m.m31, x * m.m12 + y * m.m22 + z * m.m32, x * m.m13 + y * m.m23 + z * m.m33)
    }

    /// Makes this the transform that undoes it; false, and no change, when
    /// it flattens the plane and none does.
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m23 * m31 - m21 * m33, c13 = m21 * m32 - m22 * m31
        let determinant = m11 * c11 + m12 * c12 + m13 * c13
        guard determinant != 0 else { return false }
        self = ProjectionTransform(
            m11: c11, m12: m13 * m32 - m12 * m33, m13: m12 * m23 - m13 * m22,
            m21: c12, m22: m11 * m33 - m13 * m31, m23: m13 * m21 - m11 * m23,
            m31: c13, m32: m12 * m31 - m11 * m32, m33: m11 * m22 - m12 * m21,
            scaledBy: 1 / determinant)
        return true
    }

    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    private init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                 m31: Double, m32: Double, m33: Double, scaledBy s: Double) {
        (self.m11, self.m12, self.m13) = (m11 * s, m12 * s, m13 * s)
        (self.m21, self.m22, self.m23) = (m21 * s, m22 * s, m23 * s)
        (self.m31, self.m32, self.m33) = (m31 * s, m32 * s, m33 * s)
    }
}

extension Point {
    /// Projected: divided by the w the third column gives.
    public func applying(_ m: ProjectionTransform) -> Point {
        let w = m.m13 * x + m.m23 * y + m.m33
        return Point(x: (m.m11 * x + m.m21 * y + m.m31) / w, y: (m.m12 * x + m.m22 * y + m.m32) / w)
    }
}
