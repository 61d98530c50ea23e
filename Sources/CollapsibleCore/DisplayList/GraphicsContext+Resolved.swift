extension GraphicsContext {
    /// A text set in the canvas's environment, ready to be measured and drawn.
    public struct ResolvedText {
        let styled: StyledText
        let measure: (any TextMeasuring)?

        /// The size its lines take within `size`, as a `Text` chooses it.
        public func measure(in size: CGSize) -> CGSize {
            guard let measure else { return CGSize(width: 0, height: 0) }
            return measure.size(of: styled, width: size.width.isFinite ? size.width : nil,
                                height: size.height.isFinite ? size.height : nil)
        }
    }

    /// An image as the canvas's environment draws it, with its own size.
    public struct ResolvedImage {
        let paint: ImagePaint
        public let size: CGSize

        /// Its bottom: an image sits on the baseline.
        public var baseline: CGFloat { size.height }
    }

    /// A view among the canvas's symbols, drawn at its own size from its top leading corner.
    public struct ResolvedSymbol {
        let items: [DisplayItem]
        public let size: CGSize
    }
}
