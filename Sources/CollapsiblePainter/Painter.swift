import CCairo
import CollapsibleCore

/// Draws display lists with cairo, the renderer half of the program: the core says what is on
/// screen, the painter puts it in pixels. It keeps the texts Pango set, and the frame it drew
/// last, so that the next one repaints only what differs.
public final class Painter {
    let textSetter = TextSetter()
    private var shown: Shown?
    /// The list whose bounds were asked last, in device pixels: a window asks for them
    /// before it draws the list, and the items need not be made twice.
    private var measured: (list: DisplayList, items: [DeviceItem])?

    /// The list a surface shows, as drawn, and where in the window the surface lies.
    private struct Shown {
        weak var surface: ImageSurface?
        var list: DisplayList
        var device: DeviceList
    }

    public init() {}

    /// Draws `list` over what the surface shows and returns the pixels that changed, in the
    /// window's device pixels: all of the surface's unless only items moved, nil for none.
    /// They equal those of a full repaint. The surface holds the window's pixels from
    /// `origin` on, as far as it reaches: a window's frame need hold no more than what its
    /// list draws. After a failure the surface counts as showing nothing, and the next frame
    /// is drawn whole.
    @discardableResult
    public func draw(_ list: DisplayList, on surface: ImageSurface, at origin: (x: Int, y: Int) = (0, 0)) throws(PainterError) -> DeviceRect? {
        let area = Self.area(of: surface, at: origin)
        guard let shown, shown.surface === surface, shown.list.scale == list.scale, shown.device.area == area else {
            try drawFull(list, on: surface, at: origin)
            return area
        }
        if shown.list == list { return nil }
        let device = deviceList(list, area: area)
        let changes = device.changes(since: shown.device) ?? [area]
        try paint(device, of: list, clip: changes, on: surface)
        return changes.dropFirst().reduce(changes.first) { $0?.union($1) }
    }

    /// Draws every pixel of `list` that the surface holds from `origin` on, whatever it shows.
    public func drawFull(_ list: DisplayList, on surface: ImageSurface, at origin: (x: Int, y: Int) = (0, 0)) throws(PainterError) {
        let area = Self.area(of: surface, at: origin)
        try paint(deviceList(list, area: area), of: list, clip: [area], on: surface)
    }

    private func deviceList(_ list: DisplayList, area: DeviceRect) -> DeviceList {
        if let measured, measured.list == list { return DeviceList(list, area: area, items: measured.items) }
        return DeviceList(list, area: area, textSetter: textSetter)
    }

    private static func area(of surface: ImageSurface, at origin: (x: Int, y: Int)) -> DeviceRect {
        DeviceRect(x: origin.x, y: origin.y, width: surface.width, height: surface.height)
    }

    /// The size in device pixels of a surface that shows all of `list`.
    public static func deviceSize(of list: DisplayList) -> (width: Int, height: Int) {
        (Int((list.size.width * list.scale).rounded()), Int((list.size.height * list.scale).rounded()))
    }

    /// The device pixels that `list` draws on, its shadows' reach included, within its window;
    /// beyond them a frame shows only the window's background.
    public func bounds(of list: DisplayList) -> DeviceRect {
        let size = Self.deviceSize(of: list)
        let device = DeviceList(list, area: DeviceRect(x: 0, y: 0, width: size.width, height: size.height), textSetter: textSetter)
        measured = (list, device.items)
        // Glyphs are put on whole pixels, half a pixel from their outlines at most.
        return (DeviceItem.union(device.items)?.insetBy(dx: -1, dy: -1).pixels ?? DeviceRect(x: 0, y: 0, width: 0, height: 0))
            .intersection(device.bounds)
    }

    private func paint(_ device: DeviceList, of list: DisplayList, clip: [DeviceRect], on surface: ImageSurface) throws(PainterError) {
        shown = nil
        let cr = cairo_create(surface.raw)!
        defer { cairo_destroy(cr) }
        // Whole pixels: every edge and glyph lands on the pixel it would in the whole window.
        cairo_translate(cr, -Double(device.area.x), -Double(device.area.y))
        try FramePainting.paint(device, clip: clip, on: cr)
        try PainterError.check(cairo_status(cr), "drawing a \(surface.width)x\(surface.height) frame")
        shown = Shown(surface: surface, list: list, device: device)
    }
}
