import CollapsibleCore
import CollapsiblePainter
import Timekeeping

/// What a material costs the painter: a card of the regular material over a busy background
/// of 400 coloured shapes, in a 1920 x 1080 window at scale 1, the frame drawn whole, as every
/// frame with a material is; and the same frame with the card in a plain colour, so that what
/// the material adds shows alone.
struct MaterialBench {
    var material = Samples()
    var plain = Samples()

    private let painter = Painter()
    private let surface: ImageSurface
    private let withMaterial: DisplayList
    private let withColour: DisplayList

    init() throws(PainterError) {
        let size = Size(width: 1920, height: 1080)
        withMaterial = LiveView(BusyBackground(material: true), size: size, measure: painter).displayList(scale: 1)
        withColour = LiveView(BusyBackground(material: false), size: size, measure: painter).displayList(scale: 1)
        surface = try ImageSurface(width: 1920, height: 1080)
    }

    mutating func measureFrames() throws(PainterError) {
        let (painter, surface, withMaterial, withColour) = (painter, surface, withMaterial, withColour)
        material.add(try elapsed { () throws(PainterError) in try painter.drawFull(withMaterial, on: surface) })
        plain.add(try elapsed { () throws(PainterError) in try painter.drawFull(withColour, on: surface) })
    }

    mutating func forgetSamples() {
        (material, plain) = (Samples(), Samples())
    }
}

/// Rows of circles and squares in the system's colours, and over them a card of 600 x 400
/// points with a title, in the regular material or in a white of the same tint.
private struct BusyBackground: View {
    let material: Bool
    private let colors: [Color] = [.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple, .pink]

    var body: some View {
        ZStack {
            VStack(spacing: 0) {
                ForEach(0..<16) { row in
                    HStack(spacing: 0) {
                        ForEach(0..<25) { column in
                            if (row + column) % 2 == 0 {
                                Circle().fill(colors[(row * 25 + column) % colors.count])
                            } else {
                                Rectangle().fill(colors[(row * 7 + column) % colors.count])
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
