import CCairo
import CollapsibleCore

/// A label's coverage on the device, 0...255 a pixel: the bitmap of its run
/// of glyphs, each glyph at the whole pixel nearest its pen, as cairo puts
/// it (floor(x + 0.5)).
struct LabelMask {
    /// Where the bitmap's first pixel lies.
    var x = 0
    var y = 0
    var bitmap = GlyphBitmap()

    var width: Int { bitmap.width }
    var height: Int { bitmap.height }
    var maxX: Int { x + bitmap.width }
    var maxY: Int { y + bitmap.height }

    /// The glyphs with their pens moved by (dx, dy) first, as a translation
    /// of cairo's device coordinates moves them.
    init(_ glyphs: [cairo_glyph_t], font: LabelFont, dx: Double = 0, dy: Double = 0) {
        guard !glyphs.isEmpty else { return }
        let pens = glyphs.map { (x: Int(($0.x + dx + 0.5).rounded(.down)), y: Int(($0.y + dy + 0.5).rounded(.down))) }
        bitmap = font.bitmap(of: glyphs.map(\.index), at: pens)
        x = pens[0].x + bitmap.left
        y = pens[0].y + bitmap.top
    }
}

/// pixman's 8-bit arithmetic, so that what is composited here comes out as
/// the very pixels cairo gives. Like pixman, it works on two channels of a
/// 32-bit word at once, in 16-bit lanes.
enum Pixman {
    private static let lanes: UInt32 = 0x00FF_00FF

    /// a b / 255 rounded as pixman rounds it (MUL_UN8).
    @inline(__always)
    static func multiply(_ a: Int32, _ b: Int32) -> Int32 {
        let t = a &* b &+ 0x80
        return ((t &>> 8) &+ t) &>> 8
    }

    /// Both lanes of `x` times a / 255 (UN8_rb_MUL_UN8).
    @inline(__always)
    private static func multiplyLanes(_ x: UInt32, _ a: UInt32) -> UInt32 {
        let t = (x & lanes) &* a &+ 0x0080_0080
        return ((t &+ ((t &>> 8) & lanes)) &>> 8) & lanes
    }

    /// Both lanes added, each saturating at 255 (UN8_rb_ADD_UN8_rb).
    @inline(__always)
    private static func addLanes(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x &+ y
        return (t | (0x1000_0100 &- ((t &>> 8) & lanes))) & lanes
    }

    /// A solid colour as pixman holds cairo's: premultiplied a8r8g8b8, each
    /// channel the top byte of cairo's 16-bit one.
    static func solid(_ color: Color) -> UInt32 {
        func byte(_ value: Double) -> UInt32 { UInt32(UInt16(value * 65535 + 0.5) >> 8) }
        return byte(color.opacity) << 24 | byte(color.red * color.opacity) << 16
            | byte(color.green * color.opacity) << 8 | byte(color.blue * color.opacity)
    }

    /// The solid colour through coverage `m` over a pixel: OVER with an a8
    /// mask (pixman's over_n_8_8888, whose shortcut for m = 255 and an
    /// opaque colour gives the same pixel).
    @inline(__always)
    static func over(_ source: UInt32, coverage m: UInt32, onto pixel: UInt32) -> UInt32 {
        let s = multiplyLanes(source, m) | multiplyLanes(source &>> 8, m) &<< 8
        let rest = 255 &- s &>> 24
        return addLanes(multiplyLanes(pixel, rest), s & lanes)
            | addLanes(multiplyLanes(pixel &>> 8, rest), (s &>> 8) & lanes) &<< 8
    }
}
