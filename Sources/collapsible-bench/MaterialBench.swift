import CollapsibleCore
import CollapsiblePainter
import Timekeeping

/// What a material costs the painter: a card of the regular material over a busy background
/// of 400 coloured shapes, in a 1920 x 1080 window at scale 1, each frame drawn whole, as every
/// frame with a material is, each figure by a painter of its own, as a window has. The same
/// frame again, as when what changed lies over the card or beside it; frames whose background
/// changes every time, so that the card blurs it anew; and the same frame with the card in a
/// plain colour, so that what the material adds shows alone.
struct MaterialBench {
    var material = Samples()
    var changing = Samples()
    var plain = Samples()

    private let withMaterial: Frames
    private let overChanges: Frames
    private let withColour: Frames

    /// Frames one painter draws in turn on its surface.
    private final class Frames {
        let painter: Painter
        let surface: ImageSurface
        let lists: [DisplayList]
        private var next = 0

        init(_ views: [BusyBackground], size: Size) throws(PainterError) {
            let painter = Painter()
            lists = views.map { LiveView($0, size: size, measure: painter).displayList(scale: 1) }
            surface = try ImageSurface(width: Int(size.width), height: Int(size.height))
            self.painter = painter
        }

        func drawNext() throws(PainterError) -> Double {
            defer { next = (next + 1) % lists.count }
            let (painter, surface, list) = (painter, surface, lists[next])
            return try elapsed { () throws(PainterError) in try painter.drawFull(list, on: surface) }
        }
    }

    init() throws(PainterError) {
        let size = Size(width: 1920, height: 1080)
        withMaterial = try Frames([BusyBackground(material: true)], size: size)
        overChanges = try Frames([BusyBackground(material: true), BusyBackground(material: true, shift: 1)], size: size)
        withColour = try Frames([BusyBackground(material: false)], size: size)
    }

    mutating func measureFrames() throws(PainterError) {
        material.add(try withMaterial.drawNext())
        changing.add(try overChanges.drawNext())
        plain.add(try withColour.drawNext())
    }

    mutating func forgetSamples() {
        (material, changing, plain) = (Samples(), Samples(), Samples())
    }
}

/// Rows of circles and squares in the system's colours, and over them a card of 600 x 400
/// points with a title, in the regular material or in a white of the same tint; the colours
/// shifted along the rows by `shift`.
private struct BusyBackground: View {
    let material: Bool
    var shift = 0
    private let colors: [Color] = [.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple, .pink]

    var body: some View {
        ZStack {
            VStack(spacing: 0) {
                ForEach(0..<16) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<25) { column in
                            if (row + column) % 2 == 0 {
                                Circle().fill(colors[(row * 25 + column + shift) % colors.count])
                            } else {
                                Rectangle().fill(colors[(row * 7 + column + shift) % colors.count])
                            }
                        }
                    }
                }
            }
            Text("Material")
                .font(.largeTitle)
                .frame(width: 600, height: 400)
                .background(material ? AnyShapeStyle(.regularMaterial) : AnyShapeStyle(Color.white.opacity(0.65)),
                            in: .rect(cornerRadius: 24))
        }
    }
}
