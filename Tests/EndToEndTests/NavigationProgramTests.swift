import Foundation
import VirtualDesktop
import XCTest

/// A `NavigationStack` in a window, driven as a user drives it: a click on
/// a link, or Tab and Space, pushes its screen; the back button, Alt+Left
/// and the pointer's back button pop it; the wheel over a list folds the
/// large title away and brings it back.
final class NavigationProgramTests: XCTestCase {
    static func programs() -> [String: String] {
        ["navigation-flow.swift": """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink(value: "Red") {
                            Color.blue.frame(width: 200, height: 100)
                        }
                        .navigationTitle("Colours")
                        .navigationDestination(for: String.self) { name in
                            Color.red.navigationTitle(name)
                        }
                    }
                }
            }
            """,
         "navigation-title-fold.swift": """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(0..<50, id: \\.self) { Text("Row \\($0)") }
                        }
                        .navigationTitle("Colours")
                    }
                }
            }
            """]
    }

    private let (width, height) = (320, 480)
    /// Below the bar and its large title, left of the link: the root's
    /// background, or the pushed screen's red.
    private let probe = (x: 20, y: 400)
    /// The link's blue square, in the middle of the content under the bar.
    private let link = (x: 160, y: 288)
    private let back = (x: 30, y: 22)

    private func waitForScreen(_ session: Session, _ colour: UInt32, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let shown = waitFor(within: 5) { () -> Bool? in
            guard let pixel = session.x.image(of: session.window, x: probe.x, y: probe.y, width: 1)?[0, 0] else { return nil }
            return Colors.isClose(pixel, colour, tolerance: 2) ? true : nil
        }
        XCTAssertEqual(shown, true, what, file: file, line: line)
        XCTAssertTrue(session.waitUntilIdle(), "the motion ends", file: file, line: line)
    }

    /// The program `name` in a light window of the tests' size, come to rest.
    private func open(_ name: String, on server: XvfbServer, file: StaticString = #filePath, line: UInt = #line) throws -> Session {
        let session = try Session(["--size", "\(width)x\(height)", "--appearance", "light"], on: server,
                                  binary: try DependentPrograms.executable(name))
        XCTAssertTrue(session.waitUntilIdle(), "\(name) did not come to rest", file: file, line: line)
        return session
    }

    func testALinkPushesAndTheBackButtonAltLeftAndThePointersBackButtonPop() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try open("navigation-flow", on: server)
        waitForScreen(session, Colors.white, "the root")

        session.x.click(link.x, link.y, in: session.window)
        waitForScreen(session, Colors.red, "a click on the link pushes the red screen")
        session.x.click(back.x, back.y, in: session.window)
        waitForScreen(session, Colors.white, "the back button pops it")

        session.x.click(link.x, link.y, in: session.window)
        waitForScreen(session, Colors.red, "pushed again")
        session.x.key(0xFFE9, pressed: true, in: session.window)
        session.x.type(0xFF51, in: session.window)
        session.x.key(0xFFE9, pressed: false, in: session.window)
        waitForScreen(session, Colors.white, "Alt+Left pops it")

        session.x.type(0xFF09, in: session.window)
        session.x.type(0x20, in: session.window)
        waitForScreen(session, Colors.red, "Tab to the link and Space push it")
        session.x.click(back.x, back.y, in: session.window, button: 8)
        waitForScreen(session, Colors.white, "the pointer's back button pops it")
    }

    /// How many pixels of `area` (x, y, width, height) are dark, as text is.
    private func darkPixels(_ session: Session, _ area: (x: Int, y: Int, width: Int, height: Int)) -> Int? {
        guard let image = session.x.image(of: session.window, x: area.x, y: area.y, width: area.width, height: area.height) else { return nil }
        return image.pixels.filter { ($0 >> 16) & 0xFF < 0x60 && ($0 >> 8) & 0xFF < 0x60 && $0 & 0xFF < 0x60 }.count
    }

    /// Waits until the title shows large, in its band under a bar with no
    /// text in its middle, or inline, in the middle of the bar (the rows
    /// then pass where the band was).
    private func waitForTitle(_ session: Session, large: Bool, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let shown = waitFor(within: 5) { () -> Bool? in
            guard let band = darkPixels(session, (16, 50, 100, 40)), let bar = darkPixels(session, (110, 8, 100, 28)) else { return nil }
            return (large ? band > 0 && bar == 0 : bar > 0) ? true : nil
        }
        XCTAssertEqual(shown, true, what, file: file, line: line)
    }

    func testTheWheelFoldsTheLargeTitleIntoTheBarAndBringsItBack() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try open("navigation-title-fold", on: server)
        waitForTitle(session, large: true, "at the start, the large title under a clear bar")
        // Three notches of the wheel, 61 points each, pass the band's 52.
        session.x.movePointer(to: 160, 300, in: session.window)
        for _ in 0..<3 {
            session.x.button(5, pressed: true)
            session.x.button(5, pressed: false)
        }
        waitForTitle(session, large: false, "scrolled down, the inline title in the bar")
        for _ in 0..<6 {
            session.x.button(4, pressed: true)
            session.x.button(4, pressed: false)
        }
        waitForTitle(session, large: true, "scrolled back, the large title again")
    }
}
