import CXTest
import Foundation
import XCTest

/// The program in a window under Xvfb, clicked and typed at through XTest,
/// its pixels read back from the server. One Xvfb serves every test here.
final class WindowTests: XCTestCase {
    nonisolated(unsafe) private static var server: XvfbServer?
    nonisolated(unsafe) private static var serverFailure: String?

    private var server: XvfbServer!

    override func setUpWithError() throws {
        if Self.server == nil && Self.serverFailure == nil {
            do {
                Self.server = try XvfbServer()
            } catch {
                Self.serverFailure = "\(error)"
            }
        }
        guard let server = Self.server else {
            throw StartFailure(description: "cannot start Xvfb: \(Self.serverFailure ?? "")")
        }
        self.server = server
    }

    override class func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    // 600 x 300 at scale 1: the band from y = 84, the row from 100 to 200.
    private let y = 120

    func testTheWindowIsNamedAndSizedAndTakesTheCloseButton() throws {
        let session = try Session([], on: server)
        XCTAssertEqual(session.size.width, 600)
        XCTAssertEqual(session.size.height, 300)
        XCTAssertEqual(session.x.text(session.window, "WM_NAME")?.text, "Collapsible")
        XCTAssertEqual(session.x.text(session.window, "_NET_WM_NAME")?.type, "UTF8_STRING")
        XCTAssertEqual(session.x.text(session.window, "_NET_WM_NAME")?.text, "Collapsible")
        XCTAssertEqual(session.x.windowClass(session.window)?.resName, "collapsible-x11")
        XCTAssertEqual(session.x.windowClass(session.window)?.resClass, "collapsible-x11")
        XCTAssertTrue(session.x.protocols(session.window).contains("WM_DELETE_WINDOW"))
    }

    func testEachExampleNamesItsOwnWindow() throws {
        for (name, title) in [("example-cards", "Cards"), ("example-stacks", "Stacks")] {
            let session = try Session([], on: server, binary: try Program.binary(name))
            XCTAssertEqual(session.x.text(session.window, "WM_NAME")?.text, title)
            XCTAssertEqual(session.x.text(session.window, "_NET_WM_NAME")?.text, title)
            XCTAssertEqual(session.x.windowClass(session.window)?.resName, name)
            XCTAssertEqual(session.x.windowClass(session.window)?.resClass, name)
        }
    }

