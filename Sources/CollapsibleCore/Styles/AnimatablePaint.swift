/// A paint as the animator moves it: its numbers in a row (each colour in
/// both schemes, each stop's location, then the gradient's points and
/// radii or angles) beside the kind of paint they were read from, which
/// says what they are. Two paints move into one another only where they
/// are of one kind with as many stops, as SwiftUI interpolates styles; any
/// other change of paint is shown at once.
struct AnimatablePaint: VectorArithmetic {
    /// Which case of `Paint` the numbers are, as `kind(of:)` numbers them; `none` for zero. With
    /// the numbers alone, the value is small enough to be held in place where the animator boxes it.
    private var kind: Int8
    private var values: [Double]

    private static let none: Int8 = -1

    init(_ paint: Paint) {
        kind = Self.kind(of: paint)
        values = Self.values(of: paint)
    }

    private init(kind: Int8, values: [Double]) {
        self.kind = kind
        self.values = values
    }

    static var zero: AnimatablePaint { AnimatablePaint(kind: none, values: []) }

    static func + (a: AnimatablePaint, b: AnimatablePaint) -> AnimatablePaint {
        guard a.values.count == b.values.count else { return a.values.isEmpty ? b : a }
        return AnimatablePaint(kind: a.kind == none ? b.kind : a.kind, values: zip(a.values, b.values).map(+))
    }

    static func - (a: AnimatablePaint, b: AnimatablePaint) -> AnimatablePaint {
        guard a.values.count == b.values.count else { return a.values.isEmpty ? b.scaled(by: -1) : a }
        return AnimatablePaint(kind: a.kind == none ? b.kind : a.kind, values: zip(a.values, b.values).map(-))
    }

    mutating func scale(by rhs: Double) {
        for index in values.indices { values[index] *= rhs }
    }

    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

    /// Whether `other` is a paint of the same shape, which this one can move into.
    func isSameShape(as other: any VectorArithmetic) -> Bool {
        guard let other = other as? AnimatablePaint, kind != Self.none, other.kind != Self.none else { return true }
        return kind == other.kind && values.count == other.values.count
    }

    /// The paint these numbers make.
    var paint: Paint? {
        let v = values[...]
        switch kind {
        case 0: return .color(Color(components: v))
        case 5: return .material(blurRadius: v[8], tint: Color(components: v))
        case 1...4: break
        default: return nil
        }
        let count = (values.count - 4) / 9, g = count * 9
        let gradient = Gradient(stops: (0..<count).map { Gradient.Stop(color: Color(components: v[(9 * $0)...]), location: v[9 * $0 + 8]) })
        let center = UnitPoint(x: v[g], y: v[g + 1])
        switch kind {
        case 1: return .linearGradient(gradient, startPoint: center, endPoint: UnitPoint(x: v[g + 2], y: v[g + 3]))
        case 2: return .radialGradient(gradient, center: center, startRadius: v[g + 2], endRadius: v[g + 3])
        case 3: return .ellipticalGradient(gradient, center: center, startRadiusFraction: v[g + 2], endRadiusFraction: v[g + 3])
        default: return .angularGradient(gradient, center: center, startAngle: .radians(v[g + 2]), endAngle: .radians(v[g + 3]))
        }
    }

    private static func kind(of paint: Paint) -> Int8 {
        switch paint {
        case .color: 0
        case .linearGradient: 1
        case .radialGradient: 2
        case .ellipticalGradient: 3
        case .angularGradient: 4
        case .material: 5
        }
    }

    /// A gradient's stops, each a colour's eight numbers and its location, then its two points,
    /// or its centre and two radii or angles.
    private static func values(of paint: Paint) -> [Double] {
        let stops = paint.gradient?.stops.flatMap { $0.color.components + [$0.location] } ?? []
        switch paint {
        case .color(let color): return color.components
        case .material(let radius, let tint): return tint.components + [radius]
        case .linearGradient(_, let start, let end): return stops + [start.x, start.y, end.x, end.y]
        case .radialGradient(_, let center, let start, let end): return stops + [center.x, center.y, start, end]
        case .ellipticalGradient(_, let center, let start, let end): return stops + [center.x, center.y, start, end]
        case .angularGradient(_, let center, let start, let end): return stops + [center.x, center.y, start.radians, end.radians]
        }
    }
}

extension _ResolveContext {
    /// The paint of the shape at `id` as shown now: `paint` at rest, the
    /// paint of this frame while a change of it moves.
    mutating func shownPaint(_ paint: Paint, at id: ViewID) -> Paint {
        movingAnimatable(AnimatablePaint(paint), at: id.paint)?.paint ?? paint
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
