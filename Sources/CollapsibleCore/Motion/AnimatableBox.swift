/// Any `Animatable` type's data as one kind of value, so that one animator
/// type moves them all, whatever their type.
struct AnimatableBox: AnimatableValue, @unchecked Sendable {
    let value: any VectorArithmetic

    init(_ value: any VectorArithmetic) { self.value = value }

    static func == (a: AnimatableBox, b: AnimatableBox) -> Bool { a.value.isEqual(to: b.value) }

    static func + (a: AnimatableBox, b: AnimatableBox) -> AnimatableBox { AnimatableBox(a.value.adding(b.value)) }

    static func - (a: AnimatableBox, b: AnimatableBox) -> AnimatableBox { AnimatableBox(a.value.subtracting(b.value)) }

    static func * (a: AnimatableBox, t: Double) -> AnimatableBox { AnimatableBox(a.value.scaled(by: t)) }

    var magnitude: Double { value.magnitudeSquared.squareRoot() }

    /// Whether `other` holds data of the same type, which can be moved
    /// between. A paint's type alone does not say: only paints of one
    /// shape move into one another. Its type is compared first, which
    /// spares the data of every other type a cast that fails.
    func isSameKind(as other: AnimatableBox) -> Bool {
        guard type(of: value) == type(of: other.value) else { return false }
        guard type(of: value) == AnimatablePaint.self, let paint = value as? AnimatablePaint else { return true }
        return paint.isSameShape(as: other.value)
    }

    // Data is in the units of its type: points, radians, fractions of one.
    static var restingDistance: Double { 1e-3 }
    static var restingSpeed: Double { 1e-2 }
}

private extension VectorArithmetic {
    // The other's type opened and compared as a type: no cast, which
    // asks the runtime for an optional's type each time.
    func isEqual(to other: any VectorArithmetic) -> Bool { other.isEqual(toValue: self) }

    func isEqual<Other: VectorArithmetic>(toValue other: Other) -> Bool {
        guard Other.self == Self.self else { return false }
        // A pair of numbers, an offset's or a scale's, compared as two
        // numbers: its generic `==` asks the runtime for the pair's
        // metadata at every comparison, as every target of a frame is.
        if Self.self == AnimatablePair<Double, Double>.self {
            let (a, b) = (unsafeBitCast(self, to: AnimatablePair<Double, Double>.self), unsafeBitCast(other, to: AnimatablePair<Double, Double>.self))
            return a.first == b.first && a.second == b.second
        }
        return unsafeBitCast(other, to: Self.self) == self
    }
    func adding(_ other: any VectorArithmetic) -> any VectorArithmetic { self + ((other as? Self) ?? .zero) }
    func subtracting(_ other: any VectorArithmetic) -> any VectorArithmetic { self - ((other as? Self) ?? .zero) }
}
