import CCairo
@_implementationOnly import CPango
import CollapsibleCore
import Glibc

/// Sets text at one scale: a line of digits with cairo's own fonts, any
/// other text with Pango, which is loaded the first time one needs it. It
/// owns those fonts, Pango's font map, in which Pango keeps the fonts
/// fontconfig matched, and its context, and the texts set lately. A text is
/// set once per string, font, width and height it is offered, and once
/// measured it is drawn from those very lines.
final class TextSetter {
    private(set) var scale = 1.0
    private var digitFonts: [Font: DigitFont?] = [:]
    /// Nil until a text first needs Pango; then its context, or nil when it
    /// cannot be loaded.
    private var pango: PangoContext??
    private var texts = LayoutCache()

    /// Sets text at `scale` from now on: the texts and fonts of another scale go.
    func use(scale: Double) {
        guard scale != self.scale else { return }
        self.scale = scale
        texts = LayoutCache()
        digitFonts = [:]
    }

    /// `text` offered `width` by `height` logical pixels (nil, or infinite,
    /// for as much as it likes). Its lines are kept for the size it chose
    /// too, which is how they are asked for again to be drawn.
    func layout(_ text: StyledText, width: Double?, height: Double?) -> any TextLines {
        let width = width.flatMap { $0.isFinite ? $0 : nil }, height = height.flatMap { $0.isFinite ? $0 : nil }
        let key = LayoutCache.Key(text, width: width, height: height)
        if let known = texts[key] { return known }
        let made: any TextLines
        // A number wider than it is offered is Pango's to break; a digit cannot break.
        if let digits = digitLine(text), width.map({ digits.box.width <= $0 * scale }) ?? true || text.runs[0].string.utf8.count == 1 {
            made = digits
        } else if let context = pangoContext() {
            made = pangoLayout(text, width: width, height: height, in: context)
        } else {
            made = NoText()
        }
        texts[key] = made
        texts[LayoutCache.Key(text, width: made.box.width / scale, height: made.box.height / scale)] = made
        return made
    }

    /// `text` as it is drawn in `size`, the size it chose (nil: the one it likes).
    func layout(_ text: StyledText, in size: Size?) -> any TextLines {
        guard let size else { return layout(text, width: nil, height: nil) }
        let key = LayoutCache.Key(text, width: size.width, height: size.height)
        if let known = texts[key] { return known }
        // Set again, perhaps at another scale, its lines may come out a hair
        // wider or taller: half a pixel more keeps every word on its line.
        let slack = 0.5 / scale
        let made = layout(text, width: size.width + slack, height: size.height + slack)
        texts[key] = made
        return made
    }

    /// The line of `text` if it is a line of digits in the system font, at a
    /// size whose glyphs are drawn as images.
    private func digitLine(_ text: StyledText) -> DigitLine? {
        guard text.runs.count == 1, let run = text.runs.first, run.font.family == nil, run.font.design == .default,
              !run.font.hasMonospacedDigits, DigitLine.isDigits(run.string) else { return nil }
        let pixels = run.font.size * scale
        guard pixels >= 1, pixels <= TextLayout.largestGlyphImage.outlined else { return nil }
        if digitFonts[run.font] == nil { digitFonts[run.font] = DigitFont(run.font, pixelSize: pixels) }
        guard let font = digitFonts[run.font] ?? nil else { return nil }
        return DigitLine(run.string, in: font)
    }

    /// Pango's context, made the first time a text needs it; nil, said once
    /// on standard error, when Pango cannot be loaded.
    private func pangoContext() -> PangoContext? {
        if let pango { return pango }
        guard cpango_load() != 0 else {
            let line = "cannot set text: \(cpango_error().map { String(cString: $0) } ?? "Pango is not loaded")\n"
            _ = line.withCString { write(2, $0, strlen($0)) }
            pango = .some(nil)
            return nil
        }
        let context = PangoContext()
        pango = context
        return context
    }

    private func pangoLayout(_ text: StyledText, width: Double?, height: Double?, in context: PangoContext) -> TextLayout {
        func existing(_ width: Double?, _ height: Double?) -> TextLayout? {
            layout(text, width: width, height: height) as? TextLayout
        }
        if let width, let height, let shown = charactersShown(of: text, width: width, height: height) {
            return beginning(of: text, width: width, height: height, from: shown, in: context)
        }
        if let height, let unlimited = existing(width, nil) {
            // Most texts fit the height they are offered, or one line at least:
            // then the layout without one serves.
            return unlimited.linesFitting(height * scale) >= unlimited.lineCount ? unlimited
                : TextLayout(text, width: width.map { $0 * scale }, height: height * scale, scale: scale, in: context.raw)
        }
        if let width, let ideal = existing(nil, nil), ideal.box.width <= width * scale {
            // Nor do most break at the width they are offered: the ideal layout then serves.
            return ideal
        }
        return TextLayout(text, width: width.map { $0 * scale }, height: height.map { $0 * scale }, scale: scale, in: context.raw)
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
    private func beginning(of text: StyledText, width: Double, height: Double, from guess: Int, in context: PangoContext) -> TextLayout {
        var characters = guess
        while true {
            let made = TextLayout(text, width: width * scale, height: height * scale, scale: scale, characters: characters, in: context.raw)
            // Past what Pango can set on one line nothing more is handed
            // over (`TextContent`), so asking for more would change nothing.
            if made.isTruncated || !made.content.isCut || made.content.characters < characters { return made }
            characters *= 4
        }
    }
}

/// Pango's font map and a context on it, which own what Pango keeps: the
/// fonts fontconfig matched, each face's shaping data.
final class PangoContext {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let raw: OpaquePointer

    init() {
        fontMap = cpango.pango_cairo_font_map_new()!
        raw = cpango.pango_font_map_create_context(fontMap)!
        // Neither hinted nor snapped, as SwiftUI's text is not: a text keeps its
        // shape and width at every scale, and its place to a fraction of a pixel.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cpango.pango_cairo_context_set_font_options(raw, options)
        cairo_font_options_destroy(options)
        cpango.pango_context_set_round_glyph_positions(raw, 0)
    }

    deinit {
        cpango.g_object_unref(UnsafeMutableRawPointer(raw))
        cpango.g_object_unref(UnsafeMutableRawPointer(fontMap))
    }
}
