extension GraphicsContext {
    /// SwiftUI's `GraphicsContext.ShadowOptions`: where a shadow filter draws its shadow, and of what.
    public struct ShadowOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The shadow over the drawing rather than beneath it.
        public static let shadowAbove = ShadowOptions(rawValue: 1 << 0)
        /// The shadow alone, without the drawing.
        public static let shadowOnly = ShadowOptions(rawValue: 1 << 1)
        /// The shadow of what the drawing leaves clear: with `shadowAbove` and `sourceAtop`, a
        /// shadow inside the drawing's edges.
        public static let invertsAlpha = ShadowOptions(rawValue: 1 << 2)
        /// The drawing and its shadow each composited into the layer on its own, at the context's
        /// opacity and by its blend mode, with no transparency layer holding the two as one.
        public static let disablesGroup = ShadowOptions(rawValue: 1 << 3)
    }
}
