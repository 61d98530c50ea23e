import CCairo
import CollapsibleCore

/// Draws scenes with cairo, the renderer half of the program: the core says what is on screen,
/// the painter puts it in pixels. It keeps the scaled fonts, in which cairo caches glyphs.
public final class Painter {
    /// The fonts of the latest scale: a window's scale changes seldom, and never back and forth.
    private var fonts: (scale: Double, byKey: [String: LabelFont?]) = (1, [:])

    /// The first frame cairo failed to draw, and why, sticky as cairo's own errors.
    public private(set) var failure: PainterError?

    public init() {}

    /// Draws `scene` over what the surface shows and returns the pixels that changed: all of
    /// them unless only the row moved, nil for none. They equal those of a full repaint.
    @discardableResult
    public func draw(_ scene: Scene, on surface: ImageSurface) -> DeviceRect? {
        guard let shown = surface.shown, Self.onlyItemsMoved(from: shown.scene, to: scene) else {
            drawFull(scene, on: surface)
            return surface.bounds
        }
        if shown.scene == scene { return nil }
        let device = prepare(scene, on: surface)
        let changes = device.changes(since: shown.device) ?? [surface.bounds]
        paint(device, of: scene, clip: changes, on: surface)
        return changes.dropFirst().reduce(changes.first) { $0?.union($1) }
    }

    /// Draws every pixel of `scene`, whatever the surface shows.
    public func drawFull(_ scene: Scene, on surface: ImageSurface) {
        paint(prepare(scene, on: surface), of: scene, clip: [surface.bounds], on: surface)
    }

    /// The size in device pixels of a surface that shows all of `scene`.
    public static func deviceSize(of scene: Scene) -> (width: Int, height: Int) {
        (Int((scene.size.width * scene.scale).rounded()), Int((scene.size.height * scene.scale).rounded()))
    }

    private func paint(_ device: DeviceScene, of scene: Scene, clip: [DeviceRect], on surface: ImageSurface) {
        surface.shown = nil
        do throws(PainterError) {
            let mask = try ShadowMask(device, clip: clip), cr = cairo_create(surface.raw)!
            defer { cairo_destroy(cr) }
            FramePainting.paint(device, shadow: mask, clip: clip, on: cr)
            try PainterError.check(cairo_status(cr), "drawing a \(surface.width)x\(surface.height) frame")
            surface.shown = (scene, device)
        } catch {
            failure = failure ?? error
        }
    }

    /// Whether two scenes differ only in where their items are. The band, interpolated between
    /// layouts that agree but for rounding, wobbles by a millionth of a pixel, which changes no pixel.
    private static func onlyItemsMoved(from old: Scene, to new: Scene) -> Bool {
        let bands = [old.band, new.band].compactMap { $0 }
        return (bands.isEmpty || bands.count == 2 && bands[0].color == bands[1].color
            && [\Rect.x, \.y, \.width, \.height].allSatisfy { abs(bands[0].frame[keyPath: $0] - bands[1].frame[keyPath: $0]) < 1e-6 })
            && old.size == new.size && old.scale == new.scale && old.background == new.background
            && old.shadow == new.shadow && old.items.count == new.items.count
            && zip(old.items, new.items).allSatisfy { $0.fill == $1.fill && $0.stroke == $1.stroke && $0.text == $1.text }
    }

    private func prepare(_ scene: Scene, on surface: ImageSurface) -> DeviceScene {
        let s = scene.scale
        if fonts.scale != s { fonts = (s, [:]) }
        let items = scene.items.map { item in
            let frame = item.frame.scaled(by: s)
            var stroke = item.stroke
            stroke?.lineWidth *= s
            return DeviceScene.Item(frame: frame, fill: item.fill, stroke: stroke, label: item.text.flatMap { label($0, centredIn: frame, scale: s) })
        }
        let shadow = scene.shadow.map { shadow in
            // A radius of 0 is a hard shadow; a tiny blur stands in for it.
            let offset = Point(x: shadow.offset.x * s, y: shadow.offset.y * s)
            return (shadow.color, Gaussian(sigma: max(shadow.radius * s, 1e-3)), offset, ShadowMask.separable(items, offset: offset))
        }
        return DeviceScene(width: surface.width, height: surface.height, background: scene.background,
                           band: scene.band.map { ($0.frame.scaled(by: s), $0.color) }, items: items, shadow: shadow)
    }

    /// The label with its ink, not its pen box, centred on the frame, as SwiftUI centres a Text.
    private func label(_ text: Text, centredIn frame: Rect, scale: Double) -> DeviceScene.Label? {
        let key = "\(text.fontSize * scale) \(text.fontFamily)"
        let font = fonts.byKey[key] ?? LabelFont(family: text.fontFamily, pixelSize: text.fontSize * scale)
        fonts.byKey[key] = font
        guard let font, let shape = font.shape(text.string) else { return nil }
        let dx = frame.midX - shape.ink.midX, dy = frame.midY - shape.ink.midY
        return (shape.glyphs.map { cairo_glyph_t(index: $0.index, x: $0.x + dx, y: $0.y + dy) }, font, text.color,
                Rect(x: shape.ink.x + dx, y: shape.ink.y + dy, width: shape.ink.width, height: shape.ink.height))
    }
}
