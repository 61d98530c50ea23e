import CXTest
import Foundation
import VirtualDesktop
import XCTest

/// Typing into a `TextField` under Xvfb as a user types: `xdotool type` in
/// the US and the German layout (set with `setxkbmap`), a dead key and a
/// Compose sequence through Xlib's input method, and editing keys. The
/// program prints its field's text at each Return, which the tests read
/// back whole: nothing typed is lost.
final class TextInputTests: XCTestCase {
    static func programs() -> [String: String] {
        ["typing.swift": """
            import SwiftUI

            struct ContentView: View {
                @State private var name = ""

                var body: some View {
                    VStack {
                        TextField("Name", text: $name)
                            .textFieldStyle(.roundedBorder)
                            .onSubmit {
                                FileHandle.standardOutput.write(Data("submitted: \\(name)\\n".utf8))
                            }
                        Text(name)
                    }
                    .padding()
                }
            }
            """]
    }

    private func tool(_ name: String, _ arguments: [String], display: String) throws {
        let run = try Command.run("/usr/bin/\(name)", arguments, environment: ["DISPLAY": display, "LC_ALL": "C.UTF-8"], within: 20)
        XCTAssertEqual(run.status, 0, "\(name) \(arguments.joined(separator: " ")): \(run.errors)")
    }

    /// The program with its field focused by Tab, in `layout`.
    private func typing(layout: String, options: [String] = [], on server: XvfbServer) throws -> Session {
        try tool("setxkbmap", ["-layout", layout] + options.flatMap { ["-option", $0] }, display: server.display)
        let session = try Session(["--size", "320x160"], on: server, binary: try DependentPrograms.executable("typing"))
        session.x.focus(session.window)
        session.x.type(XK_Tab, in: session.window)
        return session
    }

    private func xdotool(_ arguments: [String], _ session: Session) throws {
        try tool("xdotool", arguments, display: session.display)
    }

    /// Presses Return and waits for the program to print what its field holds.
    private func submitted(_ session: Session, _ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try xdotool(["key", "Return"], session)
        let printed = waitFor(within: 10) { session.program.standardOutput.contains("submitted: \(expected)\n") ? true : nil }
        XCTAssertNotNil(printed, "the field does not hold \(expected.debugDescription); the program printed \(session.program.standardOutput.debugDescription) and said \(session.program.standardError)",
                        file: file, line: line)
    }

    func testTextTypedInTheUSLayoutReachesTheFieldWhole() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try typing(layout: "us", on: server)
        try xdotool(["type", "--delay", "20", "Zoë said: q & space, 42!"], session)
        try submitted(session, "Zoë said: q & space, 42!")
        try xdotool(["key", "--delay", "20", "ctrl+BackSpace", "BackSpace", "Home", "shift+Right", "Delete"], session)
        try submitted(session, "oë said: q & space,")
    }

    func testTheGermanLayoutAndItsDeadKeysType() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try typing(layout: "de", on: server)
        try xdotool(["type", "--delay", "20", "Grüße aus Zürich"], session)
        // The German layout's acute is a dead key: it and e make é.
        try xdotool(["key", "--delay", "20", "space", "dead_acute", "e"], session)
        try submitted(session, "Grüße aus Zürich é")
    }

    func testAComposeSequenceTypesItsCharacter() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try typing(layout: "us", options: ["compose:ralt"], on: server)
        try xdotool(["key", "--delay", "20", "a", "Multi_key", "quotedbl", "o", "Multi_key", "o", "e"], session)
        try submitted(session, "aöœ")
    }
}
