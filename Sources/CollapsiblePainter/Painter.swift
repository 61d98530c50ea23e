import CCairo
import CollapsibleCore

/// Draws scenes with cairo, the renderer half of the program: the core says
/// what is on screen, the painter puts it in pixels.
///
/// It keeps what is costly and does not change from frame to frame: fonts
/// (with their glyphs' bitmaps), shaped labels, and the Gaussian of each
/// shadow size.
public final class Painter {
    private var gaussians: [Double: Gaussian] = [:]
    private var fonts: [FontKey: LabelFont] = [:]
    private var shapes: [ShapeKey: LabelShape] = [:]

    private struct FontKey: Hashable {
        var family: String
        var pixelSize: Double
    }

    private struct ShapeKey: Hashable {
        var font: FontKey
        var text: String
    }

    public init() {}

    /// Draws `scene` over what the surface shows and returns the device
    /// pixels that changed: the whole surface when it shows nothing yet or
    /// something else than a move of the same row, only the row's
    /// surroundings while the row moves, nil when nothing changed. The
    /// pixels are the same as those of a full repaint.
    @discardableResult
    public func draw(_ scene: Scene, on surface: ImageSurface) -> DeviceRect? {
        guard let shown = surface.shown, Self.onlyItemsMoved(from: shown.scene, to: scene) else {
            drawFull(scene, on: surface)
            return surface.bounds
        }
        if shown.scene == scene { return nil }
        let frame = prepare(scene, on: surface)
        let region = shown.touched.union(frame.touched).intersection(surface.bounds)
        paint(frame, region: region, on: surface)
        return region.isEmpty ? nil : region
    }

    /// Draws every pixel of `scene`, whatever the surface shows.
    public func drawFull(_ scene: Scene, on surface: ImageSurface) {
        paint(prepare(scene, on: surface), region: surface.bounds, on: surface)
    }

    /// The size in device pixels of a surface that shows all of `scene`.
    public static func deviceSize(of scene: Scene) -> (width: Int, height: Int) {
        (Int((scene.size.width * scene.scale).rounded()), Int((scene.size.height * scene.scale).rounded()))
    }

    private struct Frame {
        var scene: Scene
        var device: DeviceScene
        var shadow: ShadowMask?
        var touched: DeviceRect
    }

    private func paint(_ frame: Frame, region: DeviceRect, on surface: ImageSurface) {
        if !region.isEmpty {
            let rows = ItemRows(frame.device.items, region: region)
            let backdrop = Backdrop(frame.device, shadow: frame.shadow, items: rows, region: region)
            backdrop.paint(into: surface)
            if rows != nil {
                LabelPainting.paint(frame.device.items, region: region, into: surface)
            } else {
                // Items that are not one plain row: cairo draws them whole.
                let cr = cairo_create(surface.raw)!
                if region != surface.bounds {
                    cairo_rectangle(cr, Double(region.x), Double(region.y), Double(region.width), Double(region.height))
                    cairo_clip(cr)
                }
                ItemDrawing.draw(frame.device.items, in: cr)
                cairo_destroy(cr)
            }
        }
        surface.shown = (frame.scene, frame.touched)
    }

    /// Whether two scenes differ only in where their items are, so that
    /// everything away from the row stays as it was.
    private static func onlyItemsMoved(from old: Scene, to new: Scene) -> Bool {
        guard old.size == new.size, old.scale == new.scale, old.background == new.background,
              sameBand(old.band, new.band), old.shadow == new.shadow, old.items.count == new.items.count
        else { return false }
        return zip(old.items, new.items).allSatisfy {
            $0.fill == $1.fill && $0.stroke == $1.stroke && $0.text == $1.text
        }
    }

    /// The band is interpolated between two layouts whose bands agree but
    /// for rounding, so it wobbles in its last bits while the row moves: a
    /// millionth of a pixel changes no pixel, and must not cost a full frame.
    private static func sameBand(_ old: Scene.Band?, _ new: Scene.Band?) -> Bool {
        guard let old, let new else { return old == nil && new == nil }
        let a = old.frame, b = new.frame, tolerance = 1e-6
        return old.color == new.color && abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    private func prepare(_ scene: Scene, on surface: ImageSurface) -> Frame {
        let s = scene.scale
        let items = scene.items.map { item in
            let frame = item.frame.scaled(by: s)
            return DeviceScene.Item(
                frame: frame, fill: item.fill,
                stroke: item.stroke.map { stroke in
                    var scaled = stroke
                    scaled.lineWidth *= s
                    return scaled
                },
                label: item.text.flatMap { label($0, centredIn: frame, scale: s) })
        }
        let shadow = scene.shadow.map {
            DeviceScene.Shadow(color: $0.color, gaussian: gaussian(sigma: $0.radius * s),
                               offset: Point(x: $0.offset.x * s, y: $0.offset.y * s))
        }
        let device = DeviceScene(
            width: surface.width, height: surface.height, background: scene.background,
            band: scene.band.map { ($0.frame.scaled(by: s), $0.color) }, items: items, shadow: shadow)
        let mask = shadow.map { ShadowMask(scene: device, shadow: $0) }
        let touched = DeviceScene.pixels(of: device.items).union(mask?.bounds ?? DeviceRect(x: 0, y: 0, width: 0, height: 0))
        return Frame(scene: scene, device: device, shadow: mask, touched: touched.intersection(surface.bounds))
    }

    private func gaussian(sigma: Double) -> Gaussian {
        // A radius of 0 is a hard shadow; a tiny blur stands in for it.
        let sigma = max(sigma, 1e-3)
        if let known = gaussians[sigma] { return known }
        let made = Gaussian(sigma: sigma)
        gaussians[sigma] = made
        return made
    }

    /// The label placed so that its ink, not its pen box, is centred on the
    /// frame, as SwiftUI centres a Text overlay's glyphs.
    private func label(_ text: Text, centredIn frame: Rect, scale: Double) -> DeviceScene.Label? {
        let fontKey = FontKey(family: text.fontFamily, pixelSize: text.fontSize * scale)
        let key = ShapeKey(font: fontKey, text: text.string)
        let shape: LabelShape
        if let known = shapes[key] {
            shape = known
        } else {
            guard let font = fonts[fontKey] ?? LabelFont(family: fontKey.family, pixelSize: fontKey.pixelSize)
            else { return nil }
            fonts[fontKey] = font
            shape = font.shape(text.string)
            shapes[key] = shape
        }
        guard !shape.glyphs.isEmpty else { return nil }
        let penX = frame.midX - (shape.ink.width / 2 + shape.ink.x)
        let penY = frame.midY - (shape.ink.height / 2 + shape.ink.y)
        let glyphs = shape.glyphs.map { cairo_glyph_t(index: $0.index, x: $0.x + penX, y: $0.y + penY) }
        return DeviceScene.Label(
            glyphs: glyphs, font: shape.font, color: text.color,
            ink: Rect(x: penX + shape.ink.x, y: penY + shape.ink.y, width: shape.ink.width, height: shape.ink.height),
            mask: LabelMask(glyphs, font: shape.font))
    }
}
