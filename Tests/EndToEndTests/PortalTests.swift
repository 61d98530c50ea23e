import CXTest
import Foundation
import XCTest

/// The window and the freedesktop settings portal, played by the tests on
/// a session bus of their own: the look changing live, an answer of the
/// wrong type, a bus that goes away, and what a silent portal or no bus
/// costs the first frame.
final class PortalTests: ServerTestCase {
    private let y = 120

    private func background(_ session: Session) -> UInt32? {
        session.row(at: 10)?.pixels[300]
    }

    /// Waits until the window's background is `color`.
    private func waitForBackground(_ color: UInt32, _ session: Session, _ what: String,
                                   file: StaticString = #filePath, line: UInt = #line) {
        let seen = waitFor(within: 5) { background(session) == color ? true : nil }
        XCTAssertNotNil(seen, "\(what): the background is \(background(session).map(Colors.name) ?? "unreadable")",
                        file: file, line: line)
    }

    func testTheWindowTurnsDarkAndBackLiveWithThePortal() throws {
        let bus = try SessionBus()
        let portal = try PortalService(on: bus, answer: .scheme(1))
        let session = try Session([], on: server, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        // Dark from the first frame on: no light frame first.
        var seen: [UInt32] = []
        _ = waitFor(within: 5) { () -> Bool? in
            if let pixel = background(session), pixel != seen.last { seen.append(pixel) }
            return Edges.match(session.row(at: y)?.strokeCentres ?? [], Edges.collapsed(width: 600)) ? true : nil
        }
        XCTAssertEqual(seen.last, DarkColors.background)
        XCTAssertFalse(seen.contains(Colors.white), "a light frame came first: \(seen.map(Colors.name))")
        XCTAssertTrue(Colors.isClose(try XCTUnwrap(session.row(at: y)).pixels[21], DarkColors.red))

        portal.change(to: .scheme(2))
        waitForBackground(Colors.white, session, "after the portal said light")
        XCTAssertTrue(Colors.isClose(try XCTUnwrap(session.row(at: y)).pixels[21], Colors.red))
        portal.change(to: .scheme(1))
        waitForBackground(DarkColors.background, session, "after the portal said dark")
        // No preference: light, as nothing else here says dark.
        portal.change(to: .scheme(0))
        waitForBackground(Colors.white, session, "after the portal said no preference")

        // With the bus's socket in the loop, an idle program still sleeps.
        XCTAssertTrue(session.waitUntilIdle())
        let ticks = try session.program.cpuTicks(), wakeUps = try session.program.wakeUps()
        usleep(2_000_000)
        XCTAssertLessThanOrEqual(try session.program.cpuTicks() - ticks, 1, "an idle program used CPU")
        XCTAssertLessThanOrEqual(try session.program.wakeUps() - wakeUps, 2, "an idle program woke up")
        portal.stop()
    }

    func testAnAnswerOfTheWrongTypeKeepsTheLookWithOneLine() throws {
        let bus = try SessionBus()
        let portal = try PortalService(on: bus, answer: .wrongType)
        let session = try Session([], on: server, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        waitForBackground(Colors.white, session, "after an answer of the wrong type")
        portal.change(to: .scheme(1))
        waitForBackground(DarkColors.background, session, "after the portal said dark")
        portal.change(to: .wrongType)
        XCTAssertTrue(session.waitUntilIdle())
        XCTAssertEqual(background(session), DarkColors.background, "a signal of the wrong type changed the look")
        portal.stop()
        session.x.type(XK_Escape, in: session.window)
        XCTAssertEqual(session.exit(within: 5), Program.Exit(status: 0, bySignal: false))
        let lines = session.program.standardError.split(separator: "\n")
        XCTAssertEqual(lines, Array(repeating: "collapsible-x11: the settings portal gave a value of D-Bus type 's' for"
            + " org.freedesktop.appearance color-scheme, not a number; the colours stay as they are", count: 2))
    }

    func testABusThatGoesAwayChangesNothing() throws {
        let bus = try SessionBus()
        let portal = try PortalService(on: bus, answer: .scheme(1))
        let session = try Session([], on: server, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        session.waitForEdges(Edges.collapsed(width: 600), at: y)
        XCTAssertEqual(background(session), DarkColors.background)
        portal.stop()
        bus.kill()
        XCTAssertTrue(session.waitUntilIdle(), "the program does not come to rest without its bus")
        XCTAssertEqual(background(session), DarkColors.background)
        session.x.type(XK_space, in: session.window)
        session.waitForEdges(Edges.expanded(width: 600), at: y)
        XCTAssertEqual(background(session), DarkColors.background)
        session.x.type(XK_Escape, in: session.window)
        XCTAssertEqual(session.exit(within: 5), Program.Exit(status: 0, bySignal: false))
        XCTAssertEqual(session.program.standardError, "")
    }

    /// Seconds from starting the program to its window being mapped, which
    /// it is once the first frame is drawn: the best of three, each run
    /// taking its turn with the others so that a busy moment hits all alike.
    private func firstFrameTimes(_ variants: [(arguments: [String], environment: [String: String])]) throws -> [Double] {
        var best = Array(repeating: Double.infinity, count: variants.count)
        for _ in 0..<3 {
            for (index, variant) in variants.enumerated() {
                let start = Date()
                let session = try Session(variant.arguments, on: server, environment: variant.environment)
                best[index] = min(best[index], Date().timeIntervalSince(start))
                waitForBackground(Colors.white, session, "\(variant)")
                session.program.kill()
            }
        }
        return best
    }

    func testASilentPortalDelaysTheFirstFrameAtMost200msAndNoBusNotAtAll() throws {
        let bus = try SessionBus()
        let emptyBus = try SessionBus()
        let portal = try PortalService(on: bus, answer: .silent)
        let times = try firstFrameTimes([
            (["--appearance", "light"], [:]),
            ([], [:]),
            ([], ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"]),
            ([], ["DBUS_SESSION_BUS_ADDRESS": emptyBus.address]),
            ([], ["DBUS_SESSION_BUS_ADDRESS": bus.address]),
        ])
        let figures = zip(["asking no one", "no bus", "a bus address that leads nowhere", "a bus without a portal",
                           "a silent portal"], times).map { "\($0): \(Int($1 * 1000)) ms" }.joined(separator: ", ")
        print("first frame, best of 3: \(figures)")
        // The margin is for a busy machine; a wait for an answer that never
        // comes (sd-bus's own timeout is 25 s) would be far beyond it.
        let margin = 0.1
        for index in 1...3 {
            XCTAssertLessThan(times[index], times[0] + margin, figures)
        }
        XCTAssertLessThan(times[4], times[0] + 0.2 + margin, figures)
        portal.stop()
    }
}
