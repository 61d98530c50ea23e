import CXTest
import Foundation
import TestSupport
import XCTest

/// The window under a real XSETTINGS manager (xsettingsd), and under one
/// the tests play themselves to publish what no good manager would. Each
/// test has its own Xvfb: the manager belongs to the display.
final class XSettingsTests: XCTestCase {
    private var server: XvfbServer!

    override func setUpWithError() throws {
        server = try XvfbServer()
    }

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private static let darkDesktop = """
        Net/ThemeName "Adwaita-dark"
        Xft/DPI 196608
        Gtk/EnableAnimations 0
        """
    private static let lightDesktop = """
        Net/ThemeName "Adwaita"
        Xft/DPI 98304
        Gtk/EnableAnimations 1
        """

    // 600 x 300 logical: the row from 100 to 200, a line through it at 120.
    private let y = 120

    func testTheWindowFollowsTheThemeTheScaleAndTheAnimationSwitchLive() throws {
        // XSETTINGS' Xft/DPI wins over the Xft.dpi resource.
        let resources = try XClient(display: server.display)
        resources.setResources("Xft.dpi:\t144\n")
        let daemon = try XSettingsDaemon(Self.darkDesktop, on: server)
        let session = try Session([], on: server, scale: nil)
        XCTAssertEqual(session.size.width, 1200)
        XCTAssertEqual(session.size.height, 600)
        let doubled = session.x.minimumSize(of: session.window)
        XCTAssertTrue(doubled.map { $0 == (104, 264) } ?? false, "minimum at 192 dpi: \(String(describing: doubled))")
        session.waitForEdges(Edges.collapsed(width: 600).map { $0 * 2 }, at: 2 * y)
        let dark = try XCTUnwrap(session.stillImage())
        XCTAssertEqual(dark[600, 20], DarkColors.background, "the background is \(Colors.name(dark[600, 20]))")
        XCTAssertTrue(Colors.isClose(dark[42, 2 * y], DarkColors.red), "the first item is \(Colors.name(dark[42, 2 * y]))")
        XCTAssertTrue(Colors.isClose(dark[600, 2 * y], DarkColors.purple), "the last item is \(Colors.name(dark[600, 2 * y]))")
        // The label "2" is white, at the centre of the last rectangle.
        let whiteInk = (280...320).contains { yy in (600...640).contains { dark[$0, yy] == 0xFFFFFF } }
        XCTAssertTrue(whiteInk, "no white label ink at the centre of the last rectangle")

        // Animations off: the toggle shows its end in one frame, nothing between.
        session.x.type(XK_space, in: session.window)
        let jump = session.track(DarkColors.purple, at: 2 * y) { $0 >= 800 }.map(\.x)
        XCTAssertEqual(jump.filter { $0 > 80 && $0 < 800 }, [], "frames between collapsed and expanded: \(jump)")
        session.waitForEdges(Edges.expanded(width: 600).map { $0 * 2 }, at: 2 * y)

        // The desktop turns light, back to 96 dpi, with animations.
        try daemon.update(Self.lightDesktop)
        XCTAssertNotNil(waitFor(within: 5) { session.size == (600, 300) ? true : nil },
                        "the window is \(session.size), not 600x300 again")
        // The window manager's minimum follows the scale too.
        let single = session.x.minimumSize(of: session.window)
        XCTAssertTrue(single.map { $0 == (52, 132) } ?? false, "minimum at 96 dpi: \(String(describing: single))")
        session.waitForEdges(Edges.expanded(width: 600), at: y)
        let light = try XCTUnwrap(session.stillImage())
        XCTAssertEqual(light[300, 10], Colors.white)
        XCTAssertTrue(Colors.isClose(light[100, y], Colors.red), "the first item is \(Colors.name(light[100, y]))")
        session.x.type(XK_space, in: session.window)
        let motion = session.track(Colors.purple, at: y) { $0 <= 38 }.map(\.x)
        XCTAssertGreaterThanOrEqual(motion.filter { $0 > 38 && $0 < 402 }.count, 5, "the toggle did not animate: \(motion)")
        resources.setResources(nil)
    }

    /// The scale changes just as the user resizes the window, and the
    /// program, busy, hears of both at once: the window keeps the size the
    /// user gave it, in the new scale, not the size it had before.
    func testAResizeAtTheMomentTheScaleChangesIsKept() throws {
        let x = try XClient(display: server.display)
        let manager = x.becomeXSettingsManager(publishing: XSettingsBlob.light)
        let session = try Session([], on: server, scale: nil)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        XCTAssertTrue(session.waitUntilIdle())
        let doubled = XSettingsBlob.encode([("Net/ThemeName", .string("Adwaita")), ("Xft/DPI", .integer(192 * 1024))])
        session.program.whilePaused {
            x.resize(session.window, width: 500, height: 400)
            x.publishXSettings(doubled, on: manager)
        }
        // 500 x 400 logical at scale 2; the row from 150 to 250.
        session.waitForEdges(Edges.collapsed(width: 500).map { $0 * 2 }, at: 2 * (y + 50))
        XCTAssertTrue(session.waitUntilIdle())
        XCTAssertTrue(session.size == (1000, 800), "the window is \(session.size), not 1000x800")
    }

