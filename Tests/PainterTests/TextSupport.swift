import CPango
import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

extension TextLayout {
    /// Each run's face as Pango chose it, in the order drawn: its family, weight and slant.
    var faces: [(family: String, weight: Int, isItalic: Bool)] {
        var faces: [(family: String, weight: Int, isItalic: Bool)] = []
        let iterator = cpango.pango_layout_get_iter(raw)
        defer { cpango.pango_layout_iter_free(iterator) }
        repeat {
            guard let run = cpango.pango_layout_iter_get_run_readonly(iterator),
                  let description = cpango.pango_font_describe(run.pointee.item.pointee.analysis.font) else { continue }
            defer { cpango.pango_font_description_free(description) }
            faces.append((String(cString: cpango.pango_font_description_get_family(description)!),
                          Int(cpango.pango_font_description_get_weight(description).rawValue),
                          cpango.pango_font_description_get_style(description) != PANGO_STYLE_NORMAL))
        } while cpango.pango_layout_iter_next_run(iterator) != 0
        return faces
    }

    /// Glyphs drawn as the box of a character no face has.
    var unknownGlyphs: Int { Int(cpango.pango_layout_get_unknown_glyphs_count(raw)) }

    var isEllipsized: Bool { cpango.pango_layout_is_ellipsized(raw) != 0 }
}

/// A view in a window of its own, laid out by the framework with a painter
/// as its measure, and drawn by that painter: what a window would show.
struct TextWindow {
    let painter = Painter()
    let list: DisplayList
    let surface: ImageSurface

    init<V: View>(_ view: V, width: Double = 400, height: Double = 300, scale: Double = 1) {
        let live = LiveView(view, size: Size(width: width, height: height), measure: painter)
        list = live.displayList(scale: scale)
        let size = Painter.deviceSize(of: list)
        surface = try! ImageSurface(width: size.width, height: size.height)
        try! painter.drawFull(list, on: surface)
    }

    /// The texts drawn, in order, each with its frame.
    var texts: [(text: StyledText, frame: Rect, size: Size?)] {
        func texts(_ items: [DisplayItem]) -> [(text: StyledText, frame: Rect, size: Size?)] {
            items.flatMap { item -> [(text: StyledText, frame: Rect, size: Size?)] in
                switch item.content {
                case .text(let text, let size): [(text, item.frame, size)]
                case .effect(_, let inner): texts(inner)
                case .shape, .image, .paths: []
                }
            }
        }
        return texts(list.items)
    }

    /// The first text's lines as they were drawn, set by Pango.
    var layout: TextLayout {
        get throws {
            let first = texts[0]
            return try XCTUnwrap(painter.textSetter.layout(first.text, in: first.size) as? TextLayout, "not set by Pango")
        }
    }

    /// Where each character of the first text lies, in device pixels at
    /// scale 1: set in the size layout chose, centred on the frame as drawn,
    /// which is on whole pixels.
    var characters: [Rect] {
        let first = texts[0], size = first.size ?? first.frame.size
        let box = Rect(x: first.frame.midX - size.width / 2, y: first.frame.midY - size.height / 2, width: size.width, height: size.height)
        return painter.geometry(of: first.text, in: box).characters
    }

    /// Whether a pixel differs from the white background.
    func isInk(_ x: Int, _ y: Int) -> Bool { surface.rgb(x, y) != RGB(255, 255, 255) }

    /// The pixels that hold ink within `box`, or the whole surface.
    func inkPixels(in box: Rect? = nil) -> [(x: Int, y: Int)] {
        let area = (box?.pixels ?? surface.bounds).intersection(surface.bounds)
        var found: [(x: Int, y: Int)] = []
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where isInk(x, y) { found.append((x, y)) }
        }
        return found
    }

    /// The box of all ink.
    var inkBox: DeviceRect? {
        inkPixels().reduce(nil) { box, pixel in
            (box ?? DeviceRect(x: pixel.x, y: pixel.y, width: 1, height: 1)).union(DeviceRect(x: pixel.x, y: pixel.y, width: 1, height: 1))
        }
    }

    /// Rows with ink, run together where they touch: the lines drawn.
    var inkBands: [ClosedRange<Int>] {
        let rows = Set(inkPixels().map(\.y)).sorted()
        var bands: [ClosedRange<Int>] = []
        for row in rows {
            if let last = bands.last, last.upperBound >= row - 1 {
                bands[bands.count - 1] = last.lowerBound...row
            } else {
                bands.append(row...row)
            }
        }
        return bands
    }

    /// How dark the ink is, all together: 255 a pixel for black.
    var darkness: Int {
        inkPixels().reduce(0) { $0 + 255 - surface.rgb($1.x, $1.y).maxChannel }
    }

    func save(_ name: String) -> String { Artifacts.save([(name, surface)]) }
}

extension TextSetter {
    /// `text` offered `width` by `height`, as Pango set it.
    func pangoLayout(_ text: StyledText, width: Double?, height: Double?) throws -> TextLayout {
        try XCTUnwrap(layout(text, width: width, height: height) as? TextLayout, "not set by Pango")
    }
}
