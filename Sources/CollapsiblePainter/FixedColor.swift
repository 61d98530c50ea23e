import CollapsibleCore

/// Alpha and coverage in fixed point, 1 being 32768: products of two stay
/// within 32 bits, and a shift by 15 brings them back.
enum Fraction {
    static let one: Int32 = 1 << 15

    /// `value` clamped to 0...1, to the nearest 1/32768 (halves up).
    static func fixed(_ value: Double) -> Int32 {
        // Rounded by hand: without SSE4.1, `rounded()` is a call into libm.
        let scaled = min(max(value, 0), 1) * Double(one)
        let whole = Int32(scaled)
        return scaled - Double(whole) >= 0.5 ? whole + 1 : whole
    }

    /// The largest whole number not above `value`, without a call into libm.
    static func floor(_ value: Double) -> Int {
        let whole = Int(value)
        return Double(whole) > value ? whole - 1 : whole
    }
}

/// A colour in 1/128ths of a level per channel, for exact integer blends.
struct FixedColor: Equatable {
    var red: Int32
    var green: Int32
    var blue: Int32

    init(_ color: Color) {
        red = Int32((color.red * 255 * 128).rounded())
        green = Int32((color.green * 255 * 128).rounded())
        blue = Int32((color.blue * 255 * 128).rounded())
    }

    init(red: Int32, green: Int32, blue: Int32) {
        self.red = red; self.green = green; self.blue = blue
    }

    static let clear = FixedColor(red: 0, green: 0, blue: 0)

    /// `other` laid over this colour with alpha `a` (1/32768ths): source-over.
    @inline(__always)
    func blended(towards other: FixedColor?, by a: Int32) -> FixedColor {
        guard let other, a > 0 else { return self }
        return FixedColor(red: red &+ (((other.red &- red) &* a) &>> 15),
                          green: green &+ (((other.green &- green) &* a) &>> 15),
                          blue: blue &+ (((other.blue &- blue) &* a) &>> 15))
    }

    var pixel: UInt32 { Self.pixel(red, green, blue) }

    /// cairo's RGB24 word, each channel rounded to the nearest level.
    @inline(__always)
    static func pixel(_ red: Int32, _ green: Int32, _ blue: Int32) -> UInt32 {
        let r = UInt32(truncatingIfNeeded: (red &+ 64) &>> 7)
        let g = UInt32(truncatingIfNeeded: (green &+ 64) &>> 7)
        let b = UInt32(truncatingIfNeeded: (blue &+ 64) &>> 7)
        return 0xFF00_0000 | r &<< 16 | g &<< 8 | b
    }
}
