/// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: the view turned
/// about an axis through `anchor` (and `anchorZ` towards the eye), and seen
/// from a distance of the larger of its sides over `perspective`, as Core
/// Animation's m34 of -1 over that distance has it. Its angle moves with a
/// change's animation.
public struct _Rotation3DEffect: GeometryEffect {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    public var animatableData: Double {
        get { angle.radians }
        set { angle = Angle(radians: newValue) }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        let pivot = (x: anchor.x * size.width, y: anchor.y * size.height, z: anchorZ)
        let distance = max(size.width, size.height) / perspective
        // Row vectors, as Core Animation's: to the pivot, turned, seen in
        // perspective, and back.
        let turned = Transform3D.translation(-pivot.x, -pivot.y, -pivot.z)
            .then(.rotation(angle.radians, axis: axis))
            .then(distance.isFinite && distance != 0 ? .perspective(distance) : .identity)
            .then(.translation(pivot.x, pivot.y, pivot.z))
        return turned.flattened
    }
}

extension View {
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> ModifiedContent<Self, _Rotation3DEffect> {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}

/// A 4 x 4 transform of row vectors (x, y, z, 1), as Core Animation's.
struct Transform3D {
    var m: [[Double]]

    static let identity = Transform3D(m: (0..<4).map { row in (0..<4).map { row == $0 ? 1 : 0 } })

    static func translation(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        var t = identity
        t.m[3] = [x, y, z, 1]
        return t
    }

    /// By `angle` about `axis`, clockwise on the screen about z, as a 2D rotation is.
    static func rotation(_ angle: Double, axis: (x: Double, y: Double, z: Double)) -> Transform3D {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return identity }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(angle), s = sin(angle), k = 1 - c
        var t = identity
        t.m[0] = [c + x * x * k, x * y * k + z * s, x * z * k - y * s, 0]
        t.m[1] = [x * y * k - z * s, c + y * y * k, y * z * k + x * s, 0]
        t.m[2] = [x * z * k + y * s, y * z * k - x * s, c + z * z * k, 0]
        return t
    }

    /// The eye `distance` from the plane: what comes nearer grows.
    static func perspective(_ distance: Double) -> Transform3D {
        var t = identity
        t.m[2][3] = -1 / distance
        return t
    }

    /// This transform, then `next`.
    func then(_ next: Transform3D) -> Transform3D {
        Transform3D(m: (0..<4).map { row in (0..<4).map { column in (0..<4).reduce(0) { $0 + m[row][$1] * next.m[$1][column] } } })
    }

    /// What it does to the plane z = 0, as a projection of the plane.
    var flattened: ProjectionTransform {
        var p = ProjectionTransform()
        (p.m11, p.m12, p.m13) = (m[0][0], m[0][1], m[0][3])
        (p.m21, p.m22, p.m23) = (m[1][0], m[1][1], m[1][3])
        (p.m31, p.m32, p.m33) = (m[3][0], m[3][1], m[3][3])
        return p
    }
}
