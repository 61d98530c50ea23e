extension Size {
    /// The size in device pixels at `scale`, rounded up so that all of it
    /// fits; a product off a whole number by rounding noise alone is that
    /// whole number.
    public func pixels(scale: Double) -> (width: Int, height: Int) {
        func pixels(_ length: Double) -> Int {
            let scaled = length * scale
            let whole = scaled.rounded()
            return Int(abs(scaled - whole) < 1e-9 ? whole : scaled.rounded(.up))
        }
        return (pixels(width), pixels(height))
    }
}
