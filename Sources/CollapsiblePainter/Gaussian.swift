import Glibc

/// The shadow's blur. With the mask writer beside it, it is the one piece of pixel arithmetic
/// in the painter, written by hand because cairo has no blur (its CAIRO_FILTER_GAUSSIAN "is
/// currently unimplemented"). GTK does the same in gsk/gskcairoblur.c: it blurs an A8 surface
/// itself and hands it to cairo_mask_surface.
///
/// A Gaussian of standard deviation `sigma` device pixels, cut off at `reach`, 3 sigma: past it
/// the tail is under 0.14 % of the peak, less than half a level of an 8-bit channel, and the cut
/// keeps a moved edge from changing any pixel beyond it.
struct Gaussian: Equatable {
    let sigma, reach: Double
    let radius: Int

    init(sigma: Double) {
        (self.sigma, reach, radius) = (sigma, 3 * sigma, Int((3 * sigma).rounded(.up)))
    }

    /// Each tap is the mass over one pixel, so that blurring coverage agrees with blurring the
    /// shape. Made only for a blur, which a separable row, the common shadow, never needs:
    /// every frame makes its Gaussians anew.
    var kernel: [Float] {
        let taps = (-radius...radius).map { Self.phi(Double($0) + 0.5, sigma: sigma) - Self.phi(Double($0) - 0.5, sigma: sigma) }
        let total = taps.reduce(0, +)
        return taps.map { Float($0 / total) }
    }

    /// The normal distribution's cumulative function at d / sigma.
    static func phi(_ d: Double, sigma: Double) -> Double {
        0.5 * erfc(-d / (sigma * 2.0.squareRoot()))
    }

    /// The blur of the union of disjoint, sorted intervals at the centres of `pixels`: each
    /// interval's two blurred steps, exact integrals of the Gaussian.
    func blurredCoverage(of intervals: [ClosedRange<Double>], pixels: Range<Int>) -> [Float] {
        func step(_ d: Double) -> Float { d <= -reach ? 0 : d >= reach ? 1 : Float(Self.phi(d, sigma: sigma)) }
        var values = [Float](repeating: 0, count: pixels.count)
        for interval in intervals {
            let first = max(Int((interval.lowerBound - reach).rounded(.down)), pixels.lowerBound)
            for x in first..<max(first, min(Int((interval.upperBound + reach).rounded(.up)), pixels.upperBound)) {
                values[x - pixels.lowerBound] += step(Double(x) + 0.5 - interval.lowerBound) - step(Double(x) + 0.5 - interval.upperBound)
            }
        }
        return values
    }

    /// The 2-D blur of a `width` x `height` mask, `radius` larger on every side: rows, then columns.
    func blur(_ mask: [Float], width: Int, height: Int) -> [Float] {
        let kernel = kernel
        return blurRows(blurRows(mask, width: width, height: height, kernel: kernel), width: height, height: width + 2 * radius, kernel: kernel)
    }

    /// Each row blurred, `radius` longer at both ends, turned a quarter so that its columns are the rows.
    private func blurRows(_ mask: [Float], width: Int, height: Int, kernel: [Float]) -> [Float] {
        var out = [Float](repeating: 0, count: (width + 2 * radius) * height)
        out.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                for x in 0..<width where mask[y &* width &+ x] != 0 {
                    for (t, weight) in kernel.enumerated() { out[(x &+ t) &* height &+ y] += mask[y &* width &+ x] * weight }
                }
            }
        }
        return out
    }
}
