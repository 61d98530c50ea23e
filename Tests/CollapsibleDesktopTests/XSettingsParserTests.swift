import CollapsibleCore
import XCTest
@testable import CollapsibleDesktop
import TestSupport

/// The XSETTINGS parser on its own: what managers write, and what a broken
/// or hostile one might.
final class XSettingsParserTests: XCTestCase {
    private let sample: [(name: String, value: XSettingsBlob.Value)] = [
        ("Net/ThemeName", .string("Adwaita-dark")),
        ("Xft/DPI", .integer(196_608)),
        ("Gtk/EnableAnimations", .integer(0)),
        ("Gtk/CursorThemeName", .string("")),
        ("Gtk/Color", .color(1, 2, 65535, 4)),
        ("Xft/Hinting", .integer(-1)),
    ]

    func testBothByteOrdersAndAllThreeTypes() throws {
        for bigEndian in [false, true] {
            let settings = try XSettings(parsing: XSettingsBlob.encode(sample, bigEndian: bigEndian))
            XCTAssertEqual(settings.values.count, 6)
            XCTAssertEqual(settings.themeName, "Adwaita-dark")
            XCTAssertEqual(settings.dpi, 192)
            XCTAssertEqual(settings.animationsEnabled, false)
            XCTAssertEqual(settings.values["Gtk/Color"], .color(red: 1, green: 2, blue: 65535, alpha: 4))
            XCTAssertEqual(settings.values["Xft/Hinting"], .integer(-1))
            XCTAssertEqual(settings.values["Gtk/CursorThemeName"], .string(""))
        }
        // Nothing published, and the default DPI of -1, say nothing.
        let empty = try XSettings(parsing: XSettingsBlob.encode([("Xft/DPI", .integer(-1))]))
        XCTAssertNil(empty.dpi)
        XCTAssertNil(empty.themeName)
        XCTAssertNil(empty.animationsEnabled)
    }

    /// The caret's blink as GTK reads it, GTK's defaults where unset or out of range.
    func testTheCaretBlink() throws {
        let set = try XSettings(parsing: XSettingsBlob.encode([("Net/CursorBlink", .integer(1)), ("Net/CursorBlinkTime", .integer(800)),
                                                               ("Gtk/CursorBlinkTimeout", .integer(3))]))
        XCTAssertEqual(set.caretBlink, CaretBlinkSettings(blinks: true, period: 0.8, timeout: 3))
        let off = try XSettings(parsing: XSettingsBlob.encode([("Net/CursorBlink", .integer(0)), ("Net/CursorBlinkTime", .integer(-5))]))
        XCTAssertEqual(off.caretBlink, CaretBlinkSettings(blinks: false, period: 1.2, timeout: 10))
        XCTAssertEqual(try XSettings(parsing: XSettingsBlob.encode(sample)).caretBlink, CaretBlinkSettings())
    }

    /// The icon theme GTK draws icons from; an empty name is none.
    func testTheIconThemeName() throws {
        XCTAssertEqual(try XSettings(parsing: XSettingsBlob.encode([("Net/IconThemeName", .string("breeze"))])).iconThemeName, "breeze")
        XCTAssertNil(try XSettings(parsing: XSettingsBlob.encode([("Net/IconThemeName", .string(""))])).iconThemeName)
        XCTAssertNil(try XSettings(parsing: XSettingsBlob.encode(sample)).iconThemeName)
    }

    private func reason(_ bytes: [UInt8]) -> String? {
        do {
            _ = try XSettings(parsing: bytes)
            return nil
        } catch {
            return error.description
        }
    }

