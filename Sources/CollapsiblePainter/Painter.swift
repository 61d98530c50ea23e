import CCairo
import CollapsibleCore

/// Draws display lists with cairo, the renderer half of the program: the core says what is on
/// screen, the painter puts it in pixels. It keeps the texts Pango set, and the frame it drew
/// last, so that the next one repaints only what differs.
public final class Painter {
    let textSetter = TextSetter()
    let pictures = Pictures()
    let coverages = Coverages()
    let backdrops = Backdrops()
    private var shown: Shown?

    /// The list a surface shows, as drawn, and where in the window the surface lies.
    private struct Shown {
        weak var surface: ImageSurface?
        var list: DisplayList
        var device: DeviceList
    }

    public init() {}

    /// `list` in device pixels, with the pixels it draws on, ready to be drawn.
    public func prepare(_ list: DisplayList) -> PreparedFrame {
        PreparedFrame(list, textSetter: textSetter, pictures: pictures, coverages: coverages, backdrops: backdrops)
    }

    /// Draws `frame` over what the surface shows and returns the pixels that changed, in the
    /// window's device pixels: all of the surface's unless only items moved or a scroll view's
    /// content scrolled (its pixels are then moved, and what comes into sight painted), nil for none.
    /// They equal those of a full repaint. The surface holds the window's pixels from
    /// `origin` on, as far as it reaches: a window's frame need hold no more than what its
    /// list draws. After a failure the surface counts as showing nothing, and the next frame
    /// is drawn whole.
    @discardableResult
    public func draw(_ frame: PreparedFrame, on surface: ImageSurface, at origin: (x: Int, y: Int) = (0, 0)) throws(PainterError) -> DeviceRect? {
        let area = Self.area(of: surface, at: origin)
        guard let shown, shown.surface === surface, shown.list.scale == frame.list.scale, shown.device.area == area else {
            try drawFull(frame, on: surface, at: origin)
            return area
        }
        if shown.list == frame.list { return nil }
        let device = DeviceList(frame, area: area)
        if let scrolled = device.scrolled(since: shown.device) {
            self.shown = nil
            let viewport = scrolled.viewport
            surface.move(DeviceRect(x: viewport.x - area.x, y: viewport.y - area.y, width: viewport.width, height: viewport.height),
                         by: (scrolled.dx, scrolled.dy))
            try paint(device, of: frame.list, clip: scrolled.boxes, curvesWhole: false, on: surface)
            return scrolled.boxes.reduce(viewport) { $0.union($1) }
        }
        let changes = device.changes(since: shown.device) ?? [area]
        try paint(device, of: frame.list, clip: changes, curvesWhole: true, on: surface)
        return changes.dropFirst().reduce(changes.first) { $0?.union($1) }
    }

    /// Prepares `list` and draws it, for a caller with no use for its bounds.
    @discardableResult
    public func draw(_ list: DisplayList, on surface: ImageSurface, at origin: (x: Int, y: Int) = (0, 0)) throws(PainterError) -> DeviceRect? {
        try draw(prepare(list), on: surface, at: origin)
    }

    /// Draws every pixel of `list` that the surface holds from `origin` on, whatever it shows.
    public func drawFull(_ list: DisplayList, on surface: ImageSurface, at origin: (x: Int, y: Int) = (0, 0)) throws(PainterError) {
        try drawFull(prepare(list), on: surface, at: origin)
    }

    private func drawFull(_ frame: PreparedFrame, on surface: ImageSurface, at origin: (x: Int, y: Int)) throws(PainterError) {
        let area = Self.area(of: surface, at: origin)
        try paint(DeviceList(frame, area: area), of: frame.list, clip: [area], curvesWhole: true, on: surface)
    }

    private static func area(of surface: ImageSurface, at origin: (x: Int, y: Int)) -> DeviceRect {
        DeviceRect(x: origin.x, y: origin.y, width: surface.width, height: surface.height)
    }

    /// The size in device pixels of a surface that shows all of `list`.
    public static func deviceSize(of list: DisplayList) -> (width: Int, height: Int) {
        (Int((list.size.width * list.scale).rounded()), Int((list.size.height * list.scale).rounded()))
    }

    private func paint(_ device: DeviceList, of list: DisplayList, clip: [DeviceRect], curvesWhole: Bool,
                       on surface: ImageSurface) throws(PainterError) {
        shown = nil
        backdrops.startFrame()
        let cr = cairo_create(surface.raw)!
        defer { cairo_destroy(cr) }
        // Whole pixels: every edge and glyph lands on the pixel it would in the whole window.
        cairo_translate(cr, -Double(device.area.x), -Double(device.area.y))
        try FramePainting.paint(device, clip: clip, curvesWhole: curvesWhole, on: cr)
        try PainterError.check(cairo_status(cr), "drawing a \(surface.width)x\(surface.height) frame")
        shown = Shown(surface: surface, list: list, device: device)
    }
}
