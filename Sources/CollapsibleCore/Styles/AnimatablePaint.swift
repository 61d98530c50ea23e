/// A paint as the animator moves it: its numbers in a row (each colour in
/// both schemes, each stop's location, then the gradient's points and
/// radii or angles) beside the paint they were read from, which says what
/// they are. Two paints move into one another only where they are of one
/// kind with as many stops, as SwiftUI interpolates styles; any other
/// change of paint is shown at once.
struct AnimatablePaint: VectorArithmetic, ShapedVector {
    /// What the numbers are; nil for zero, which has none.
    private var shape: Paint?
    private var values: [Double]

    init(_ paint: Paint) {
        shape = paint
        values = Self.values(of: paint)
    }

    private init(shape: Paint?, values: [Double]) {
        self.shape = shape
        self.values = values
    }

    static var zero: AnimatablePaint { AnimatablePaint(shape: nil, values: []) }

    static func + (a: AnimatablePaint, b: AnimatablePaint) -> AnimatablePaint {
        guard a.values.count == b.values.count else { return a.values.isEmpty ? b : a }
        return AnimatablePaint(shape: a.shape ?? b.shape, values: zip(a.values, b.values).map(+))
    }

    static func - (a: AnimatablePaint, b: AnimatablePaint) -> AnimatablePaint {
        guard a.values.count == b.values.count else { return a.values.isEmpty ? b.scaled(by: -1) : a }
        return AnimatablePaint(shape: a.shape ?? b.shape, values: zip(a.values, b.values).map(-))
    }

    mutating func scale(by rhs: Double) {
        for index in values.indices { values[index] *= rhs }
    }

    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

    func isSameShape(as other: any VectorArithmetic) -> Bool {
        guard let other = other as? AnimatablePaint, let shape, let otherShape = other.shape else { return true }
        return Self.kind(of: shape) == Self.kind(of: otherShape) && values.count == other.values.count
    }

    /// The paint these numbers make.
    var paint: Paint? {
        guard let shape else { return nil }
        let v = values[...]
        guard case .color = shape else {
            let count = shape.gradient?.stops.count ?? 0, g = count * 9
            let stops = (0..<count).map { Gradient.Stop(color: Color(components: v[(9 * $0)...]), location: v[9 * $0 + 8]) }
            let gradient = Gradient(stops: stops)
            switch shape {
            case .color: return shape
            case .linearGradient:
                return .linearGradient(gradient, startPoint: UnitPoint(x: v[g], y: v[g + 1]), endPoint: UnitPoint(x: v[g + 2], y: v[g + 3]))
            case .radialGradient:
                return .radialGradient(gradient, center: UnitPoint(x: v[g], y: v[g + 1]), startRadius: v[g + 2], endRadius: v[g + 3])
            case .ellipticalGradient:
                return .ellipticalGradient(gradient, center: UnitPoint(x: v[g], y: v[g + 1]), startRadiusFraction: v[g + 2],
                                           endRadiusFraction: v[g + 3])
            case .angularGradient:
                return .angularGradient(gradient, center: UnitPoint(x: v[g], y: v[g + 1]), startAngle: .radians(v[g + 2]),
                                        endAngle: .radians(v[g + 3]))
            }
        }
        return .color(Color(components: v))
    }

    private static func kind(of paint: Paint) -> Int {
        switch paint {
        case .color: 0
        case .linearGradient: 1
        case .radialGradient: 2
        case .ellipticalGradient: 3
        case .angularGradient: 4
        }
    }

    private static func values(of paint: Paint) -> [Double] {
        let stops = paint.gradient?.stops.flatMap { $0.color.components + [$0.location] } ?? []
        switch paint {
        case .color(let color): return color.components
        case .linearGradient(_, let start, let end): return stops + [start.x, start.y, end.x, end.y]
        case .radialGradient(_, let center, let start, let end): return stops + [center.x, center.y, start, end]
        case .ellipticalGradient(_, let center, let start, let end): return stops + [center.x, center.y, start, end]
        case .angularGradient(_, let center, let start, let end): return stops + [center.x, center.y, start.radians, end.radians]
        }
    }
}

/// Animatable data whose values can be of different shapes in one type:
/// only two of the same shape move into one another.
protocol ShapedVector {
    func isSameShape(as other: any VectorArithmetic) -> Bool
}

extension _ResolveContext {
    /// The paint of the shape at `id` as shown now: `paint` at rest, the
    /// paint of this frame while a change of it moves.
    mutating func shownPaint(_ paint: Paint, at id: ViewID) -> Paint {
        animatable(AnimatablePaint(paint), at: id.paint).paint ?? paint
    }

    /// `style` as drawn: a dash pattern Core Graphics refuses draws a solid
    /// line, as SwiftUI's does, with a line that says why.
    func drawn(_ style: StrokeStyle) -> StrokeStyle {
        guard !style.dash.isEmpty, style.isSolid else { return style }
        warnOnce(about: style.dash.map(\.description).joined(separator: ","),
                 "StrokeStyle(dash: \(style.dash)): a dash pattern needs lengths that are finite, not negative and not all zero; the line is drawn solid")
        var solid = style
        solid.dash = []
        return solid
    }
}
