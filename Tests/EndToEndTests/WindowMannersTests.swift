import CXTest
import CollapsibleCore
import CollapsiblePainter
import CollapsibleProgram
import Foundation
import Glibc
import ExampleViews
import XCTest
@testable import CollapsibleX11

/// What a desktop reads from the window besides its pixels: its icon, its
/// minimum size, its type and where it runs; a real window manager keeping
/// to the minimum; a server that refuses the icon.
final class WindowMannersTests: XCTestCase {
    func testTheWindowCarriesItsIconTypeMinimumAndWhereItRuns() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session(["--size", "300x200"], on: server)
        let (x, window) = (session.x, session.window)

        // Drawn once the first frame is on screen and the loop has nothing else to do.
        let icon = try XCTUnwrap(waitFor(within: 5) { x.cardinals(window, "_NET_WM_ICON") },
                                 "no _NET_WM_ICON of CARDINALs, format 32")
        var offset = 0
        var sides: [Int] = []
        while offset + 2 <= icon.count {
            let (width, height) = (icon[offset], icon[offset + 1])
            XCTAssertEqual(width, height, "icon \(sides.count) is not square")
            let pixels = Array(icon[(offset + 2)...].prefix(width * height))
            let painted = try Self.painted(side: width)
            let differing = zip(pixels, painted).filter { $0 != $1 }
            XCTAssertTrue(pixels.count == painted.count && differing.isEmpty,
                          "the \(width) px icon differs from the painter's drawing in \(differing.count) pixels,"
                          + " first \(differing.first.map { String($0.0, radix: 16) + " for " + String($0.1, radix: 16) } ?? "none")")
            sides.append(width)
            offset += 2 + width * height
        }
        XCTAssertEqual(sides, [16, 32, 48, 64, 128])
        XCTAssertEqual(offset, icon.count, "items left over after the last icon")

        XCTAssertEqual(x.atoms(window, "_NET_WM_WINDOW_TYPE"), ["_NET_WM_WINDOW_TYPE_NORMAL"])
        let minimum = x.minimumSize(of: window)
        XCTAssertTrue(minimum.map { $0 == (52, 132) } ?? false, "minimum size \(String(describing: minimum))")

