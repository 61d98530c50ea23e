extension Double {
    /// SwiftUI's `roundToNearestOrUp(toMultipleOf:)`: the nearest multiple
    /// of `m`, a value halfway between two going to the greater, so that an
    /// edge halfway between two pixels goes the same way wherever it lies.
    func roundedToNearestOrUp(toMultipleOf m: Double) -> Double {
        (self + m / 2).rounded(.down, toMultipleOf: m)
    }

    /// SwiftUI's `round(_:toMultipleOf:)`.
    func rounded(_ rule: FloatingPointRoundingRule, toMultipleOf m: Double) -> Double {
        (self / m).rounded(rule) * m
    }
}

extension Rect {
    /// SwiftUI's `roundCoordinatesToNearestOrUp(toMultipleOf:)`, which puts a
    /// view's frame on the pixel grid: the origin and the far corner each go
    /// to the nearest multiple of `m`, and the size is what lies between
    /// them. Two views that share an edge share it rounded too, and a width
    /// is one pixel more or less where its edges round apart. A length that
    /// is no pixel's (no scale, or none that is finite) leaves it as it is.
    func roundedCoordinatesToNearestOrUp(toMultipleOf m: Double) -> Rect {
        guard m > 0, m.isFinite, !isNull else { return self }
        let frame = standardized
        let x = frame.minX.roundedToNearestOrUp(toMultipleOf: m), y = frame.minY.roundedToNearestOrUp(toMultipleOf: m)
        let maxX = frame.maxX.roundedToNearestOrUp(toMultipleOf: m), maxY = frame.maxY.roundedToNearestOrUp(toMultipleOf: m)
        // The size is rounded again, as SwiftUI's is: where a pixel is no
        // power of two of a point, the subtraction leaves a hair off the grid.
        return Rect(x: x, y: y, width: (maxX - x).rounded(.toNearestOrAwayFromZero, toMultipleOf: m),
                    height: (maxY - y).rounded(.toNearestOrAwayFromZero, toMultipleOf: m))
    }
}