    func testMalformedPropertiesAreRefusedWithAReason() {
        let good = XSettingsBlob.encode(sample)
        // Every truncation, down to nothing.
        for length in 0..<good.count {
            XCTAssertNotNil(reason(Array(good[..<length])), "\(length) of \(good.count) bytes parsed")
        }
        var order = good
        order[0] = 7
        XCTAssertEqual(reason(order), "byte order 7, neither 0 (LSBFirst) nor 1 (MSBFirst)")
        // Little-endian data announced as big-endian: the count is absurd.
        var swapped = good
        swapped[0] = 1
        XCTAssertEqual(reason(swapped), "100663296 settings announced in \(good.count) bytes")
        var count = good
        count.replaceSubrange(8..<12, with: [0xFF, 0xFF, 0xFF, 0xFF])
        XCTAssertEqual(reason(count), "4294967295 settings announced in \(good.count) bytes")

        let theme = XSettingsBlob.encode([("Net/ThemeName", .string("Adwaita"))])
        var length = theme
        // The string's length, after the header (12), the name (4 + 16) and its serial (4).
        length.replaceSubrange(36..<40, with: [0xF0, 0xFF, 0xFF, 0x7F])
        XCTAssertEqual(reason(length), "Net/ThemeName is 2147483632 bytes long, and only 8 follow")
        var nameLength = theme
        nameLength.replaceSubrange(14..<16, with: [0xFF, 0xFF])
        XCTAssertEqual(reason(nameLength), "it ends inside the name of setting 0 (\(theme.count) bytes)")
        // The name's 3 bytes of padding left out: everything after slides.
        var unpadded = theme
        unpadded.removeSubrange(29..<32)
        XCTAssertNotNil(reason(unpadded))
        var type = theme
        type[12] = 9
        XCTAssertEqual(reason(type), "Net/ThemeName has type 9, not 0, 1 or 2")
        XCTAssertEqual(reason(XSettingsBlob.encode([("", .integer(1))])), "setting 0 has no valid name")
        XCTAssertEqual(reason(XSettingsBlob.encode([("Bad Name", .integer(1))])), "setting 0 has no valid name")
    }

    /// Random settings written out and read back are the same settings.
    func testWhatAManagerWritesReadsBack() throws {
        let seed = Stress.seed(default: 10)
        var random = SeededRandom(seed: seed)
        let letters = Array("abcXYZ019_/-")
        for round in 0..<1000 {
            var expected: [String: XSettings.Value] = [:]
            var written: [(name: String, value: XSettingsBlob.Value)] = []
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let name = String((0..<Int.random(in: 1...20, using: &random)).map { _ in letters.randomElement(using: &random)! })
                guard expected[name] == nil else { continue }
                switch Int.random(in: 0...2, using: &random) {
                case 0:
                    let value = Int32.random(in: .min ... .max, using: &random)
                    written.append((name, .integer(value)))
                    expected[name] = .integer(value)
                case 1:
                    let text = String((0..<Int.random(in: 0...9, using: &random)).map { _ in letters.randomElement(using: &random)! })
                    written.append((name, .string(text)))
                    expected[name] = .string(text)
                default:
                    let c = (0..<4).map { _ in UInt16.random(in: 0 ... .max, using: &random) }
                    written.append((name, .color(c[0], c[1], c[2], c[3])))
                    expected[name] = .color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
                }
            }
            let bigEndian = Bool.random(using: &random)
            let parsed = try XSettings(parsing: XSettingsBlob.encode(written, bigEndian: bigEndian))
            XCTAssertEqual(parsed.values, expected, "round \(round), seed \(seed)")
        }
    }

    /// Thousands of random and mutated properties: each one parses or is
    /// refused with a reason, never a crash, a hang or a huge allocation.
    func testRandomAndMutatedPropertiesNeverCrashTheParser() {
        let seed = Stress.seed(default: 20)
        var random = SeededRandom(seed: seed)
        let rounds = Stress.pick(short: 5000, long: 200_000)
        let good = [XSettingsBlob.encode(sample), XSettingsBlob.encode(sample, bigEndian: true), XSettingsBlob.dark]
        var parsed = 0, refused = 0
        for round in 0..<rounds {
            var bytes: [UInt8]
            if round % 2 == 0 {
                bytes = (0..<Int.random(in: 0...96, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                // A plausible header now and then, so that the parser gets past it.
                if bytes.count >= 12, Bool.random(using: &random) {
                    bytes[0] = UInt8.random(in: 0...1, using: &random)
                    bytes.replaceSubrange(8..<12, with: bytes[0] == 0 ? [2, 0, 0, 0] : [0, 0, 0, 2])
                }
            } else {
                bytes = good.randomElement(using: &random)!
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    guard !bytes.isEmpty else { break }
                    let at = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0...3, using: &random) {
                    case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
                    case 1: bytes[at] ^= 1 << UInt8.random(in: 0...7, using: &random)
                    case 2: bytes.removeSubrange(at...)
                    default: bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
                    }
                }
            }
            do {
                let settings = try XSettings(parsing: bytes)
                parsed += 1
                XCTAssertLessThanOrEqual(settings.values.count * 12, bytes.count, "round \(round), seed \(seed)")
            } catch {
                refused += 1
                XCTAssertFalse(error.description.isEmpty)
            }
        }
        // Both outcomes occur, or the input is not reaching the parser's depths.
        XCTAssertGreaterThan(parsed, rounds / 100, "seed \(seed)")
        XCTAssertGreaterThan(refused, rounds / 10, "seed \(seed)")
    }
}
