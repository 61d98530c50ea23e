#if canImport(Glibc)
import Glibc
#endif

/// A Gaussian blur of standard deviation `sigma` device pixels, cut off at
/// `reach` (3 sigma, as `Scene.Shadow.reach`): past it the tail is under
/// 0.14 % of the peak, less than half a level of an 8-bit channel.
///
/// Built once per sigma and kept: the table of the blurred step and the
/// kernel are the costly parts, and they never change while a row animates.
final class Gaussian {
    let sigma: Double
    let reach: Double
    /// The kernel's half width in whole pixels.
    let radius: Int
    /// Each tap is the Gaussian's mass over one pixel, so that blurring a
    /// pixel's coverage agrees with blurring the exact shape; they sum to 1.
    let kernel: [Float]

    /// The blurred unit step, Phi(d / sigma), tabulated every 1/64 pixel
    /// over -reach...reach: a linear interpolation of it is within 1e-7 of
    /// erf, and costs a multiply instead of a call.
    private let step: [Float]
    private static let samplesPerPixel = 64.0

    init(sigma: Double) {
        self.sigma = sigma
        reach = 3 * sigma
        radius = Int(reach.rounded(.up))
        let phi = { (d: Double) in Gaussian.phi(d, sigma: sigma) }

        var kernel = (-radius...radius).map { Float(phi(Double($0) + 0.5) - phi(Double($0) - 0.5)) }
        let total = kernel.reduce(0, +)
        for index in kernel.indices { kernel[index] /= total }
        self.kernel = kernel

        let count = Int((2 * reach * Self.samplesPerPixel).rounded(.up)) + 2
        step = (0..<count).map { Float(phi(Double($0) / Self.samplesPerPixel - sigma * 3)) }
    }

    /// The normal distribution's cumulative function at d / sigma.
    static func phi(_ d: Double, sigma: Double) -> Double {
        0.5 * erfc(-d / (sigma * 2.0.squareRoot()))
    }

    /// The blurred unit step at signed distance `d` past its edge.
    @inline(__always)
    func blurredStep(_ d: Double) -> Float {
        if d <= -reach { return 0 }
        if d >= reach { return 1 }
        let position = (d + reach) * Self.samplesPerPixel
        let index = Int(position)
        let fraction = Float(position - Double(index))
        return step.withUnsafeBufferPointer { table in
            table[index] + (table[index &+ 1] - table[index]) * fraction
        }
    }

    /// The blur of the union of disjoint, sorted intervals (device pixels),
    /// sampled at the centres of pixels 0..<count: the sum of each interval's
    /// two blurred steps, which is exact for a Gaussian.
    func blurredCoverage(of intervals: [ClosedRange<Double>], count: Int) -> [Float] {
        var values = [Float](repeating: 0, count: count)
        values.withUnsafeMutableBufferPointer { out in
            for interval in intervals {
                let first = max(Int((interval.lowerBound - reach).rounded(.down)), 0)
                let last = min(Int((interval.upperBound + reach).rounded(.up)), count)
                guard first < last else { continue }
                for x in first..<last {
                    let centre = Double(x) + 0.5
                    out[x] += blurredStep(centre - interval.lowerBound) - blurredStep(centre - interval.upperBound)
                }
            }
        }
        return values
    }

    /// The whole separable 2-D blur of a `width` x `height` mask, `radius`
    /// larger on every side: both passes below, every row.
    func blur(_ mask: [Float], width: Int, height: Int) -> [Float] {
        let across = blurAcross(mask, width: width, height: height)
        let outWidth = width + 2 * radius, outHeight = height + 2 * radius
        var result = [Float](repeating: 0, count: outWidth * outHeight)
        across.withUnsafeBufferPointer { across in
            result.withUnsafeMutableBufferPointer { out in
                for row in 0..<outHeight {
                    blurDown(across, height: height, row: row,
                             into: UnsafeMutableBufferPointer(rebasing: out[(row * outWidth)..<((row + 1) * outWidth)]))
                }
            }
        }
        return result
    }

    /// The first pass of a separable 2-D blur of a `width` x `height` mask:
    /// each row blurred along itself, `radius` longer at both ends.
    func blurAcross(_ mask: [Float], width: Int, height: Int) -> [Float] {
        let taps = kernel.count, outWidth = width + 2 * radius
        var across = [Float](repeating: 0, count: outWidth * height)
        kernel.withUnsafeBufferPointer { k in
            mask.withUnsafeBufferPointer { input in
                across.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let inRow = y &* width, outRow = y &* outWidth
                        for x in 0..<width {
                            let value = input[inRow &+ x]
                            if value == 0 { continue }
                            for t in 0..<taps { out[outRow &+ x &+ t] += value * k[t] }
                        }
                    }
                }
            }
        }
        return across
    }

    /// The second pass, for one row: row `row` of the blur (0..<height +
    /// 2 radius) from the `height` rows of `across`, into `out`, a row as
    /// wide as theirs. Each value adds the rows' terms from the top down.
    func blurDown(_ across: UnsafeBufferPointer<Float>, height: Int, row: Int, into out: UnsafeMutableBufferPointer<Float>) {
        let width = out.count
        let rows = max(row - 2 * radius, 0)..<min(row + 1, height)
        guard !rows.isEmpty, let source = across.baseAddress, let target = out.baseAddress else {
            out.update(repeating: 0)
            return
        }
        kernel.withUnsafeBufferPointer { k in
            // Sixteen columns at a time, summed in registers.
            var x = 0
            while x + 16 <= width {
                var sum = SIMD16<Float>(repeating: 0)
                for y in rows {
                    let terms = UnsafeRawPointer(source + (y &* width &+ x)).loadUnaligned(as: SIMD16<Float>.self)
                    sum += terms * k[row &- y]
                }
                UnsafeMutableRawPointer(target + x).storeBytes(of: sum, as: SIMD16<Float>.self)
                x += 16
            }
            while x < width {
                var sum: Float = 0
                for y in rows { sum += source[y &* width &+ x] * k[row &- y] }
                target[x] = sum
                x += 1
            }
        }
    }

    /// How much of pixels origin..<origin + count the union of sorted,
    /// disjoint intervals covers: the area coverage an anti-aliased
    /// rasteriser computes.
    static func coverage(of intervals: [ClosedRange<Double>], origin: Int, count: Int) -> [Float] {
        var values = [Float](repeating: 0, count: count)
        for interval in intervals {
            let first = max(Int(interval.lowerBound.rounded(.down)), origin)
            let last = min(Int(interval.upperBound.rounded(.up)), origin + count)
            guard first < last else { continue }
            for x in first..<last {
                let low = max(interval.lowerBound, Double(x)), high = min(interval.upperBound, Double(x + 1))
                values[x - origin] += Float(max(high - low, 0))
            }
        }
        return values
    }

    /// Sorted, disjoint intervals covering the same points as `intervals`.
    static func union(_ intervals: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        var merged: [ClosedRange<Double>] = []
        for interval in intervals.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, interval.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, interval.upperBound)
            } else {
                merged.append(interval)
            }
        }
        return merged
    }
}
