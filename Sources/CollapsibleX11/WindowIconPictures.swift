import CollapsibleCore
import CollapsiblePainter

/// The program's icon as the window carries it: drawn by the painter, the
/// picture the desktop entry's icon shows, at the sizes window lists
/// commonly pick from. A picture at a time, so that the window's loop can
/// draw them while it has nothing else to do: no window list needs the
/// icon before the window's first frame, which would wait for all five.
struct WindowIconPictures {
    static let sides = [16, 32, 48, 64, 128]

    private let draw: (_ pixels: Int, _ measure: any TextMeasuring) -> DisplayList
    private var remaining: ArraySlice<Int>
    private let painter = Painter()
    /// The pictures drawn so far, smallest first.
    private(set) var images: [IconImage] = []

    init(drawing draw: @escaping (_ pixels: Int, _ measure: any TextMeasuring) -> DisplayList, sides: [Int] = sides) {
        self.draw = draw
        remaining = sides[...]
    }

    var isComplete: Bool { remaining.isEmpty }

    /// Draws the next picture, if one is left.
    mutating func drawNext() throws(PainterError) {
        guard let side = remaining.popFirst() else { return }
        let surface = try ImageSurface(width: side, height: side)
        try painter.drawFull(draw(side, painter), on: surface)
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
}
