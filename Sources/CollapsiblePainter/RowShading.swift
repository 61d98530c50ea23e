/// One row of the backdrop with the items over it: the base colour towards
/// the shadow's by a = column profile x row shade (plus a patch's mask),
/// rounded to a level, then under x k + c for what the items lay there.
///
/// The formulas are `Backdrop`'s and `ItemRows`' in 32-bit fixed point.
/// Eight columns at a time they run in 16-bit lanes instead, the width of
/// SSE2's multiplies, with every product split into its high and low
/// halves so that each result is the very same integer.
struct RowShading {
    typealias Lanes = SIMD8<UInt16>

    /// The columns' shadow profile (1/32768ths), indexed by x.
    let profile: UnsafePointer<UInt16>
    let shade: UInt16
    /// Colours in 1/128ths of a level.
    let base: (red: UInt16, green: UInt16, blue: UInt16)
    let shadow: (red: UInt16, green: UInt16, blue: UInt16)
    /// The most a patch may bring the shadow to.
    let limit: Int32

    /// What the items do to each column, indexed by x: under x k + c, k
    /// in 1/32768ths (1 leaves the backdrop as it is, 0 covers it whole),
    /// c in 1/128ths of a level.
    struct Cover {
        let k: UnsafePointer<UInt16>
        let red: UnsafePointer<UInt16>, green: UnsafePointer<UInt16>, blue: UnsafePointer<UInt16>
    }

    /// Paints `columns` of `row`. `extra` is what a patch adds to a, by
    /// column, for columns the patch covers; nil elsewhere.
    func paint(_ row: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>, cover: Cover, extra: UnsafePointer<Int32>?) {
        // SwiftUI's shadow is black, which spares half of the products.
        let black = shadow == (0, 0, 0)
        let x = black ? blocks(row, columns, cover: cover, extra: extra, black: true)
            : blocks(row, columns, cover: cover, extra: extra, black: false)
        for x in x..<columns.upperBound {
            var a = (Int32(profile[x]) &* Int32(shade)) &>> 15
            if let extra { a = min(a &+ extra[x], limit) }
            let k = Int32(cover.k[x])
            row[x] = Self.channel(base.red, shadow.red, a, k, cover.red[x]) &<< 16
                | Self.channel(base.green, shadow.green, a, k, cover.green[x]) &<< 8
                | Self.channel(base.blue, shadow.blue, a, k, cover.blue[x]) | 0xFF00_0000
        }
    }

    /// Paints the columns eight at a time and returns the first one left.
    @inline(__always)
    private func blocks(_ row: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>, cover: Cover,
                        extra: UnsafePointer<Int32>?, black: Bool) -> Int {
        var x = columns.lowerBound
        let shades = Lanes(repeating: shade)
        let bases = (Lanes(repeating: base.red), Lanes(repeating: base.green), Lanes(repeating: base.blue))
        let shadows = (Lanes(repeating: shadow.red), Lanes(repeating: shadow.green), Lanes(repeating: shadow.blue))
        while x + 8 <= columns.upperBound {
            var a = Self.mul15(Self.load(profile, x), shades)
            if let extra {
                // min(a + extra, limit), by arithmetic: a comparison's mask
                // is built a lane at a time.
                let sum = SIMD8<Int32>(truncatingIfNeeded: a) &+ UnsafeRawPointer(extra + x).loadUnaligned(as: SIMD8<Int32>.self)
                let over = limit &- sum
                a = Lanes(truncatingIfNeeded: sum &+ (over & (over &>> 31)))
            }
            let rest = 32768 &- a
            let k = Self.load(cover.k, x)
            let pixels = Self.channel(bases.0, shadows.0, a, rest, k, Self.load(cover.red, x), black: black) &<< 16
                | Self.channel(bases.1, shadows.1, a, rest, k, Self.load(cover.green, x), black: black) &<< 8
                | Self.channel(bases.2, shadows.2, a, rest, k, Self.load(cover.blue, x), black: black) | 0xFF00_0000
            UnsafeMutableRawPointer(row + x).storeBytes(of: pixels, as: SIMD8<UInt32>.self)
            x += 8
        }
        return x
    }

    /// A channel's level for eight columns: the backdrop's level (as the
    /// top byte of 16 bits), then the items' under x k + c.
    @inline(__always)
    private static func channel(_ base: Lanes, _ shadow: Lanes, _ a: Lanes, _ rest: Lanes, _ k: Lanes, _ c: Lanes,
                                black: Bool) -> SIMD8<UInt32> {
        let backdrop = black ? mul15(base, rest) : mix15(base, rest, shadow, a)
        let level = ((backdrop &+ 64) &>> 7) &<< 8
        return SIMD8<UInt32>(truncatingIfNeeded: (mulhi(level, k) &+ c &+ 64) &>> 7)
    }

    /// The same for one column, in 32 bits as `Backdrop` and `ItemRows` write it.
    @inline(__always)
    private static func channel(_ base: UInt16, _ shadow: UInt16, _ a: Int32, _ k: Int32, _ c: UInt16) -> UInt32 {
        let under = ((Int32(base) &+ (((Int32(shadow) &- Int32(base)) &* a) &>> 15)) &+ 64) &>> 7
        return UInt32(truncatingIfNeeded: ((((under &<< 7) &* k) &>> 15) &+ Int32(c) &+ 64) &>> 7)
    }

    @inline(__always)
    private static func load(_ values: UnsafePointer<UInt16>, _ x: Int) -> Lanes {
        UnsafeRawPointer(values + x).loadUnaligned(as: Lanes.self)
    }

    /// The high half of each 16 x 16-bit product (pmulhuw).
    @inline(__always)
    private static func mulhi(_ a: Lanes, _ b: Lanes) -> Lanes {
        Lanes(truncatingIfNeeded: (SIMD8<UInt32>(truncatingIfNeeded: a) &* SIMD8<UInt32>(truncatingIfNeeded: b)) &>> 16)
    }

    /// a b / 32768 rounded down, for a, b <= 32768: the high half twice,
    /// plus the low half's top bit. (Added, not or-ed: an or is matched to
    /// a funnel shift, which SSE2 does a lane at a time.)
    @inline(__always)
    private static func mul15(_ a: Lanes, _ b: Lanes) -> Lanes {
        (mulhi(a, b) &<< 1) &+ ((a &* b) &>> 15)
    }

    /// (p q + r s) / 32768 rounded down, for a sum below 2^31: the high
    /// halves twice, plus the carries the two low halves make.
    @inline(__always)
    private static func mix15(_ p: Lanes, _ q: Lanes, _ r: Lanes, _ s: Lanes) -> Lanes {
        let low1 = p &* q, low2 = r &* s
        return ((mulhi(p, q) &+ mulhi(r, s)) &<< 1) &+ (low1 &>> 15) &+ (low2 &>> 15)
            &+ (((low1 & 0x7FFF) &+ (low2 & 0x7FFF)) &>> 15)
    }
}
