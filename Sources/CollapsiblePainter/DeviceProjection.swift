import CCairo
import CollapsibleCore

/// A group's transform with perspective in device pixels: the display list's, between the scale
/// down to logical pixels and back. cairo draws through affine transforms alone, so the group is
/// drawn as it is and each pixel of where it shows sampled from it through the inverse, between
/// its four nearest pixels. Only an invertible, finite transform that keeps the group in front of
/// the eye has a place to put it.
struct DeviceProjection {
    private let forward, inverse: ProjectionTransform

    init?(_ projection: ProjectionTransform, scale s: Double) {
        let forward = ProjectionTransform(CGAffineTransform(scaleX: 1 / s, y: 1 / s)).concatenating(projection)
            .concatenating(ProjectionTransform(CGAffineTransform(scaleX: s, y: s)))
        var inverse = forward
        guard inverse.invert() else { return nil }
        let entries = [forward.m11, forward.m12, forward.m13, forward.m21, forward.m22, forward.m23, forward.m31, forward.m32, forward.m33]
        guard entries.allSatisfy(\.isFinite) else { return nil }
        (self.forward, self.inverse) = (forward, inverse)
    }

    /// The box that holds `rect` drawn through the transform; nil where a corner passes behind the eye.
    func map(_ rect: Rect) -> Rect? {
        var mapped: Rect?
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            guard forward.m13 * x + forward.m23 * y + forward.m33 > 0 else { return nil }
            let point = Point(x: x, y: y).applying(forward)
            guard point.x.isFinite, point.y.isFinite else { return nil }
            let corner = Rect(x: point.x, y: point.y, width: 0, height: 0)
            mapped = mapped?.union(corner) ?? corner
        }
        return mapped
    }

    /// Fills `output` with `source` as the transform shows it.
    func resample(_ source: GroupSurface, into output: GroupSurface) {
        let sourceStride = source.stride / 4, outputStride = output.stride / 4
        let from = UnsafeMutableRawPointer(source.data).bindMemory(to: UInt32.self, capacity: sourceStride * source.box.height)
        let to = UnsafeMutableRawPointer(output.data).bindMemory(to: UInt32.self, capacity: outputStride * output.box.height)
        let (width, height) = (source.box.width, source.box.height)
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && y >= 0 && x < width && y < height ? from[y * sourceStride + x] : 0
        }
        for row in 0..<output.box.height {
            for column in 0..<output.box.width {
                let centre = Point(x: Double(output.box.x + column) + 0.5, y: Double(output.box.y + row) + 0.5)
                let w = inverse.m13 * centre.x + inverse.m23 * centre.y + inverse.m33
                let point = centre.applying(inverse)
                guard w > 0, point.x.isFinite, point.y.isFinite else { continue }
                let x = point.x - 0.5 - Double(source.box.x), y = point.y - 0.5 - Double(source.box.y)
                guard x > -1, y > -1, x < Double(width), y < Double(height) else { continue }
                let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
                let fx = x - Double(x0), fy = y - Double(y0)
                to[row * outputStride + column] = Self.blend(pixel(x0, y0), pixel(x0 + 1, y0), pixel(x0, y0 + 1), pixel(x0 + 1, y0 + 1),
                                                             fx, fy)
            }
        }
        cairo_surface_mark_dirty(output.raw)
    }

    /// The four pixels weighed by how near the point lies to each, channel by channel.
    private static func blend(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, _ fx: Double, _ fy: Double) -> UInt32 {
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            func channel(_ p: UInt32) -> Double { Double((p >> shift) & 0xFF) }
            let top = channel(p00) * (1 - fx) + channel(p10) * fx
            let bottom = channel(p01) * (1 - fx) + channel(p11) * fx
            result |= UInt32(min(max((top * (1 - fy) + bottom * fy).rounded(), 0), 255)) << shift
        }
        return result
    }
}
