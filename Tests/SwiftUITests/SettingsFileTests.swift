import Foundation
@testable import SwiftUI
import XCTest

/// The settings file under `@AppStorage`: what one run writes, the next
/// reads; a file that is not valid gives one line and the defaults, and is
/// kept aside rather than written over.
final class SettingsFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("settings-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var path: String { folder.appendingPathComponent("program/settings").path }

    func testItsPlaceFollowsTheXDGBaseDirectories() {
        XCTAssertEqual(SettingsFile.path(of: "tally", in: ["XDG_CONFIG_HOME": "/config", "HOME": "/home/a"]), "/config/tally/settings")
        XCTAssertEqual(SettingsFile.path(of: "tally", in: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/a"]),
                       "/home/a/.config/tally/settings", "a relative XDG_CONFIG_HOME is ignored")
        XCTAssertNil(SettingsFile.path(of: "tally", in: [:]))
    }

    func testWhatOneRunWritesTheNextReads() throws {
        let lines = Lines()
        let first = SettingsFile(path: path, diagnostics: lines.diagnostics)
        XCTAssertNil(first.value(of: "count"))
        first.set(.int(3), of: "count")
        first.set(.string("Ada"), of: "name")
        first.set(.bool(true), of: "sound")
        first.set(.double(0.5), of: "volume")
        let second = SettingsFile(path: path, diagnostics: lines.diagnostics)
        XCTAssertEqual(["count", "name", "sound", "volume"].map { second.value(of: $0) }, [.int(3), .string("Ada"), .bool(true), .double(0.5)])
        XCTAssertEqual(lines.lines, [])
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8),
                       "{\n  \"count\" : 3,\n  \"name\" : \"Ada\",\n  \"sound\" : true,\n  \"volume\" : 0.5\n}")
    }

    func testAFileThatIsNotValidGivesALineAndTheDefaultsAndIsKeptAside() throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        for (text, reason) in [("count = 3", "not JSON"), ("[1, 2]", "not a JSON object of keys and values"),
                               ("{\"count\": [3]}", "the value of \"count\" is not true, false, a number or text")] {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let lines = Lines()
            let file = SettingsFile(path: path, diagnostics: lines.diagnostics)
            XCTAssertNil(file.value(of: "count"))
            XCTAssertEqual(lines.lines, ["the settings in \(path) are not valid (\(reason)): using the defaults, "
                + "and keeping the file as \(path).invalid when a setting changes"])
            file.set(.int(1), of: "count")
            XCTAssertEqual(try String(contentsOfFile: path + ".invalid", encoding: .utf8), text)
            XCTAssertEqual(SettingsFile(path: path, diagnostics: lines.diagnostics).value(of: "count"), .int(1))
            XCTAssertEqual(lines.lines.count, 1)
        }
    }

    private enum Theme: String {
        case light, dark
    }

    func testAValueOfAnotherKindReadsAsTheDefaultWithALine() throws {
        let lines = Lines()
        let file = SettingsFile(path: path, diagnostics: lines.diagnostics)
        file.set(.string("many"), of: "count")
        let setting = file.setting("count")
        XCTAssertNil(Int(setting: try XCTUnwrap(setting.value)))
        file.mismatch(of: "count", expecting: Int.kind)
        file.mismatch(of: "count", expecting: Int.kind)
        XCTAssertEqual(lines.lines, ["the setting \"count\" in \(path) is not a whole number: using its default"])
        XCTAssertEqual(Double(setting: .int(2)), 2, "JSON writes 2.0 as 2")
        XCTAssertEqual(Data(setting: Data([1, 2, 3]).setting), Data([1, 2, 3]))
        XCTAssertEqual(URL(setting: URL(string: "https://example.org/a")!.setting), URL(string: "https://example.org/a"))
    }
}
