import CollapsibleCore
import Glibc

/// The shadow's blur: the one piece of pixel arithmetic in the painter, written by hand because
/// cairo has no blur (its CAIRO_FILTER_GAUSSIAN "is currently unimplemented"). GTK does the same
/// in gsk/gskcairoblur.c: it blurs an A8 surface itself and hands it to cairo_mask_surface.
///
/// A Gaussian of standard deviation `sigma` device pixels, cut off at `reach`, 3 sigma (as
/// `Scene.Shadow.reach`): past it the tail is under 0.14 % of the peak, less than half a level
/// of an 8-bit channel, and the cut keeps a moved edge from changing any pixel beyond it.
struct Gaussian {
    let sigma, reach: Double
    let radius: Int
    /// Each tap is the mass over one pixel, so that blurring coverage agrees with blurring the shape.
    let kernel: [Float]

    init(sigma: Double) {
        (self.sigma, reach, radius) = (sigma, 3 * sigma, Int((3 * sigma).rounded(.up)))
        let taps = (-radius...radius).map { Self.phi(Double($0) + 0.5, sigma: sigma) - Self.phi(Double($0) - 0.5, sigma: sigma) }
        let total = taps.reduce(0, +)
        kernel = taps.map { Float($0 / total) }
    }

    /// The normal distribution's cumulative function at d / sigma.
    static func phi(_ d: Double, sigma: Double) -> Double {
        0.5 * erfc(-d / (sigma * 2.0.squareRoot()))
    }

    /// The blur of the union of disjoint, sorted intervals at the centres of pixels 0..<count:
    /// each interval's two blurred steps, exact integrals of the Gaussian.
    func blurredCoverage(of intervals: [ClosedRange<Double>], count: Int) -> [Float] {
        func step(_ d: Double) -> Float { d <= -reach ? 0 : d >= reach ? 1 : Float(Self.phi(d, sigma: sigma)) }
        var values = [Float](repeating: 0, count: max(count, 0))
        for interval in intervals {
            let first = max(Int((interval.lowerBound - reach).rounded(.down)), 0)
            for x in first..<max(first, min(Int((interval.upperBound + reach).rounded(.up)), count)) {
                values[x] += step(Double(x) + 0.5 - interval.lowerBound) - step(Double(x) + 0.5 - interval.upperBound)
            }
        }
        return values
    }

    /// The 2-D blur of a `width` x `height` mask, `radius` larger on every side: rows, then columns.
    func blur(_ mask: [Float], width: Int, height: Int) -> [Float] {
        blurRows(blurRows(mask, width: width, height: height), width: height, height: width + 2 * radius)
    }

    /// Each row blurred, `radius` longer at both ends, turned a quarter so that its columns are the rows.
    private func blurRows(_ mask: [Float], width: Int, height: Int) -> [Float] {
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

    /// The mask's bytes over `rect` in a zeroed A8 surface whose first byte is pixel `origin`: the
    /// outer product of the frame's column and row profiles in fixed point (1 being 65536 across,
    /// 255 x 256 down, so that the byte is the product's top one), but on the `hidden` pixels that
    /// opaque items will cover, plus a blurred coverage.
    static func fill(_ rect: DeviceRect, origin: (x: Int, y: Int), of data: UnsafeMutablePointer<UInt8>, stride: Int,
                     profiles: (columns: [UInt32], rows: [UInt32])?, hidden: (columns: [Range<Int>], rows: Range<Int>),
                     plus blurred: (values: [Float], box: DeviceRect)?) {
        let open = hidden.columns.reduce([rect.x..<rect.maxX]) { open, skip in
            open.flatMap { !skip.overlaps($0) ? [$0] : [$0.lowerBound..<max(skip.lowerBound, $0.lowerBound), min(skip.upperBound, $0.upperBound)..<$0.upperBound] }
        }
        let extra = blurred.map { $0.box.intersection(rect) } ?? DeviceRect(x: 0, y: 0, width: 0, height: 0)
        (profiles?.columns ?? []).withUnsafeBufferPointer { across in
            for y in rect.y..<rect.maxY {
                let row = data + (y - origin.y) * stride - origin.x
                if let down = profiles?.rows[y] {
                    for range in hidden.rows.contains(y) ? open : [rect.x..<rect.maxX] {
                        for x in range { row[x] = UInt8(truncatingIfNeeded: (across[x] &* down &+ 0x80_0000) &>> 24) }
                    }
                }
                guard let blurred, extra.y <= y, y < extra.maxY else { continue }
                let from = (y - blurred.box.y) * blurred.box.width - blurred.box.x
                for x in extra.x..<extra.maxX { row[x] = UInt8(min(Float(row[x]) + blurred.values[from + x] * 255 + 0.5, 255)) }
            }
        }
    }

    /// Sorted, disjoint intervals covering the same points as `intervals`.
    static func union(_ intervals: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        intervals.sorted { $0.lowerBound < $1.lowerBound }.reduce(into: []) { merged, next in
            guard let last = merged.last, next.lowerBound <= last.upperBound else { return merged.append(next) }
            merged[merged.count - 1] = last.lowerBound...max(last.upperBound, next.upperBound)
        }
    }
}
