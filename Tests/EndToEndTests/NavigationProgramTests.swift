import Foundation
import VirtualDesktop
import XCTest

/// A `NavigationStack` in a window, driven as a user drives it: a click on
/// a link, or Tab and Space, pushes its screen; the back button, Alt+Left
/// and the pointer's back button pop it.
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

    func testALinkPushesAndTheBackButtonAltLeftAndThePointersBackButtonPop() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session(["--size", "\(width)x\(height)", "--appearance", "light"], on: server,
                                  binary: try DependentPrograms.executable("navigation-flow"))
        XCTAssertTrue(session.waitUntilIdle())
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
}
