extension Collapsible {
    /// The smallest size that shows the whole view in either state, as
    /// SwiftUI measures a view's minimum: laid out for a proposal of zero,
    /// the flexible items shrink to nothing and what remains is the padding,
    /// the collapsed strips (or the expanded spacing) and the items' fixed
    /// heights. A window on macOS cannot be made smaller than this.
    public var minimumSize: Size {
        let bands = [false, true].map { layout(in: Size(width: 0, height: 0), expanded: $0).band }
        return Size(width: bands.map(\.width).max() ?? 0, height: bands.map(\.height).max() ?? 0)
    }

    /// The minimum in device pixels at `scale`, rounded up so that all of
    /// the view fits; a product off a whole number by rounding noise alone
    /// is that whole number.
    public func minimumPixels(scale: Double) -> (width: Int, height: Int) {
        func pixels(_ length: Double) -> Int {
            let scaled = length * scale
            let whole = scaled.rounded()
            return Int(abs(scaled - whole) < 1e-9 ? whole : scaled.rounded(.up))
        }
        let minimum = minimumSize
        return (pixels(minimum.width), pixels(minimum.height))
    }
}
