@_implementationOnly import CPango
import CollapsibleCore

/// A text set by Pango in device pixels, owning its `PangoLayout`: the very
/// lines that are measured for layout, drawn, and read by assistive tools.
final class TextLayout: TextLines {
    let raw: OpaquePointer
    private(set) var content: TextContent
    private(set) var box = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Only what is drawn needs it, and it takes every glyph's outline.
    private(set) lazy var ink: Rect? = {
        var ink = PangoRectangle()
        cpango.pango_layout_get_extents(raw, &ink, nil)
        return ink.width > 0 && ink.height > 0 ? Rect(ink) : nil
    }()
    /// Whether it had more lines than it keeps.
    private(set) var isTruncated = false

    /// `text` set at `scale`, its lines broken at the words that pass
    /// `width` (nil: only at its line breaks), no more of them than `height`
    /// holds (one at least) or its line limit allows, the last ending in "…"
    /// where any of the text is left out. Lengths in device pixels. Only its
    /// first `characters` are set, when that many are known to fill it.
    init(_ text: StyledText, width: Double?, height: Double?, scale: Double, characters: Int = .max, in context: OpaquePointer) {
        raw = cpango.pango_layout_new(context)!
        content = TextContent(text, scale: scale, limit: characters)
        cpango.pango_layout_set_wrap(raw, PANGO_WRAP_WORD_CHAR)
        cpango.pango_layout_set_alignment(raw, text.alignment.pango)
        if let width { cpango.pango_layout_set_width(raw, Self.units(width)) }
        set(content, of: text, scale: scale)
        let limit = min(text.lineLimit ?? .max, height.map(linesFitting) ?? .max)
        if lineCount > limit {
            isTruncated = true
            truncate(text, to: limit, scale: scale)
        }
        var logical = PangoRectangle()
        cpango.pango_layout_get_extents(raw, nil, &logical)
        box = Rect(logical)
    }

    deinit { cpango.g_object_unref(UnsafeMutableRawPointer(raw)) }

    private func set(_ content: TextContent, of text: StyledText, scale: Double) {
        self.content = content
        content.bytes.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cpango.pango_layout_set_text(raw, $0.baseAddress, Int32($0.count)) }
        }
        let attributes = content.attributes(of: text, scale: scale)
        cpango.pango_layout_set_attributes(raw, attributes)
        cpango.pango_attr_list_unref(attributes)
    }

    var lineCount: Int { Int(cpango.pango_layout_get_line_count(raw)) }

    /// How many lines lie wholly within `height` device pixels; one at least.
    func linesFitting(_ height: Double) -> Int {
        let limit = Self.units(height)
        var count = 0
        forEachLine { _, _, bottom in
            if bottom <= limit { count += 1 }
        }
        return max(count, 1)
    }

    /// Keeps the first `limit` lines, the last ending in "…" as the text's
    /// truncation mode places it. Pango puts it where a line is cut inside
    /// a paragraph; a cut between paragraphs it leaves unmarked, and there
    /// "…" is put after the last line's own text.
    private func truncate(_ text: StyledText, to limit: Int, scale: Double) {
        if let end = line(limit)?.end, end < content.keptEnd, Self.endsParagraph(content.bytes, at: end) {
            set(content.cut(at: end), of: text, scale: scale)
        }
        // Height limits lines only in a layout of a set width.
        if cpango.pango_layout_get_width(raw) < 0 {
            var logical = PangoRectangle()
            cpango.pango_layout_get_extents(raw, nil, &logical)
            cpango.pango_layout_set_width(raw, logical.width)
        }
        // Pango ends the text on the line below which less than one more of
        // its lines would fit: half a line below the last one kept.
        guard let last = line(limit) else { return }
        cpango.pango_layout_set_ellipsize(raw, text.truncationMode.pango)
        cpango.pango_layout_set_height(raw, last.bottom + (last.bottom - last.top) / 2)
    }

    /// Where line `number` (from 1) ends, in bytes, and its top and bottom, in Pango units.
    private func line(_ number: Int) -> (end: Int, top: Int32, bottom: Int32)? {
        var found: (end: Int, top: Int32, bottom: Int32)?, count = 0
        forEachLine { line, top, bottom in
            count += 1
            if count == number { found = (Int(line.start_index + line.length), top, bottom) }
        }
        return found
    }

    /// Each line, with its top and bottom in Pango units.
    private func forEachLine(_ body: (_ line: PangoLayoutLine, _ top: Int32, _ bottom: Int32) -> Void) {
        let iterator = cpango.pango_layout_get_iter(raw)
        defer { cpango.pango_layout_iter_free(iterator) }
        repeat {
            var top: Int32 = 0, bottom: Int32 = 0
            cpango.pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
            if let line = cpango.pango_layout_iter_get_line_readonly(iterator) { body(line.pointee, top, bottom) }
        } while cpango.pango_layout_iter_next_line(iterator) != 0
    }

    /// Whether a paragraph ends at byte `index`, as Pango breaks them.
    private static func endsParagraph(_ bytes: [UInt8], at index: Int) -> Bool {
        switch bytes[index] {
        case 0x0A, 0x0D: return true
        // U+2029 PARAGRAPH SEPARATOR
        case 0xE2: return index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9
        default: return false
        }
    }

    /// Device pixels in Pango's units, within what its 32-bit integers hold.
    static func units(_ pixels: Double) -> Int32 {
        Int32((min(max(pixels, 0), Double(1 << 20)) * Double(PANGO_SCALE)).rounded())
    }
}

extension Rect {
    /// A Pango rectangle, in device pixels.
    init(_ rect: PangoRectangle) {
        let unit = Double(PANGO_SCALE)
        self.init(x: Double(rect.x) / unit, y: Double(rect.y) / unit, width: Double(rect.width) / unit, height: Double(rect.height) / unit)
    }
}

extension TextAlignment {
    /// Left and right swap in a paragraph that runs right to left: they are leading and trailing.
    var pango: PangoAlignment {
        switch self {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
    }
}

extension Text.TruncationMode {
    var pango: PangoEllipsizeMode {
        switch self {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
    }
}
