import CollapsibleCore

/// One frame drawn offscreen, with no X server, as the bytes of a PNG of its device pixels.
public func renderPNG(_ scene: Scene) throws(PainterError) -> [UInt8] {
    let size = Painter.deviceSize(of: scene), painter = Painter()
    let surface = try ImageSurface(width: size.width, height: size.height)
    painter.drawFull(scene, on: surface)
    if let failure = painter.failure { throw failure }
    return try surface.png()
}
