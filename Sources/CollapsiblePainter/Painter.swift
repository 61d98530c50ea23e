import CCairo
import CollapsibleCore

/// Draws scenes with cairo, the renderer half of the program: the core says
/// what is on screen, the painter puts it in pixels.
///
/// It keeps what is costly and does not change from frame to frame: the
/// scaled fonts (cairo caches their glyphs), shaped labels, and the
/// Gaussian of each shadow size.
public final class Painter {
    private var gaussians: [Double: Gaussian] = [:]
    private var fonts: [FontKey: LabelFont] = [:]
    private var shapes: [ShapeKey: LabelShape?] = [:]

    /// The first frame cairo failed to draw, and why; cairo's own errors
    /// are sticky the same way. The frame's pixels are then undefined.
    public private(set) var failure: PainterError?

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
        let device = prepare(scene, on: surface)
        guard Self.sameShadow(shown.device.shadow?.shape, device.shadow?.shape) else {
            paint(device, of: scene, clip: nil, on: surface)
            return surface.bounds
        }
        let changes = device.changes(since: shown.device)
        paint(device, of: scene, clip: changes, on: surface)
        return changes.dropFirst().reduce(changes.first) { $0?.union($1) }
    }

    /// Draws every pixel of `scene`, whatever the surface shows.
    public func drawFull(_ scene: Scene, on surface: ImageSurface) {
        paint(prepare(scene, on: surface), of: scene, clip: nil, on: surface)
    }

    /// The size in device pixels of a surface that shows all of `scene`.
    public static func deviceSize(of scene: Scene) -> (width: Int, height: Int) {
        (Int((scene.size.width * scene.scale).rounded()), Int((scene.size.height * scene.scale).rounded()))
    }

    private func paint(_ device: DeviceScene, of scene: Scene, clip: [DeviceRect]?, on surface: ImageSurface) {
        surface.shown = nil
        do throws(PainterError) {
            if clip?.isEmpty != true {
                let mask = try ShadowMask(device, clip: clip ?? [surface.bounds])
                let cr = cairo_create(surface.raw)!
                defer { cairo_destroy(cr) }
                FramePainting.paint(device, shadow: mask, clip: clip, on: cr)
                let status = cairo_status(cr)
                guard status == CAIRO_STATUS_SUCCESS else {
                    throw .cairo(operation: "drawing a \(surface.width)x\(surface.height) frame",
                                 message: String(cString: cairo_status_to_string(status)))
                }
            }
            surface.shown = (scene, device)
        } catch {
            failure = failure ?? error
        }
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

    /// A shadow made another way, or of another height, differs everywhere.
    private static func sameShadow(_ old: ShadowShape?, _ new: ShadowShape?) -> Bool {
        switch (old, new) {
        case (nil, nil), (.drawn?, .drawn?): return true
        case (.separable(_, let before)?, .separable(_, let after)?): return before == after
        default: return false
        }
    }

    private func prepare(_ scene: Scene, on surface: ImageSurface) -> DeviceScene {
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
        let shadow = scene.shadow.map { shadow in
            let offset = Point(x: shadow.offset.x * s, y: shadow.offset.y * s)
            return (shadow.color, gaussian(sigma: shadow.radius * s), offset, ShadowShape(items, offset: offset))
        }
        return DeviceScene(width: surface.width, height: surface.height, background: scene.background,
                           band: scene.band.map { ($0.frame.scaled(by: s), $0.color) }, items: items, shadow: shadow)
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
        let shape = shapes[key] ?? {
            let font = fonts[fontKey] ?? LabelFont(family: fontKey.family, pixelSize: fontKey.pixelSize)
            fonts[fontKey] = font
            let made = font?.shape(text.string)
            shapes[key] = made
            return made
        }()
        guard let shape else { return nil }
        let penX = frame.midX - shape.ink.midX, penY = frame.midY - shape.ink.midY
        return DeviceScene.Label(
            glyphs: shape.glyphs.map { cairo_glyph_t(index: $0.index, x: $0.x + penX, y: $0.y + penY) },
            font: shape.font, color: text.color,
            ink: Rect(x: penX + shape.ink.x, y: penY + shape.ink.y, width: shape.ink.width, height: shape.ink.height))
    }
}
