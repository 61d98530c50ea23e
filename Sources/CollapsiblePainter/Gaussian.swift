import CollapsibleCore
import Glibc

/// The blur of shadows and blurred groups. With its passes (`BlurPass`, `PixelBlur`) and the
/// mask writer, it is the one place the painter computes pixels itself, written by hand because
/// cairo has no blur (its CAIRO_FILTER_GAUSSIAN "is currently unimplemented"). GTK does the same
/// in gsk/gskcairoblur.c: it blurs an A8 surface itself and hands it to cairo_mask_surface.
///
/// A Gaussian of standard deviation `sigma` device pixels. A separable row's profiles are its
/// exact integrals, cut off at `reach`, 3 sigma: past it the tail is under 0.14 % of the peak,
/// less than half a level of an 8-bit channel, and the cut keeps a moved edge from changing any
/// pixel beyond it. Anything else is blurred by the passes that stand for it (`BlurPass`), the
/// same work for a pixel at any radius.
struct Gaussian: Equatable {
    let sigma, reach: Double
    /// The farthest it carries a pixel: 3 sigma, or as far as its passes reach where that is farther.
    let radius: Int

    /// Past a million pixels a Gaussian spreads whatever cairo can draw, 32767 pixels a side at
    /// most, below half a level everywhere: a wider one, infinity included, draws as this one.
    static let widest = 1e6

    init(sigma: Double) {
        let sigma = min(sigma, Self.widest)
        (self.sigma, reach) = (sigma, 3 * sigma)
        radius = max(Int((3 * sigma).rounded(.up)), BlurPass.reach(sigma: sigma))
    }

    /// The passes that stand for it in a blur, made only when one asks: a separable row, the
    /// common shadow, never does, and every frame makes its Gaussians anew.
    var passes: [BlurPass] { BlurPass.passes(sigma: sigma) }

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
    /// gathers more than the Gaussian's mass over a pixel at its centre times the source's width,
    /// times the same down its height. So wide a blur draws nothing, at no cost.
    func fades(_ source: DeviceRect) -> Bool {
        let centre = Float(erf(0.5 / (sigma * 2.0.squareRoot())))
        return min(1, Float(source.width) * centre) * min(1, Float(source.height) * centre) < 0.4 / 255
    }

    /// The 2-D blur of `kind` of pixels of `source`, its row y at `input` + y `inputStride`, into
    /// the pixels of `output`, its row y at `result` + y `resultStride`, dithered or not.
    func blur(_ kind: BlurredPixels, _ input: UnsafePointer<UInt8>, stride inputStride: Int, over source: DeviceRect,
              into result: UnsafeMutablePointer<UInt8>, stride resultStride: Int, at output: DeviceRect, dithers: Bool = false) {
        PixelBlur(passes: passes, kind: kind, dithers: dithers)
            .blur(input, stride: inputStride, over: source, into: result, stride: resultStride, at: output)
    }
}

extension DeviceList {
    /// The farthest outside the window that a blur gathers pixels: what lies farther off is left
    /// out, so that a group of any size costs no more than one about the size of the window.
    /// Every blur of the frame is cut there, whatever part of it is drawn, so that a part comes
    /// out as in the whole frame.
    var farthestBlur: Int { max(width, height) }
}
