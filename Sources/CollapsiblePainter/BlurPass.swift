import Glibc

/// One pass of a blur along a line of pixels. Three boxes in a row stand for a Gaussian, as
/// SVG's feGaussianBlur, Skia and Firefox blur: each box a running sum, the same work for a pixel
/// whatever its width. For a small deviation boxes are too coarse, and the Gaussian's own taps,
/// a few, do it.
enum BlurPass: Equatable {
    /// The pixels from `radius` before to `radius` after, and `end` of the one past each end,
    /// summed and times `scale`: a box whose width is any number, not only an odd one, so that
    /// the blur grows smoothly with its radius.
    case box(radius: Int, end: Float, scale: Float)
    /// The pixel times the first tap, and the pixels `t` before and after it times tap `t`.
    case taps([Float])

    /// The passes that stand for a Gaussian of standard deviation `sigma` device pixels: boxes
    /// from a deviation of 2 up, as SVG's filters and Skia switch.
    ///
    /// Three boxes of the Gaussian's variance are flatter at the top than the Gaussian and fall
    /// off sooner. Boxes a little narrower follow it closer: 0.983 of its deviation brings the
    /// blur of a shape's corner, where the errors of its two edges add up, closest to the
    /// Gaussian's for a wide blur, and near it for a narrow one. BlurTests bounds what is left.
    static func passes(sigma: Double) -> [BlurPass] {
        guard let (radius, end) = box(sigma: sigma) else { return [.taps(taps(sigma: sigma))] }
        let pass = BlurPass.box(radius: radius, end: Float(end), scale: Float(1 / (2 * Double(radius) + 1 + 2 * end)))
        return [pass, pass, pass]
    }

    /// How far `passes(sigma:)` carry a pixel, one after another, with no tap made.
    static func reach(sigma: Double) -> Int {
        box(sigma: sigma).map { 3 * ($0.radius + 1) } ?? Int((3 * sigma).rounded(.up))
    }

    /// Each of three boxes has a third of the variance; a box of 2r + 1 pixels has r (r + 1) / 3,
    /// and the fraction `end` at each end makes up the rest.
    private static func box(sigma: Double) -> (radius: Int, end: Double)? {
        guard sigma >= 2 else { return nil }
        let variance = 0.983 * sigma * 0.983 * sigma / 3
        let radius = (((12 * variance + 1).squareRoot() - 1) / 2).rounded(.down)
        let end = (2 * radius + 1) * (variance - radius * (radius + 1) / 3) / (2 * ((radius + 1) * (radius + 1) - variance))
        return (Int(radius), end)
    }

    /// Each tap is the mass over one pixel, so that blurring coverage agrees with blurring the
    /// shape, cut off at 3 sigma and shared out so that the taps make 1.
    private static func taps(sigma: Double) -> [Float] {
        let last = Int((3 * sigma).rounded(.up))
        let mass = erf((Double(last) + 0.5) / (sigma * 2.0.squareRoot()))
        return (0...last).map { t in
            Float((Gaussian.phi(Double(t) + 0.5, sigma: sigma) - Gaussian.phi(Double(t) - 0.5, sigma: sigma)) / mass)
        }
    }

    /// How far the pass carries a pixel: it reads that far either side.
    var reach: Int {
        switch self {
        case .box(let radius, _, _): radius + 1
        case .taps(let taps): taps.count - 1
        }
    }

    /// The pass at `positions` of a line of pixels, their four values side by side. The input
    /// holds zeros before its first pixel and after its last, as far as the pass reads, and the
    /// positions begin where the pass first reaches a pixel, so that a box's sum starts at 0.
    func line(_ input: UnsafePointer<SIMD4<Float>>, into output: UnsafeMutablePointer<SIMD4<Float>>, at positions: Range<Int>) {
        switch self {
        case .box(let radius, let end, let scale):
            var sum = SIMD4<Float>()
            for p in positions {
                let leaving = input[p &- radius &- 1]
                sum += input[p &+ radius] - leaving
                output[p] = (sum + (leaving + input[p &+ radius &+ 1]) * end) * scale
            }
        case .taps(let taps):
            for p in positions {
                var sum = input[p] * taps[0]
                for t in taps.indices.dropFirst() { sum += (input[p &- t] + input[p &+ t]) * taps[t] }
                output[p] = sum
            }
        }
    }

    /// The pass at `positions` down rows of `width` vectors, each lane of each vector a line of
    /// its own, as `line` runs along one; `sums` holds a row of running sums.
    func rows(_ input: UnsafePointer<SIMD4<Float>>, stride inputStride: Int, into output: UnsafeMutablePointer<SIMD4<Float>>,
              stride outputStride: Int, width: Int, at positions: Range<Int>, sums: UnsafeMutablePointer<SIMD4<Float>>) {
        switch self {
        case .box(let radius, let end, let scale):
            sums.update(repeating: SIMD4(), count: width)
            for p in positions {
                let leaving = input + (p &- radius &- 1) &* inputStride, entering = input + (p &+ radius) &* inputStride
                let beyond = input + (p &+ radius &+ 1) &* inputStride, row = output + p &* outputStride
                for i in 0..<width {
                    let sum = sums[i] + (entering[i] - leaving[i])
                    sums[i] = sum
                    row[i] = (sum + (leaving[i] + beyond[i]) * end) * scale
                }
            }
        case .taps(let taps):
            for p in positions {
                let centre = input + p &* inputStride, row = output + p &* outputStride
                for i in 0..<width { row[i] = centre[i] * taps[0] }
                for t in taps.indices.dropFirst() {
                    let before = input + (p &- t) &* inputStride, after = input + (p &+ t) &* inputStride, tap = taps[t]
                    for i in 0..<width { row[i] += (before[i] + after[i]) * tap }
                }
            }
        }
    }
}
