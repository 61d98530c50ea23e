import CX11

/// One picture of the program's icon: `side` pixels square, row by row,
/// each opaque 0xRRGGBB.
struct IconImage {
    let side: Int
    let pixels: [UInt32]
}

extension Window {
    /// Gives the window its icon for task bars, Alt+Tab and window lists
    /// (EWMH _NET_WM_ICON), one picture for each size they may pick.
    /// Returns the server's refusal (short of memory, or the request longer
    /// than it takes): the window works all the same, and the desktop shows
    /// its generic icon instead.
    func setIcon(_ images: [IconImage]) -> Display.Refusal? {
        // For each size its width and height, then its pixels as 0xAARRGGBB.
        var cardinals: [Int] = []
        cardinals.reserveCapacity(images.reduce(0) { $0 + 2 + $1.pixels.count })
        for image in images {
            cardinals += [image.side, image.side]
            cardinals += image.pixels.lazy.map { Int(0xFF00_0000 | $0) }
        }
        let property = XInternAtom(display.raw, "_NET_WM_ICON", False)
        guard case .failure(let refusal) = display.attempt({ setProperty(property, type: XA_CARDINAL, items: cardinals) })
        else { return nil }
        return refusal
    }
}
