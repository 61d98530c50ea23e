import CollapsibleCore

/// Renders one frame offscreen, with no X server, and saves it as a PNG of its device pixels.
public func renderPNG(_ scene: Scene, to path: String) throws(PainterError) {
    let size = Painter.deviceSize(of: scene), painter = Painter()
    let surface = try ImageSurface(width: size.width, height: size.height)
    painter.drawFull(scene, on: surface)
    if let failure = painter.failure { throw failure }
    try surface.writePNG(to: path)
}
