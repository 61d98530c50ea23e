import CCairo
import CollapsibleCore

/// A colour matrix over a group's pixels, premultiplied ARGB as cairo keeps them: each pixel's
/// colour unpremultiplied, put through the matrix, and premultiplied again.
struct PixelColors {
    let matrix: ColorMatrix

    init(_ matrix: ColorMatrix) { self.matrix = matrix }

    func apply(to group: GroupSurface) {
        let stride = group.stride / 4
        let pixels = UnsafeMutableRawPointer(group.data).bindMemory(to: UInt32.self, capacity: stride * group.box.height)
        for y in 0..<group.box.height {
            for x in 0..<group.box.width {
                pixels[y * stride + x] = apply(pixels[y * stride + x])
            }
        }
        cairo_surface_mark_dirty(group.raw)
    }

    private func apply(_ pixel: UInt32) -> UInt32 {
        let a = Double(pixel >> 24) / 255
        let unpremultiplied = { (shift: UInt32) -> Double in a > 0 ? Double((pixel >> shift) & 0xFF) / 255 / a : 0 }
        let (r, g, b, alpha) = matrix.applied(red: unpremultiplied(16), green: unpremultiplied(8), blue: unpremultiplied(0), alpha: a)
        func byte(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
        return byte(alpha) << 24 | byte(r * alpha) << 16 | byte(g * alpha) << 8 | byte(b * alpha)
    }
}
