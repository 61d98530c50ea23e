import CX11
import CollapsibleCore
import CollapsiblePainter

/// The program's icon as the window carries it for task bars, Alt+Tab and
/// window lists (EWMH _NET_WM_ICON): drawn by the painter, the picture the
/// desktop entry's icon shows, at the sizes those lists commonly pick from.
enum WindowIcon {
    static let sides = [16, 32, 48, 64, 128]

    /// The property's items: for each size its width and height, then its
    /// pixels row by row as 0xAARRGGBB.
    static func cardinals(sides: [Int]) throws(PainterError) -> [Int] {
        let painter = Painter()
        var cardinals: [Int] = []
        cardinals.reserveCapacity(sides.reduce(0) { $0 + 2 + $1 * $1 })
        for side in sides {
            let surface = try ImageSurface(width: side, height: side)
            try painter.drawFull(Icon.scene(pixels: side).displayList, on: surface)
            cardinals += [side, side]
            let pixels = UnsafeRawPointer(surface.data)
            for y in 0..<side {
                for x in 0..<side {
                    // RGB24 leaves the top byte undefined; the icon is opaque.
                    let rgb = pixels.load(fromByteOffset: y * surface.stride + x * 4, as: UInt32.self) & 0xFF_FFFF
                    cardinals.append(Int(0xFF00_0000 | rgb))
                }
            }
        }
        return cardinals
    }
}

extension Window {
    /// Gives the window its icon at `sides`. Returns why it has none when
    /// the icon could not be drawn or the server refused it (short of
    /// memory, or the request longer than it takes): the window works all
    /// the same, and the desktop shows its generic icon instead.
    func setIcon(sides: [Int] = WindowIcon.sides) -> String? {
        let cardinals: [Int]
        do {
            cardinals = try WindowIcon.cardinals(sides: sides)
        } catch {
            return "\(error)"
        }
        let property = XInternAtom(display.raw, "_NET_WM_ICON", False)
        guard case .failure(let refusal) = display.attempt({ setProperty(property, type: XA_CARDINAL, items: cardinals) })
        else { return nil }
        return refusal.description
    }
}
