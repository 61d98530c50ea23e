import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// Text as a reader sees it, read back from the pixels the painter draws:
/// any script with real glyphs, wrapped and broken into lines, bold,
/// serif, cut short with "…", and each part of a joined text in its own
/// font and colour.
final class TextPixelTests: XCTestCase {
    /// The labels a reader of the exercise's page writes first, Arabic and
    /// an emoji: every character's box holds ink, and no glyph is the box
    /// drawn for a character no face has.
    func testChineseArabicAndEmojiDrawRealGlyphsInEveryCharactersBox() throws {
        for string in ["收合", "展開", "مرحبا", "😀", "नमस्ते"] {
            let window = TextWindow(HStack { Text(string) }), layout = try window.layout
            XCTAssertEqual(layout.unknownGlyphs, 0, "\(string) in \(layout.faces.map(\.family))")
            let boxes = window.characters
            XCTAssertEqual(boxes.count, string.unicodeScalars.count)
            for (index, box) in boxes.enumerated() where box.width > 0 {
                XCTAssertGreaterThan(window.inkPixels(in: box).count, 4, "no ink in the box of character \(index) of \(string), \(box); "
                                     + window.save("script-\(index)"))
            }
        }
        // The check can fail: a character of a private plane is in no face.
        XCTAssertGreaterThan(try TextWindow(HStack { Text("\u{10FFFD}") }).layout.unknownGlyphs, 0)
    }

    func testArabicRunsRightToLeft() {
        let boxes = TextWindow(HStack { Text("مرحبا") }).characters
        XCTAssertEqual(boxes.count, 5)
        for (first, next) in zip(boxes, boxes.dropFirst()) {
            XCTAssertGreaterThan(first.midX, next.midX, "each letter left of the one before it: \(boxes)")
        }
    }

    /// A sentence in a frame 200 points wide: several lines, none wider.
    func testASentenceWrapsIn200PointsOnSeveralLinesNoneWider() throws {
        let sentence = "The page this exercise comes from is written in Chinese, and so is the label a reader writes first."
        let window = TextWindow(Text(sentence).frame(width: 200))
        let text = try XCTUnwrap(window.texts.first), ink = try XCTUnwrap(window.inkBox)
        XCTAssertLessThanOrEqual(text.frame.width, 200)
        XCTAssertGreaterThanOrEqual(window.inkBands.count, 4, window.save("wrapped"))
        XCTAssertEqual(window.inkBands.count, try window.layout.lineCount)
        XCTAssertGreaterThanOrEqual(Double(ink.x), (400 - 200) / 2 - 1, window.save("wrapped"))
        XCTAssertLessThanOrEqual(Double(ink.maxX), (400 + 200) / 2 + 1, window.save("wrapped"))
        XCTAssertGreaterThan(Double(ink.width), 150, "the lines fill most of the width")
    }

    /// The book's table: "Mostly\nSunny" is two lines, twice as tall as one.
    func testALineBreakSetsTwoLines() throws {
        let two = TextWindow(HStack { Text("Mostly\nSunny") }), one = TextWindow(HStack { Text("Mostly") })
        XCTAssertEqual(two.inkBands.count, 2, two.save("two-lines"))
        XCTAssertEqual(one.inkBands.count, 1)
        // Laid out so; each drawn on whole pixels.
        let twoLines = try XCTUnwrap(two.texts.first?.size), oneLine = try XCTUnwrap(one.texts.first?.size)
        XCTAssertEqual(twoLines.height, 2 * oneLine.height, accuracy: 0.01)
    }

    func testBoldIsDarkerAndWiderThanRegular() throws {
        let regular = TextWindow(HStack { Text("Hello") }), bold = TextWindow(HStack { Text("Hello").bold() })
        XCTAssertEqual(try regular.layout.faces.map(\.weight), [400])
        XCTAssertEqual(try bold.layout.faces.map(\.weight), [700])
        XCTAssertGreaterThan(Double(bold.darkness), 1.2 * Double(regular.darkness), bold.save("bold") + regular.save("regular"))
        XCTAssertGreaterThan(try XCTUnwrap(bold.inkBox).width, try XCTUnwrap(regular.inkBox).width)
    }

    func testSerifIsAnotherFaceThanSansSerif() throws {
        let sans = TextWindow(HStack { Text("Hamburgefonstiv") })
        let serif = TextWindow(HStack { Text("Hamburgefonstiv").font(.system(.body, design: .serif)) })
        XCTAssertEqual(try sans.layout.faces.map(\.family), ["Inter"])
        let family = try serif.layout.faces.first?.family ?? ""
        XCTAssertTrue(family.contains("Serif"), "a serif face: \(family)")
        XCTAssertNotEqual(sans.inkPixels().count, serif.inkPixels().count, serif.save("serif"))
    }

    /// A line cut short ends in "…": three dots, side by side, on the baseline.
    func testATruncatedLineEndsInAnEllipsis() throws {
        let window = TextWindow(Text("A line far too long for the frame it is in").lineLimit(1).frame(width: 150))
        XCTAssertTrue(try window.layout.isEllipsized)
        XCTAssertEqual(window.inkBands.count, 1)
        let ink = try XCTUnwrap(window.inkBox)
        // The last glyph's columns: three runs of ink, low in the line.
        let dots = TextWindow(HStack { Text("…") })
        let width = try XCTUnwrap(dots.inkBox).width + 2
        var runs = 0, previous = false
        for x in (ink.maxX - width)..<ink.maxX {
            let inked = (ink.y..<ink.maxY).contains { window.surface.rgb(x, $0).maxChannel < 160 }
            if inked && !previous { runs += 1 }
            previous = inked
        }
        XCTAssertEqual(runs, 3, window.save("ellipsis"))
        let low = window.inkPixels(in: Rect(x: Double(ink.maxX - width), y: Double(ink.y), width: Double(width), height: Double(ink.height)))
        XCTAssertGreaterThan(low.map(\.y).min() ?? 0, ink.y + ink.height / 2, "the dots sit on the baseline")
    }

    /// `Text + Text` keeps each part's font and colour, as SwiftUI's does.
    func testJoinedTextsKeepEachPartsFontAndColour() {
        let window = TextWindow(HStack { Text("Red").foregroundColor(.red) + Text("Blue").foregroundColor(.blue).font(.title) })
        let boxes = window.characters
        func colours(_ range: Range<Int>) -> [RGB] {
            range.flatMap { window.inkPixels(in: boxes[$0]) }.map { window.surface.rgb($0.x, $0.y) }
        }
        let red = colours(0..<3), blue = colours(3..<7)
        XCTAssertTrue(red.contains { $0.r > 200 && $0.b < 80 } && !red.contains { $0.b > 200 && $0.r < 80 }, window.save("joined"))
        XCTAssertTrue(blue.contains { $0.b > 200 && $0.r < 80 } && !blue.contains { $0.r > 200 && $0.b < 80 }, window.save("joined"))
        XCTAssertGreaterThan(boxes[3].height, boxes[0].height, "the title's line is taller than the body's")
    }
}
