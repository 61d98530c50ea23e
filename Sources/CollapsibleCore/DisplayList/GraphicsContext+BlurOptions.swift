extension GraphicsContext {
    /// SwiftUI's `GraphicsContext.BlurOptions`.
    public struct BlurOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The result made opaque, each pixel divided by its alpha: for a drawing that is opaque
        /// itself, whose blur would fade at its edges.
        public static let opaque = BlurOptions(rawValue: 1 << 0)
        /// An ordered noise of less than half a level added to each pixel of the result before it
        /// is rounded to 8 bits: a smooth blur shows no bands of one level, and keeps its mean.
        public static let dithersResult = BlurOptions(rawValue: 1 << 1)
    }
}
