extension GraphicsContext {
    /// SwiftUI's `GraphicsContext.GradientOptions`: how a shading's gradient goes on past its
    /// ends, and the space its colours are mixed in.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Past its ends the gradient starts again.
        public static let `repeat` = GradientOptions(rawValue: 1 << 0)
        /// Past its ends the gradient runs back and forth.
        public static let mirror = GradientOptions(rawValue: 1 << 1)
        /// Its colours are mixed in linear light rather than in sRGB's curve.
        public static let linearColor = GradientOptions(rawValue: 1 << 2)

        /// `gradient` as the options draw it; mirror over repeat where both are asked.
        func applied(to gradient: Gradient) -> Gradient {
            var drawn = contains(.linearColor) ? gradient.mixedInLinearLight() : gradient
            drawn._spread = contains(.mirror) ? .mirror : contains(.repeat) ? .repeat : .pad
            return drawn
        }
    }
}
