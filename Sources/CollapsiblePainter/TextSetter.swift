import CCairo
import CPango
import CollapsibleCore

/// Sets text with Pango at one scale: it owns the font map, in which Pango
/// keeps the fonts fontconfig matched, its context, and the layouts made
/// lately. A text is set once per string, font, width and height it is
/// offered, and once measured it is drawn from that very layout.
final class TextSetter {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private(set) var scale = 1.0
    private var layouts = LayoutCache()

    init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        // Neither hinted nor snapped, as SwiftUI's text is not: a text keeps its
        // shape and width at every scale, and its place to a fraction of a pixel.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        layouts = LayoutCache()
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// Sets text at `scale` from now on: the layouts of another scale go.
    func use(scale: Double) {
        guard scale != self.scale else { return }
        self.scale = scale
        layouts = LayoutCache()
    }

    /// `text` offered `width` by `height` logical pixels (nil, or infinite,
    /// for as much as it likes). Its layout is kept for the size it chose
    /// too, which is how it is asked for again to be drawn.
    func layout(_ text: StyledText, width: Double?, height: Double?) -> TextLayout {
        let width = width.flatMap { $0.isFinite ? $0 : nil }, height = height.flatMap { $0.isFinite ? $0 : nil }
        let key = LayoutCache.Key(text, width: width, height: height)
        if let known = layouts[key] { return known }
        let made: TextLayout
        if let width, let height, let shown = charactersShown(of: text, width: width, height: height) {
            made = beginning(of: text, width: width, height: height, from: shown)
        } else if let height {
            // Most texts fit the height they are offered: then the layout without one serves.
            let unlimited = layout(text, width: width, height: nil)
            made = unlimited.box.height <= height * scale ? unlimited
                : TextLayout(text, width: width.map { $0 * scale }, height: height * scale, scale: scale, in: context)
        } else if let width {
            // Nor do most break at the width they are offered: the ideal layout then serves.
            let ideal = layout(text, width: nil, height: nil)
            made = ideal.box.width <= width * scale ? ideal
                : TextLayout(text, width: width * scale, height: nil, scale: scale, in: context)
        } else {
            made = TextLayout(text, width: nil, height: nil, scale: scale, in: context)
        }
        layouts[key] = made
        layouts[LayoutCache.Key(text, width: made.box.width / scale, height: made.box.height / scale)] = made
        return made
    }

    /// How many characters of `text` could show in `width` by `height`,
    /// as a guess with room to spare; nil when that is all of them. No
    /// glyph is narrower than a quarter of an em, no line less tall than one.
    private func charactersShown(of text: StyledText, width: Double, height: Double) -> Int? {
        let em = text.runs.map { TextContent.pixelSize(of: $0.font, scale: scale) }.min() ?? 1
        let lines = (height * scale / em).rounded(.up) + 1, perLine = (4 * width * scale / em).rounded(.up) + 1
        let guess = min(2 * lines * perLine, Double(Int.max / 4))
        var count = 0
        for run in text.runs {
            count += run.string.unicodeScalars.count
            if Double(count) > guess { return Int(guess) }
        }
        return nil
    }

    /// A long text in a box too small for it: only its beginning is set,
    /// more of it each time the part set fails to fill the box, so that
    /// what it costs is what shows.
    private func beginning(of text: StyledText, width: Double, height: Double, from guess: Int) -> TextLayout {
        var characters = guess
        while true {
            let made = TextLayout(text, width: width * scale, height: height * scale, scale: scale, characters: characters, in: context)
            if made.isTruncated || !made.content.isCut { return made }
            characters *= 4
        }
    }

    /// `text` as it is drawn in `size`, the size it chose (nil: the one it likes).
    func layout(_ text: StyledText, in size: Size?) -> TextLayout {
        guard let size else { return layout(text, width: nil, height: nil) }
        let key = LayoutCache.Key(text, width: size.width, height: size.height)
        if let known = layouts[key] { return known }
        // Set again, perhaps at another scale, its lines may come out a hair
        // wider or taller: half a pixel more keeps every word on its line.
        let slack = 0.5 / scale
        let made = layout(text, width: size.width + slack, height: size.height + slack)
        layouts[key] = made
        return made
    }
}