    func testTheColoursChangeMidAnimationAndTheMotionGoesOn() throws {
        let daemon = try XSettingsDaemon(Self.lightDesktop, on: server)
        let session = try Session(["--duration", "1.5"], on: server, scale: nil)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        session.x.type(XK_space, in: session.window)
        let outward = session.track(Colors.purple, at: y, within: 3) { $0 > 100 }
        XCTAssertGreaterThan(outward.last?.x ?? 0, 100)
        try daemon.update(Self.darkDesktop.replacingOccurrences(of: "196608", with: "98304"))
        let onward = session.track(DarkColors.purple, at: y, within: 5) { $0 >= 402 }.map(\.x)
        XCTAssertEqual(onward.last, 402)
        // Dark frames still in motion, taking up from where the light ones were.
        let between = onward.filter { $0 < 402 }
        XCTAssertFalse(between.isEmpty, "no dark frame in the middle of the motion: \(onward)")
        XCTAssertGreaterThanOrEqual(between.first ?? 0, outward.last?.x ?? 0, "the motion went back or started over")
        let image = try XCTUnwrap(session.stillImage())
        XCTAssertEqual(image[300, 10], DarkColors.background)
    }

    func testTheCommandLineWinsOverTheDesktop() throws {
        let daemon = try XSettingsDaemon(Self.darkDesktop, on: server)
        let session = try Session(["--animation", "linear", "--appearance", "light"], on: server, scale: "1")
        XCTAssertEqual(session.size.width, 600)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        XCTAssertEqual(try XCTUnwrap(session.stillImage())[300, 10], Colors.white)
        session.x.type(XK_space, in: session.window)
        let motion = session.track(Colors.purple, at: y) { $0 >= 402 }.map(\.x)
        XCTAssertGreaterThanOrEqual(motion.filter { $0 > 38 && $0 < 402 }.count, 5, "the toggle did not animate: \(motion)")
        // A live change leaves what the command line chose.
        try daemon.update(Self.darkDesktop.replacingOccurrences(of: "Adwaita-dark", with: "HighContrastDark"))
        XCTAssertTrue(session.waitUntilIdle())
        XCTAssertEqual(session.size.width, 600)
        XCTAssertEqual(try XCTUnwrap(session.stillImage())[300, 10], Colors.white)
    }

    func testMalformedSettingsKeepTheLookWithOneLineEach() throws {
        let x = try XClient(display: server.display)
        let manager = x.becomeXSettingsManager(publishing: XSettingsBlob.dark)
        let session = try Session([], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        XCTAssertEqual(try XCTUnwrap(session.stillImage())[300, 10], DarkColors.background)

        let theme = XSettingsBlob.encode([("Net/ThemeName", .string("Adwaita"))])
        var wrongOrder = theme
        wrongOrder[0] = 1
        var absurdCount = theme
        absurdCount.replaceSubrange(8..<12, with: [0xFF, 0xFF, 0xFF, 0x7F])
        var absurdLength = theme
        absurdLength.replaceSubrange(36..<40, with: [0xF0, 0xFF, 0xFF, 0xFF])
        var unpadded = theme
        unpadded.removeSubrange(29..<32)
        let bad: [(String, [UInt8])] = [
            ("truncated", Array(theme.dropLast(5))), ("wrong byte order", wrongOrder), ("absurd count", absurdCount),
            ("absurd length", absurdLength), ("name without its padding", unpadded), ("empty", []),
        ]
        for (what, bytes) in bad {
            x.publishXSettings(bytes, on: manager)
            XCTAssertTrue(session.waitUntilIdle(), what)
            let image = try XCTUnwrap(session.stillImage())
            XCTAssertEqual(image[300, 10], DarkColors.background, "after a property \(what)")
        }
        // Still listening: good settings are taken up.
        x.publishXSettings(XSettingsBlob.light, on: manager)
        XCTAssertNotNil(waitFor(within: 5) { session.row(at: 10)?.pixels[300] == Colors.white ? true : nil },
                        "the window did not turn light")
        session.x.type(XK_Escape, in: session.window)
        XCTAssertEqual(session.exit(within: 5), Program.Exit(status: 0, bySignal: false))
        let lines = session.program.standardError.split(separator: "\n")
        XCTAssertEqual(lines.count, bad.count, session.program.standardError)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("collapsible-x11: the XSETTINGS manager's settings are malformed (") },
                      session.program.standardError)
    }
}

/// SwiftUI's dark colours as the window should show them, 0xRRGGBB.
enum DarkColors {
    static let background: UInt32 = 0x000000
    static let red: UInt32 = 0xFF453A
    static let purple: UInt32 = 0xBF5AF2
}