    func testItOpensCollapsedInTheExercisesColours() throws {
        let session = try Session([], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        let image = try XCTUnwrap(session.stillImage())
        for (x, colour) in [(21, Colors.red), (31, Colors.orange), (300, Colors.purple)] {
            XCTAssertTrue(Colors.isClose(image[x, y], colour), "fill at x = \(x) is \(Colors.name(image[x, y]))")
        }
        // The system background above and below the band.
        XCTAssertEqual(image[300, 10], Colors.white)
        XCTAssertEqual(image[300, 290], Colors.white)
        // The band: gray, a little darker near the row where the shadow falls.
        let (r, g, b) = Colors.channels(image[300, 85])
        XCTAssertTrue(r == g && b >= r && (110...142).contains(r), "band at (300, 85) is \(Colors.name(image[300, 85]))")
        XCTAssertTrue(Colors.isClose(image[2, 86], Colors.gray, tolerance: 6), "band corner is \(Colors.name(image[2, 86]))")
        // The label "2" is ink at the centre of the last rectangle, not beside it.
        let inkNearCentre = (140...160).contains { yy in (300...320).contains { Colors.isBlack(image[$0, yy]) } }
        let inkBeside = (140...160).contains { yy in (360...380).contains { Colors.isBlack(image[$0, yy]) } }
        XCTAssertTrue(inkNearCentre, "no label ink near the centre of the last rectangle")
        XCTAssertFalse(inkBeside, "ink where the last rectangle should be plain purple")
    }

    func testATapOnTheLastRectangleExpandsTheRowFrameByFrame() throws {
        let session = try Session([], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        session.x.click(300, 150, in: session.window)
        // The last rectangle's fill starts just inside its left edge: 36 + 1.5
        // collapsed, 400 + 1.5 expanded.
        let samples = session.track(Colors.purple, at: y) { $0 >= 402 }
        let positions = samples.map(\.x)
        XCTAssertLessThanOrEqual(positions.first ?? 0, 45, "the motion starts from the collapsed layout, not part way")
        XCTAssertEqual(positions.last, 402)
        XCTAssertEqual(positions, positions.sorted(), "the last rectangle moves only to the right")
        let between = positions.filter { $0 > 38 && $0 < 402 }
        // 0.35 s at 60 frames a second is 21 frames; some may fall between samples.
        XCTAssertGreaterThanOrEqual(between.count, 10, "too few frames in between: \(positions)")
        if samples.count > 2 {
            let duration = samples.last!.time - samples[0].time
            XCTAssertTrue((0.25...0.6).contains(duration), "the motion took \(duration) s, not about 0.35 s")
        }
        session.waitForEdges(Edges.expanded(width: 600), at: y)
        let row = try XCTUnwrap(session.row(at: y))
        XCTAssertTrue(Colors.isClose(row.pixels[108], Colors.red))
        XCTAssertTrue(Colors.isClose(row.pixels[300], Colors.orange))
        XCTAssertTrue(Colors.isClose(row.pixels[492], Colors.purple))
        // The spacing between the rectangles shows the band.
        XCTAssertFalse(Colors.isBlack(row.pixels[204]))
    }

    func testPressesThatAreNotTapsOnTheLastRectangleDoNothing() throws {
        // With no animation a toggle shows at the next frame. After each try,
        // a resize makes the program draw a frame: it handles the events in
        // order, so that frame shows whatever the try did.
        let session = try Session(["--animation", "none"], on: server)
        let x = session.x, window = session.window
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        let tries: [(String, () -> Void)] = [
            ("a click on the band", { x.click(300, 90, in: window) }),
            ("a click on a collapsed strip", { x.click(21, 150, in: window) }),
            ("a click of button 3 on the last rectangle", { x.click(300, 150, in: window, button: 3) }),
            ("a click of button 2 on the last rectangle", { x.click(300, 150, in: window, button: 2) }),
            ("a drag of 60 px that starts on the last rectangle", {
                x.movePointer(to: 300, 150, in: window)
                x.button(1, pressed: true)
                x.movePointer(to: 360, 150, in: window)
                x.button(1, pressed: false)
            }),
            ("a press on the band released on the last rectangle", {
                x.movePointer(to: 300, 90, in: window)
                x.button(1, pressed: true)
                x.movePointer(to: 300, 150, in: window)
                x.button(1, pressed: false)
            }),
            ("a press held for 0.8 s", {
                x.movePointer(to: 300, 150, in: window)
                x.button(1, pressed: true)
                usleep(800_000)
                x.button(1, pressed: false)
            }),
        ]
        var width = 600
        for (what, attempt) in tries {
            attempt()
            width += 10
            x.resize(window, width: width, height: 300)
            session.waitForEdges(Edges.collapsed(width: Double(width)), at: y, "after \(what)")
        }
        // The same measure sees a real tap.
        x.click(300, 150, in: window)
        width += 10
        x.resize(window, width: width, height: 300)
        session.waitForEdges(Edges.expanded(width: Double(width)), at: y, "after a tap on the last rectangle")
    }

    func testSpaceAndReturnToggle() throws {
        let session = try Session([], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        session.x.type(XK_space, in: session.window)
        session.waitForEdges(Edges.expanded(width: 600), at: y, "after Space")
        session.x.type(XK_Return, in: session.window)
        session.waitForEdges(Edges.collapsed(width: 600), at: y, "after Return")
    }

    func testHoldingSpaceTogglesOnce() throws {
        let session = try Session([], on: server)
        let x = session.x, window = session.window
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        // The server repeats a held key after 660 ms, then 25 times a second.
        x.key(XK_space, pressed: true, in: window)
        session.waitForEdges(Edges.expanded(width: 600), at: y, "with Space held")
        // For 1.5 s, well past the delay: a dozen repeats or more, and none
        // may move the row.
        let held = Date()
        var moved: [Double]?
        while moved == nil, Date().timeIntervalSince(held) < 1.5 {
            let strokes = session.row(at: y)?.strokeCentres ?? []
            if !Edges.match(strokes, Edges.expanded(width: 600)) { moved = strokes }
            usleep(10_000)
        }
        XCTAssertNil(moved, "with Space held the row moved, to \(moved ?? [])")
        x.key(XK_space, pressed: false, in: window)
        session.waitForEdges(Edges.expanded(width: 600), at: y, "after Space was let go")

        // Let go while the focus was elsewhere, Space counts again once back.
        x.key(XK_space, pressed: true, in: window)
        session.waitForEdges(Edges.collapsed(width: 600), at: y, "after Space again")
        x.key(XK_space, pressed: false, in: x.root)
        x.key(XK_space, pressed: true, in: window)
        x.key(XK_space, pressed: false, in: window)
        session.waitForEdges(Edges.expanded(width: 600), at: y, "after Space let go elsewhere and pressed again")
    }

    func testAResizeLaysTheRowOutAgain() throws {
        let session = try Session([], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        session.x.resize(session.window, width: 800, height: 400)
        session.waitForEdges(Edges.collapsed(width: 800), at: session.rowY(height: 400))
        let image = try XCTUnwrap(session.stillImage())
        XCTAssertEqual(image[790, 390], Colors.white, "the new part of the window is painted")
        XCTAssertTrue(Colors.isClose(image[700, 170], Colors.purple))
    }

    func testAWindowTooSmallOrTooLargeForItsBufferStillShowsTheRow() throws {
        let session = try Session([], on: server)
        let x = session.x, window = session.window
        session.waitForEdges(Edges.collapsed(width: 600), at: y)

        // Too narrow for the row: as in SwiftUI the last item shrinks to
        // nothing and the collapsed ones overflow, from x = 0 as centred.
        // The line read is above the labels, which sit at y = 10.
        x.resize(window, width: 20, height: 20)
        let small = waitFor(within: 5) { () -> Row? in
            guard let row = x.image(of: window, y: 1, width: 20).map({ $0.row(0) }),
                  Colors.isClose(row.pixels[5], Colors.red), Colors.isClose(row.pixels[15], Colors.orange)
            else { return nil }
            return row
        }
        XCTAssertNotNil(small, "the 20 x 20 window does not show the two collapsed items")

        // Wider than cairo can draw: the buffer is clamped, the window stays,
        // and its left part shows the row (the screen shows 1280 pixels of it).
        x.resize(window, width: 33000, height: 100)
        let wide = waitFor(within: 5) { () -> Row? in
            guard let row = x.image(of: window, y: 20, width: 1280).map({ $0.row(0) }),
                  Edges.match(row.strokeCentres, [16, 26, 36]), Colors.isClose(row.pixels[1000], Colors.purple)
            else { return nil }
            return row
        }
        XCTAssertNotNil(wide, "the 33000 x 100 window does not show the row")

        x.resize(window, width: 600, height: 300)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        XCTAssertNil(session.exit(within: 0), "the program ended")
    }

    func testAResizeMidAnimationHeadsForTheNewSize() throws {
        let session = try Session([], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        session.x.type(XK_space, in: session.window)
        let moving = session.track(Colors.purple, at: y, within: 2) { $0 > 100 }
        XCTAssertGreaterThan(moving.last?.x ?? 0, 100)
        session.x.resize(session.window, width: 800, height: 300)
        session.waitForEdges(Edges.expanded(width: 800), at: y)
    }

    func testATapMidAnimationTurnsBackWithoutAJump() throws {
        let session = try Session([], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        session.x.click(300, 150, in: session.window)
        let outward = session.track(Colors.purple, at: y, within: 2) { $0 > 120 }
        let turn = try XCTUnwrap(outward.last)
        XCTAssertGreaterThan(turn.x, 120)
        // On the last rectangle as it is drawn now.
        session.x.click(turn.x + 60, 150, in: session.window)
        let back = session.track(Colors.purple, at: y) { $0 <= 38 }
        XCTAssertEqual(back.last?.x, 38, "the row did not come back to collapsed")
        session.waitForEdges(Edges.collapsed(width: 600), at: y)

        let samples = outward + back
        // Ease-in-out over 0.35 s peaks at under 1.6 times the mean speed of
        // 364 px in 0.35 s; a jump outruns that by far.
        for (before, after) in zip(samples, samples.dropFirst()) {
            let allowed = 2600 * (after.time - before.time) + 30
            XCTAssertLessThanOrEqual(Double(abs(after.x - before.x)), allowed,
                                     "a jump from \(before.x) to \(after.x) in \(after.time - before.time) s")
        }
        // SwiftUI blends from the running motion: it carries on outward for a
        // moment before it turns, rather than stopping dead.
        let furthest = back.map(\.x).max() ?? 0
        XCTAssertGreaterThan(furthest, turn.x, "the row stopped dead at the second tap")
    }

    func testClosingTheWindowQuitsWithStatus0() throws {
        let session = try Session([], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        session.x.requestClose(session.window)
        let exit = session.exit(within: 2)
        XCTAssertEqual(exit, Program.Exit(status: 0, bySignal: false))
        XCTAssertEqual(session.program.standardError, "")
    }

    func testEscapeAndQQuitWithStatus0() throws {
        for key in [XK_Escape, XK_q] {
            let session = try Session([], on: server)
            session.waitForEdges(Edges.collapsed(width: 600), at: y)
            session.x.type(key, in: session.window)
            XCTAssertEqual(session.exit(within: 2), Program.Exit(status: 0, bySignal: false), "key \(key)")
            XCTAssertEqual(session.program.standardError, "", "key \(key)")
        }
    }

    func testAnIdleProgramUsesNoCPU() throws {
        let session = try Session([], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        // After a toggle has come to rest, too: the frame clock must stop.
        // The edges are in place a few frames before the 0.35 s are over,
        // for the curve's last frames move them by less than a pixel: the
        // rest is the last frame, at the end, and no frame after it.
        let watcher = try FrameWatcher(display: server.display, window: session.window, y: y, width: 600)
        session.x.type(XK_space, in: session.window)
        XCTAssertNotNil(watcher.record { abs(($0.lastItemProgress ?? -1) - 1) < 0.003 }, "the toggle never reached the end")
        let ticks = try session.program.cpuTicks(), wakeUps = try session.program.wakeUps()
        usleep(3_000_000)
        let used = try session.program.cpuTicks() - ticks
        XCTAssertLessThanOrEqual(used, 1, "an idle program used \(used) ticks of CPU in 3 s")
        // A timer left running costs too little CPU to see, but it wakes the
        // program 60 times a second.
        let woken = try session.program.wakeUps() - wakeUps
        XCTAssertLessThanOrEqual(woken, 2, "an idle program woke \(woken) times in 3 s")
    }

    func testXftDpiSetsTheScale() throws {
        let resources = try XClient(display: server.display)
        resources.setResources("Xft.dpi:\t192\n")
        defer { resources.setResources(nil) }
        let session = try Session([], on: server, scale: nil)
        XCTAssertEqual(session.size.width, 1200)
        XCTAssertEqual(session.size.height, 600)
        let y = 2 * self.y
        session.waitForEdges(Edges.collapsed(width: 600).map { $0 * 2 }, at: y)
        // Pointer positions are device pixels, halved to find the last rectangle.
        session.x.click(1100, 300, in: session.window)
        session.waitForEdges(Edges.expanded(width: 600).map { $0 * 2 }, at: y)
    }

    func testExpandedAndColoursFromTheCommandLine() throws {
        let session = try Session(["--expanded", "--colors", "blue,#00FF00"], on: server)
        // Two items: w = (568 - 8) / 2.
        session.waitForEdges([16, 296, 304, 584], at: y)
        let row = try XCTUnwrap(session.row(at: y))
        XCTAssertTrue(Colors.isClose(row.pixels[150], Colors.blue))
        XCTAssertTrue(Colors.isClose(row.pixels[450], 0x00FF00))
    }

    func testTheRenderedFrameIsTheFrameTheWindowShows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let start = folder.appendingPathComponent("start.png").path
        let end = folder.appendingPathComponent("end.png").path
        XCTAssertEqual(try Program.run(["--render", start]).exit, Program.Exit(status: 0, bySignal: false))
        XCTAssertEqual(try Program.run(["--render", end, "--progress", "1"]).exit, Program.Exit(status: 0, bySignal: false))

        let session = try Session([], on: server)
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        let shown = try XCTUnwrap(session.stillImage())
        assertSamePicture(shown, try PNG.read(start), "start state")

        session.x.type(XK_space, in: session.window)
        session.waitForEdges(Edges.expanded(width: 600), at: y)
        // The frames of the last blanks before the end differ from the end by
        // less than a pixel: the picture holds still only once the program does.
        XCTAssertTrue(session.waitUntilIdle(), "the program did not come to rest")
        let expanded = try XCTUnwrap(session.stillImage())
        assertSamePicture(expanded, try PNG.read(end), "expanded after a toggle")
    }
}
