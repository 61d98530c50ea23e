import CXTest
import Foundation
import VirtualDesktop
import XCTest

/// A program on `import SwiftUI` with a scroll view of a hundred bands 40
/// high, red, green and blue in turn, in a lazy stack, run in a window of
/// 320 x 240 and moved as its user moves it: the wheel, the keys and a drag
/// of the scroll bar, each checked at the pixels the offset puts there; and
/// the example strip of photos that settles on one as a scroll ends.
final class ScrollProgramTests: XCTestCase {
    static func programs() -> [String: String] {
        ["bands.swift": """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<100, id: \\.self) { index in
                                [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1)][index % 3]
                                    .frame(height: 40)
                            }
                        }
                    }
                }
            }
            """]
    }

    private static let colors: [UInt32] = [0xFF0000, 0x00FF00, 0x0000FF]

    /// The colour of the band at `y` in the content, with the content scrolled by `offset`.
    private func band(at y: Double, scrolledBy offset: Double) -> UInt32 {
        Self.colors[Int((y + offset.rounded()) / 40) % 3]
    }

    private func waitForBand(_ session: Session, at y: Int, scrolledBy offset: Double, _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let expected = band(at: Double(y) + 0.5, scrolledBy: offset)
        let shown = waitFor(within: 5) { () -> UInt32? in
            guard let pixel = session.x.image(of: session.window, x: 100, y: y, width: 1)?.row(0).pixels.first,
                  pixel & 0xFFFFFF == expected else { return nil }
            return pixel
        }
        XCTAssertNotNil(shown, "\(what): the band at y \(y) is not #\(String(expected, radix: 16))", file: file, line: line)
    }

    func testTheWheelTheKeysAndTheBarMoveTheContent() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session(["--size", "320x240"], on: server, binary: try DependentPrograms.executable("bands"))
        waitForBand(session, at: 20, scrolledBy: 0, "at the start")
        // A notch of the wheel is GTK's step: 240 to the power two thirds.
        let step = pow(240, 2.0 / 3.0)
        session.x.movePointer(to: 100, 100, in: session.window)
        session.x.button(5, pressed: true)
        session.x.button(5, pressed: false)
        waitForBand(session, at: 20, scrolledBy: step, "a notch down")
        waitForBand(session, at: 40 - Int(step.rounded()) + 1, scrolledBy: step, "a notch down, past the first edge")
        // Page Down: nine tenths of the page.
        session.x.type(XK_Page_Down, in: session.window)
        waitForBand(session, at: 20, scrolledBy: step + 216, "a page down")
        session.x.type(XK_End, in: session.window)
        waitForBand(session, at: 20, scrolledBy: 4000 - 240, "at the end")
        session.x.type(XK_Home, in: session.window)
        waitForBand(session, at: 20, scrolledBy: 0, "at the top again")
        // The bar: 36 long at 3 on a track of 234; dragged half the rest of the track.
        session.x.movePointer(to: 315, 10, in: session.window)
        session.x.button(1, pressed: true)
        session.x.movePointer(to: 315, 10 + 99, in: session.window)
        session.x.button(1, pressed: false)
        waitForBand(session, at: 20, scrolledBy: (4000 - 240) / 2, "the bar half way down")
    }

    /// The example of a strip of photos 240 wide, 12 apart, inside margins
    /// of 24, aligned on its photos: a scroll comes to rest with a photo at
    /// the margin, the one nearest, or the next where the scroll was short.
    func testAStripAlignedOnItsPhotosSettlesAsTheScrollEnds() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session(["--size", "320x300"], on: server, binary: try DependentPrograms.executable("pages"))
        // Red, orange and yellow, the first three photos, as iOS's light scheme has them.
        let photos: [UInt32] = [0xFF3B30, 0xFF9500, 0xFFCC00]
        func waitForPhoto(_ index: Int, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
            let shown = waitFor(within: 5) { () -> UInt32? in
                guard let pixel = session.x.image(of: session.window, x: 30, y: 150, width: 1)?.row(0).pixels.first,
                      pixel & 0xFFFFFF == photos[index] else { return nil }
                return pixel
            }
            XCTAssertNotNil(shown, "\(what): photo \(index) is not at the margin", file: file, line: line)
        }
        waitForPhoto(0, "at the start")
        // A notch right moves 47 of the 252 to the next photo, which the settle goes on to.
        session.x.movePointer(to: 160, 150, in: session.window)
        session.x.button(7, pressed: true)
        session.x.button(7, pressed: false)
        waitForPhoto(1, "a notch right")
        // Page Down moves nine tenths of 320, to 540: nearest the third photo's 504.
        session.x.type(XK_Page_Down, in: session.window)
        waitForPhoto(2, "a page right")
        session.x.type(XK_Home, in: session.window)
        waitForPhoto(0, "at the start again")
    }
}
