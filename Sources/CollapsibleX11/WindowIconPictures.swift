import CollapsibleCore
import CollapsiblePainter

/// The program's icon as the window carries it: drawn by the painter, the
/// picture the desktop entry's icon shows, at the sizes window lists
/// commonly pick from.
enum WindowIconPictures {
    static let sides = [16, 32, 48, 64, 128]

    static func draw(_ content: any View, sides: [Int] = sides) throws(PainterError) -> [IconImage] {
        let painter = Painter()
        var images: [IconImage] = []
        for side in sides {
            let surface = try ImageSurface(width: side, height: side)
            try painter.drawFull(Icon.displayList(of: content, pixels: side, measure: painter), on: surface)
            let data = UnsafeRawPointer(surface.data)
            var pixels: [UInt32] = []
            pixels.reserveCapacity(side * side)
            for y in 0..<side {
                for x in 0..<side {
                    // RGB24 leaves the top byte undefined.
                    pixels.append(data.load(fromByteOffset: y * surface.stride + x * 4, as: UInt32.self) & 0xFF_FFFF)
                }
            }
            images.append(IconImage(side: side, pixels: pixels))
        }
        return images
    }
}
