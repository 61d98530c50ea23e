extension GraphicsContext {
    /// SwiftUI's `GraphicsContext.BlurOptions`.
    public struct BlurOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The result made opaque, each pixel divided by its alpha: for a drawing that is opaque
        /// itself, whose blur would fade at its edges.
        public static let opaque = BlurOptions(rawValue: 1 << 0)
        /// Taken, and changes nothing: the blur's sums are rounded to the nearest level once, at
        /// the end, which leaves no banding for a dither to hide.
        public static let dithersResult = BlurOptions(rawValue: 1 << 1)
    }
}
