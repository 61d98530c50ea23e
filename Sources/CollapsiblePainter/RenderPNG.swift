import CollapsibleCore

/// One frame drawn offscreen, with no X server, as the bytes of a PNG of its device pixels.
public func renderPNG(_ list: DisplayList) throws(PainterError) -> [UInt8] {
    let size = Painter.deviceSize(of: list)
    let surface = try ImageSurface(width: size.width, height: size.height)
    try Painter().drawFull(list, on: surface)
    return try surface.png()
}
