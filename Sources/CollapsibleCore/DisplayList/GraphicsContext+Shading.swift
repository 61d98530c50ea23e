extension GraphicsContext {
    /// What a path is filled or stroked with: a colour, a style, or a
    /// gradient whose points are in the context's coordinates.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case style(any ShapeStyle)
            case foreground
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
        }

        let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .style(color)) }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// A style as the canvas's environment makes it, a gradient's unit
        /// points over the whole canvas.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }

        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(options.applied(to: gradient), start: startPoint, end: endPoint))
        }

        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(options.applied(to: gradient), center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// Round `center`, a whole turn clockwise from `angle`: a turn has no ends to repeat past,
        /// so only `linearColor` changes it.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(options.applied(to: gradient), center: center, angle: angle))
        }

        /// The paint over `frame`, the canvas's, for a path drawn through
        /// `transform`: points in the context's coordinates become fractions
        /// of the frame, as the display list's gradients have them.
        func paint(over frame: Rect, through transform: CGAffineTransform, in environment: EnvironmentValues) -> Paint {
            func unit(_ point: CGPoint) -> UnitPoint {
                let placed = point.applying(transform)
                return UnitPoint(x: frame.width > 0 ? (placed.x - frame.minX) / frame.width : 0,
                                 y: frame.height > 0 ? (placed.y - frame.minY) / frame.height : 0)
            }
            // A radius scales with the transform's area.
            let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
            switch kind {
            case .style(let style): return style._paint(in: environment)
            case .foreground: return environment.foregroundPaint(level: 0)
            case .linear(let gradient, let start, let end):
                return .linearGradient(gradient, startPoint: unit(start), endPoint: unit(end))
            case .radial(let gradient, let center, let startRadius, let endRadius):
                return .radialGradient(gradient, center: unit(center), startRadius: startRadius * scale, endRadius: endRadius * scale)
            case .conic(let gradient, let center, let angle):
                let turned = angle.radians + atan2(transform.b, transform.a)
                return .angularGradient(gradient, center: unit(center), startAngle: Angle(radians: turned),
                                        endAngle: Angle(radians: turned + 2 * .pi))
            }
        }
    }
}