        var host = [CChar](repeating: 0, count: 256)
        XCTAssertEqual(gethostname(&host, host.count), 0)
        let machine = x.text(window, "WM_CLIENT_MACHINE")
        XCTAssertEqual(machine?.type, "STRING")
        XCTAssertEqual(machine?.text, String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        let command = try XCTUnwrap(x.text(window, "WM_COMMAND"))
        XCTAssertEqual(command.type, "STRING")
        XCTAssertEqual(command.text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init),
                       [try Program.binary().path, "--scale", "1", "--size", "300x200", ""])
    }

    func testTheMinimumIsTheViewsTimesTheScale() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        for (scale, expected) in [("2", (104, 264)), ("1.5", (78, 198))] {
            let session = try Session([], on: server, scale: scale)
            let minimum = session.x.minimumSize(of: session.window)
            XCTAssertTrue(minimum.map { $0 == expected } ?? false, "at scale \(scale): \(String(describing: minimum))")
        }
    }

    func testAWindowManagerKeepsTheWindowAtLeastItsMinimumAndResizableAbove() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let watcher = try XClient(display: server.display)
        let manager = try WindowManager(on: server, watchedBy: watcher)
        defer { manager.stop() }
        let session = try Session([], on: server, scale: "1.5")
        let (x, window) = (session.x, session.window)
        XCTAssertTrue(session.size == (900, 450), "opened at \(session.size)")

        x.resize(window, width: 10, height: 10)
        let shrunk = waitFor(within: 5) { session.size == (78, 198) ? true : nil }
        XCTAssertNotNil(shrunk, "asked 10x10, got \(session.size) instead of the minimum, 78x198")
        // Drawn at the minimum: the band fills the window, its padding (24
        // device pixels) on the left, then the red and orange strips (15 each).
        let y = 24 + 30
        XCTAssertNotNil(waitFor(within: 5) { () -> Bool? in
            guard let row = session.row(at: y), row.pixels.count == 78 else { return nil }
            let (r, g, b) = Colors.channels(row.pixels[2])
            return r == g && b > r && Colors.isClose(row.pixels[31], Colors.red) && Colors.isClose(row.pixels[46], Colors.orange)
                ? true : nil
        }, "the window at its minimum does not show the band and the strips")

        x.resize(window, width: 300, height: 250)
        let grown = waitFor(within: 5) { session.size == (300, 250) ? true : nil }
        XCTAssertNotNil(grown, "asked 300x250, got \(session.size)")

        // --size asks the window manager for less than the minimum; as with
        // a GTK window, the window manager gives the minimum.
        let small = try Session(["--size", "20x20"], on: server)
        XCTAssertNotNil(waitFor(within: 5) { small.size == (52, 132) ? true : nil },
                        "--size 20x20 at scale 1 gave \(small.size), not the minimum, 52x132")
    }

    /// A server that cannot hold the icon answers BadAlloc. It reads the
    /// whole request into memory before it allocates the property, as much
    /// again: with room for one but not two, it is the property that fails.
    func testAServerShortOfMemoryRefusesAHugeIconAndTheWindowGoesOn() throws {
        // 2048 px square: 16 MiB of pixels, in a request the server takes.
        let server = try XvfbServer(["-maxbigreqsize", "64"])
        defer { server.stop() }
        try withWindow(on: server) { display, window, x in
            try limitAddressSpace(of: server.pid, growth: 24 << 20)
            let refusal = window.setIcon(try WindowIconPictures.draw(Exercise(), sides: [2048]))?.description
            XCTAssertTrue(refusal?.hasPrefix("BadAlloc") ?? false, "refusal: \(String(describing: refusal))")
            XCTAssertNil(x.property(window.id, "_NET_WM_ICON")?.type, "a refused icon left a property")
            XCTAssertNoThrow(try display.check(), "the refusal was kept as an error to end the program with")
            XCTAssertNil(window.setIcon(try WindowIconPictures.draw(Exercise())), "the usual icon, which fits, was refused too")
            XCTAssertEqual(x.cardinals(window.id, "_NET_WM_ICON")?.count, [16, 32, 48, 64, 128].map { 2 + $0 * $0 }.reduce(0, +))
        }
    }

    /// A request longer than the server takes (here 1 MiB) is refused as
    /// BadLength; the server skips it and the connection goes on.
    func testAServerThatTakesNoSuchLongRequestRefusesTheIconAndTheWindowGoesOn() throws {
        let server = try XvfbServer(["-maxbigreqsize", "1"])
        defer { server.stop() }
        try withWindow(on: server) { display, window, x in
            let refusal = window.setIcon(try WindowIconPictures.draw(Exercise(), sides: [1024]))?.description
            XCTAssertTrue(refusal?.hasPrefix("BadLength") ?? false, "refusal: \(String(describing: refusal))")
            XCTAssertNil(x.property(window.id, "_NET_WM_ICON")?.type, "a refused icon left a property")
            XCTAssertNoThrow(try display.check())
            XCTAssertNil(window.setIcon(try WindowIconPictures.draw(Exercise())))
        }
        // The program's own icon, 96 KiB, is well within such a server's limit.
        let session = try Session([], on: server)
        XCTAssertNotNil(waitFor(within: 5) { session.x.cardinals(session.window, "_NET_WM_ICON") })
        session.x.requestClose(session.window)
        XCTAssertEqual(session.exit(within: 5), Program.Exit(status: 0, bySignal: false))
    }

    /// The program's window, made in this process with the program's own
    /// code, without an icon yet; `x` is the tests' own connection.
    private func withWindow(on server: XvfbServer, _ body: (Display, CollapsibleX11.Window, XClient) throws -> Void) throws {
        // The test's connection first: the program's error handlers, set
        // next, are the ones that count for the whole process.
        let x = try XClient(display: server.display)
        setenv("DISPLAY", server.display, 1)
        let display = try Display()
        let window = try CollapsibleX11.Window(on: display, width: 100, height: 100, title: "Collapsible",
                                               className: "collapsible-x11")
        x.deleteProperty(window.id, "_NET_WM_ICON")
        try body(display, window, x)
    }

    /// Lets the process's address space grow by `growth` bytes at most from now.
    private func limitAddressSpace(of pid: pid_t, growth: Int) throws {
        let kib = try XCTUnwrap(ProcessRecord(pid: pid).addressSpaceKiB())
        // util-linux's prlimit: Glibc's prlimit() does not reach Swift.
        _ = try XCTUnwrap(findOnPath("prlimit"), "prlimit (util-linux) is not installed")
        let prlimit = try Command.run("prlimit", ["--pid", "\(pid)", "--as=\(kib * 1024 + growth)"])
        XCTAssertEqual(prlimit.status, 0, "cannot limit the server's memory: \(prlimit.errors)")
    }

    /// The icon as the painter draws it, in _NET_WM_ICON's pixels: opaque 0xAARRGGBB.
    private static func painted(side: Int) throws -> [Int] {
        let surface = try ImageSurface(width: side, height: side)
        let painter = Painter()
        try painter.drawFull(ProgramIcon.displayList(of: Exercise(), pixels: side, measure: painter), on: surface)
        return (0..<side).flatMap { y in (0..<side).map { x in Int(0xFF00_0000 | surface.pixel(x: x, y: y)) } }
    }
}

extension WindowIconPictures {
    /// Every picture of `content`'s icon at once, as the window's loop draws them one by one.
    static func draw(_ content: any View, sides: [Int] = sides) throws(PainterError) -> [IconImage] {
        var pictures = WindowIconPictures(drawing: { ProgramIcon.displayList(of: content, pixels: $0, measure: $1) }, sides: sides)
        while !pictures.isComplete { try pictures.drawNext() }
        return pictures.images
    }
}
