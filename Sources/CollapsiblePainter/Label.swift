import CollapsibleCore

/// A text's layout placed in device pixels, its runs' paints and the box of its ink.
struct Label {
    var layout: any TextLines
    /// Where the layout's origin lies.
    var origin: Point
    /// Each run's paint, a gradient over the text's frame.
    var paints: [DevicePaint]
    var ink: Rect

    /// `layout`, set at `scale`, with the box of its lines centred on
    /// `frame` (logical pixels), as SwiftUI centres a text in its frame: a
    /// line wider than its frame reaches out of it on both sides. Nil when
    /// it draws no ink.
    init?(_ layout: any TextLines, of text: StyledText, centredIn frame: Rect, scale: Double) {
        guard let ink = layout.ink else { return nil }
        let box = layout.box
        origin = Point(x: frame.midX * scale - box.midX, y: frame.midY * scale - box.midY)
        self.layout = layout
        paints = text.runs.map { DevicePaint($0.paint, over: frame.scaled(by: scale), scale: scale) }
        self.ink = Rect(x: ink.x + origin.x, y: ink.y + origin.y, width: ink.width, height: ink.height)
    }

    func show(on cr: OpaquePointer) {
        layout.show(on: cr, at: origin, paints: paints)
    }
}
