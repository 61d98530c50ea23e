import CollapsibleCore
import CollapsiblePainter
import Timekeeping

/// What an `Image(systemName:)` costs the program: the process's first
/// (the icon theme's index read, the icon found, librsvg loaded, the icon
/// parsed, then drawn), and a later one, another symbol once the theme is
/// read and librsvg loaded; then the same symbol drawn again.
struct ImageBench {
    let firstFound: Double
    let firstDrawn: Double
    let librariesLoaded: Int
    var laterFound = Samples(), laterDrawn = Samples(), drawnAgain = Samples()

    private let surface: ImageSurface

    init() throws(PainterError) {
        let surface = try ImageSurface(width: 64, height: 64), list = Self.list("star.fill")
        let painter = Painter(), before = TextBench.libraries()
        firstFound = elapsed { _ = try? painter.size(of: .symbol("star.fill")) }
        firstDrawn = try elapsed { () throws(PainterError) in try painter.drawFull(list, on: surface) }
        librariesLoaded = TextBench.libraries().subtracting(before).count
        self.surface = surface
    }

    /// A 32-point symbol in the middle of a 64-pixel window.
    private static func list(_ symbol: String) -> DisplayList {
        DisplayList(size: Size(width: 64, height: 64), scale: 1, background: .white, items: [
            DisplayItem(id: .root, frame: Rect(x: 16, y: 16, width: 32, height: 32),
                        content: .image(ImagePaint(source: .symbol(symbol), isTemplate: true, color: .black))),
        ])
    }

    /// A painter that has drawn a star, as a program that showed one, then
    /// a heart: found, drawn, and drawn again.
    mutating func measureLater() throws(PainterError) {
        let painter = Painter()
        try painter.drawFull(Self.list("star.fill"), on: surface)
        laterFound.add(elapsed { _ = try? painter.size(of: .symbol("heart.fill")) })
        let list = Self.list("heart.fill")
        laterDrawn.add(try elapsed { () throws(PainterError) in try painter.drawFull(list, on: surface) })
        drawnAgain.add(try elapsed { () throws(PainterError) in try painter.drawFull(list, on: surface) })
    }
}
