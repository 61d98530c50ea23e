extension GraphicsContext {
    /// What later drawings go through, each on its own.
    public struct Filter: Sendable {
        /// What a drawing goes through, the first nearest it.
        let effects: [Effect]

        init(effect: Effect) { effects = [effect] }

        init(effects: [Effect]) { self.effects = effects }

        /// A Gaussian blur whose standard deviation is `radius`, as the view's `blur(radius:)`;
        /// `opaque` divides each pixel of the result by its alpha, `dithersResult` adds a little
        /// noise to it before it is rounded.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            let blur = Effect.blur(radius: radius.isNaN ? 0 : max(radius, 0), dithers: options.contains(.dithersResult))
            return Filter(effects: options.contains(.opaque) ? [blur, .colorMatrix(.opaque)] : [blur])
        }

        /// A shadow of the drawing beneath it, as the view's `shadow(color:radius:x:y:)`, laid
        /// over what is under it by `blendMode`, where `options` say.
        public static func shadow(color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                                  y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(effect: .shadow(Shadow(color: color, radius: radius.isNaN ? 0 : max(radius, 0), offset: Point(x: x, y: y),
                                          blendMode: blendMode, options: options)))
        }

        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(effect: .colorMatrix(matrix)) }

        public static func brightness(_ amount: Double) -> Filter { colorMatrix(.brightness(amount)) }

        public static func contrast(_ amount: Double) -> Filter { colorMatrix(.contrast(amount)) }

        public static func saturation(_ amount: Double) -> Filter { colorMatrix(.saturation(amount)) }

        public static func grayscale(_ amount: Double) -> Filter { colorMatrix(.saturation(1 - amount)) }

        public static func hueRotation(_ angle: Angle) -> Filter { colorMatrix(.hueRotation(angle)) }

        public static func colorMultiply(_ color: Color) -> Filter { colorMatrix(.multiply(color)) }

        public static func colorInvert(_ amount: Double = 1) -> Filter { colorMatrix(.invert(amount)) }

        public static var luminanceToAlpha: Filter { colorMatrix(.luminanceToAlpha) }
    }
}
