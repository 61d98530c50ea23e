import CollapsibleCore
import Glibc

/// The blur of shadows and blurred groups. With the mask writer and a group's channels beside
/// it, it is the one piece of pixel arithmetic in the painter, written by hand because cairo has
/// no blur (its CAIRO_FILTER_GAUSSIAN "is currently unimplemented"). GTK does the same in
/// gsk/gskcairoblur.c: it blurs an A8 surface itself and hands it to cairo_mask_surface.
///
/// A Gaussian of standard deviation `sigma` device pixels, cut off at `reach`, 3 sigma: past it
/// the tail is under 0.14 % of the peak, less than half a level of an 8-bit channel, and the cut
/// keeps a moved edge from changing any pixel beyond it.
struct Gaussian: Equatable {
    let sigma, reach: Double
    let radius: Int

    /// Past a million pixels a Gaussian spreads whatever cairo can draw, 32767 pixels a side at
    /// most, below half a level everywhere: a wider one, infinity included, draws as this one.
    static let widest = 1e6

    init(sigma: Double) {
        let sigma = min(sigma, Self.widest)
        (self.sigma, reach, radius) = (sigma, 3 * sigma, Int((3 * sigma).rounded(.up)))
    }

    /// Each tap is the mass over one pixel, so that blurring coverage agrees with blurring the
    /// shape, shared out so that the taps up to `radius` make 1. Taps past `cut` are left out,
    /// and their share with them: what lies that far off adds nothing. Made only for a blur,
    /// which a separable row, the common shadow, never needs: every frame makes its Gaussians anew.
    func kernel(cut: Int) -> [Float] {
        let last = min(radius, cut)
        return (-last...last).map(tap)
    }

    /// The mass over the pixel `t` from the centre, over the mass from -radius - 0.5 to radius + 0.5.
    private func tap(_ t: Int) -> Float {
        let mass = erf((Double(radius) + 0.5) / (sigma * 2.0.squareRoot()))
        return Float((Self.phi(Double(t) + 0.5, sigma: sigma) - Self.phi(Double(t) - 0.5, sigma: sigma)) / mass)
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
            let first = Int(max((interval.lowerBound - reach).rounded(.down), Double(pixels.lowerBound)))
            for x in first..<max(first, Int(min((interval.upperBound + reach).rounded(.up), Double(pixels.upperBound)))) {
                values[x - pixels.lowerBound] += step(Double(x) + 0.5 - interval.lowerBound) - step(Double(x) + 0.5 - interval.upperBound)
            }
        }
        return values
    }

    /// Whether the blur of anything inside `source` stays under half a level everywhere: no pixel
    /// gathers more than the taps across the source's width, times those down its height. So
    /// wide a blur draws nothing, at no cost.
    func fades(_ source: DeviceRect) -> Bool {
        let centre = tap(0)
        return min(1, Float(source.width) * centre) * min(1, Float(source.height) * centre) < 0.4 / 255
    }

    /// The 2-D blur of `mask`, the pixels of `source` row by row, at the pixels of `output`, row
    /// by row: rows, then columns. Each output pixel sums the source pixels within `cut` of it, in
    /// the source's order, so that it comes out the same whatever the source and output around it.
    func blur(_ mask: [Float], over source: DeviceRect, at output: DeviceRect, cut: Int) -> [Float] {
        let kernel = kernel(cut: cut)
        let across = pass(mask, lines: source.height, from: source.x..<source.maxX, to: output.x..<output.maxX, kernel: kernel)
        return pass(across, lines: output.width, from: source.y..<source.maxY, to: output.y..<output.maxY, kernel: kernel)
    }

    /// Each of `lines` lines of `values`, which cover `from`, blurred at the positions `to`, turned
    /// a quarter: position by position, each the lines' values there, so that the columns are rows.
    ///
    /// Each source pixel that holds anything adds its share to the positions within reach, in
    /// the source's order: every sum takes its terms in the order a sum over each position's
    /// neighbours would, and the zeros it leaves out add nothing to it.
    private func pass(_ values: [Float], lines: Int, from: Range<Int>, to: Range<Int>, kernel: [Float]) -> [Float] {
        let reach = kernel.count / 2, length = from.count
        var out = [Float](repeating: 0, count: to.count * lines)
        var sums = [Float](repeating: 0, count: to.count)
        values.withUnsafeBufferPointer { values in
            kernel.withUnsafeBufferPointer { kernel in
                sums.withUnsafeMutableBufferPointer { sums in
                    out.withUnsafeMutableBufferPointer { out in
                        for line in 0..<lines {
                            let row = line &* length
                            var touched = to.upperBound..<to.upperBound
                            for i in 0..<length where values[row &+ i] != 0 {
                                let value = values[row &+ i], source = from.lowerBound &+ i
                                let first = max(source &- reach, to.lowerBound), last = min(source &+ reach &+ 1, to.upperBound)
                                guard first < last else { continue }
                                for position in first..<last {
                                    sums[position &- to.lowerBound] += value * kernel[source &- position &+ reach]
                                }
                                touched = touched.isEmpty ? first..<last : min(touched.lowerBound, first)..<max(touched.upperBound, last)
                            }
                            for position in touched {
                                out[(position &- to.lowerBound) &* lines &+ line] = sums[position &- to.lowerBound]
                                sums[position &- to.lowerBound] = 0
                            }
                        }
                    }
                }
            }
        }
        return out
    }
}

extension DeviceList {
    /// The farthest a blur carries a pixel: across the window and no farther, so that a radius
    /// of any size costs no more than a blur the size of the window. Every blur of the frame is
    /// cut there, whatever part of it is drawn, so that a part comes out as in the whole frame.
    var farthestBlur: Int { max(width, height) }
}
