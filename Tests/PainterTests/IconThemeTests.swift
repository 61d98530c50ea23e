import Foundation
import XCTest
@testable import CollapsiblePainter

/// The icon theme's lookup, by the freedesktop Icon Theme Specification,
/// in a theme of the test's own beside the system's.
final class IconThemeTests: XCTestCase {
    /// A theme with one scalable folder and one of 16 pixels, holding a
    /// star in each, and inheriting hicolor.
    private func theme() throws -> (base: String, theme: IconTheme) {
        let base = ImagePixelTests.folder.appendingPathComponent("icons").path
        let folder = "\(base)/Test"
        for directory in ["scalable/status", "16x16/status"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(directory)", withIntermediateDirectories: true)
        }
        try """
            [Icon Theme]
            Name=Test
            Inherits=hicolor
            Directories=16x16/status,scalable/status

            [16x16/status]
            Size=16
            Type=Fixed

            [scalable/status]
            Size=16
            MinSize=8
            MaxSize=512
            Type=Scalable
            """.write(toFile: "\(folder)/index.theme", atomically: true, encoding: .utf8)
        for directory in ["scalable/status", "16x16/status"] {
            FileManager.default.createFile(atPath: "\(folder)/\(directory)/starred-symbolic.svg", contents: Data("<svg/>".utf8))
        }
        return (base, IconTheme(named: "Test", baseFolders: [base] + IconTheme.baseFolders()))
    }

    /// A directory whose size matches comes first: the 16-pixel one at 16,
    /// the scalable one at 40; another size's is the closest where none does.
    func testAMatchingDirectoryFirst() throws {
        let (base, theme) = try theme()
        XCTAssertEqual(theme.file(for: "starred-symbolic", size: 16), "\(base)/Test/16x16/status/starred-symbolic.svg")
        XCTAssertEqual(theme.file(for: "starred-symbolic", size: 40), "\(base)/Test/scalable/status/starred-symbolic.svg")
    }

    /// An icon the theme lacks is Adwaita's, then hicolor's; one no theme
    /// has is none.
    func testWhatAThemeLacksIsAdwaitasThenHicolors() throws {
        let (_, theme) = try theme()
        XCTAssertEqual(theme.file(for: "emote-love-symbolic", size: 16), "/usr/share/icons/Adwaita/scalable/emotes/emote-love-symbolic.svg")
        XCTAssertNil(theme.file(for: "no-such-icon-symbolic", size: 16))
    }
}
