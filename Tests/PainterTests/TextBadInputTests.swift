import XCTest
import CollapsibleCore
@testable import CollapsiblePainter

/// Text no one should write, which still draws, wraps or clips: never a
/// crash, a hang, or a frame held up by more than what shows.
final class TextBadInputTests: XCTestCase {
    private func seconds(_ body: () -> Void) -> Double {
        let start = Date()
        body()
        return Date().timeIntervalSince(start)
    }

    /// Strings that are no words: a NUL, bytes that are no UTF-8 (Swift
    /// reads them as U+FFFD), combining marks with nothing to combine with,
    /// and a megabyte of text in a window.
    func testStrangeStringsDrawOrClipAndKeepEveryCharacter() throws {
        let megabyte = String(repeating: "lorem ipsum dolor sit amet ", count: 40_000)
        for string in ["a\u{0}b", String(decoding: [0x61, 0xFF, 0xFE, 0x62], as: UTF8.self), "\u{301}\u{301}\u{301}", megabyte] {
            var window: TextWindow?
            let took = seconds { window = TextWindow(HStack { Text(string) }, width: 600, height: 300) }
            let drawn = try XCTUnwrap(window), text = try XCTUnwrap(drawn.texts.first)
            XCTAssertTrue(text.frame.width.isFinite && text.frame.height.isFinite, "\(string.prefix(20))")
            XCTAssertLessThanOrEqual(text.frame.height, 300, "clipped to the lines that fit the window")
            XCTAssertLessThan(took, 5, "\(string.count) characters")
            if string.count < 10 {
                XCTAssertEqual(drawn.characters.count, string.unicodeScalars.count, "every character has a place")
                XCTAssertFalse(drawn.inkPixels().isEmpty, "\(string.unicodeScalars.map(\.value)) draws")
            }
        }
    }

    /// A megabyte wrapped in a window costs what its first lines cost:
    /// the lines that show, not the megabyte.
    func testAMegabyteCostsTheLinesThatShow() throws {
        let painter = Painter(), megabyte = StyledText(String(repeating: "lorem ipsum dolor sit amet ", count: 40_000))
        _ = painter.size(of: StyledText("warm"), width: nil, height: nil)
        let page = StyledText(String(repeating: "lorem ipsum dolor sit amet ", count: 100))
        let pageTook = seconds { _ = painter.size(of: page, width: 568, height: 268) }
        let megabyteTook = seconds { _ = painter.size(of: megabyte, width: 568, height: 268) }
        XCTAssertLessThan(megabyteTook, 20 * pageTook + 0.05, "\(megabyteTook) s against \(pageTook) s for a page")
        XCTAssertTrue(try painter.textSetter.pangoLayout(megabyte, width: 568, height: 268).isEllipsized)
    }

    /// A text longer than Pango is ever handed, in a box tall enough for
    /// all that is handed: it is set up to that limit and ends in "…".
    func testATextPastPangosLimitInATallBoxIsSetToTheLimit() throws {
        let painter = Painter(), text = StyledText(String(repeating: "lorem ipsum dolor sit amet ", count: 7_500))
        let layout = try painter.textSetter.pangoLayout(text, width: 568, height: 10_000)
        XCTAssertTrue(layout.content.isCut)
        XCTAssertLessThan(layout.content.characters, 7_500 * 27)
        XCTAssertLessThanOrEqual(layout.box.height, 10_000)
    }

    /// Sizes of 0, below 0 or not a number draw nothing; huge ones draw the
    /// part of their glyphs in the window, filled as outlines, at once.
    func testBadFontSizesDrawNothingOrClip() throws {
        for size in [0.0, -3, .nan] {
            let window = TextWindow(HStack { Text("Hello").font(.system(size: size)) })
            let text = try XCTUnwrap(window.texts.first)
            XCTAssertLessThan(text.frame.width, 0.1, "size \(size)")
            XCTAssertLessThan(text.frame.height, 0.1, "size \(size)")
            XCTAssertTrue(window.inkPixels().isEmpty, "size \(size)")
        }
        // A full block fills its line, which is centred on the window.
        for size in [10_000.0, .infinity] {
            var window: TextWindow?
            let took = seconds { window = TextWindow(HStack { Text("\u{2588}").font(.system(size: size)).fixedSize() }) }
            let drawn = try XCTUnwrap(window)
            XCTAssertTrue(try XCTUnwrap(drawn.texts.first).frame.height.isFinite)
            XCTAssertEqual(drawn.inkPixels().count, 400 * 300, "size \(size) covers the window; " + drawn.save("huge"))
            XCTAssertLessThan(took, 0.25, "size \(size): \(took) s")
        }
    }

    /// A family that is not installed falls back as fontconfig falls back,
    /// to a face that is.
    func testAMissingFamilyFallsBackToAnInstalledFace() throws {
        let faces = try TextWindow(HStack { Text("Hello").font(.custom("No Such Family 7f3a", size: 17)) }).layout.faces
        XCTAssertEqual(faces.count, 1)
        XCTAssertNotEqual(faces.first?.family, "No Such Family 7f3a")
        XCTAssertFalse(faces.first?.family.isEmpty ?? true)
    }
}
