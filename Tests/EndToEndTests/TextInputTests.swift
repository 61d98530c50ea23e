import CXTest
import Foundation
import Timekeeping
import VirtualDesktop
import XCTest

/// Typing into a `TextField` under Xvfb as a user types: `xdotool type` in
/// the US and the German layout (set with `setxkbmap`), a dead key and a
/// Compose sequence through Xlib's input method, and editing keys. The
/// program prints its field's text at each Return, which the tests read
/// back whole: nothing typed is lost. IBus, started by its test on a bus of
/// its own, composes Chinese into the field, and into an editor, over XIM.
final class TextInputTests: XCTestCase {
    static func programs() -> [String: String] {
        ["typing.swift": """
            import SwiftUI

            struct ContentView: View {
                @State private var name = ""

                var body: some View {
                    TextField("Name", text: $name)
                        .textFieldStyle(.roundedBorder)
                        .onSubmit {
                            FileHandle.standardOutput.write(Data("submitted: \\(name)\\n".utf8))
                        }
                        .padding()
                }
            }
            """,
         "jotting.swift": """
            import SwiftUI

            struct ContentView: View {
                @State private var notes = ""

                var body: some View {
                    TextEditor(text: $notes)
                        .onChange(of: notes) {
                            FileHandle.standardOutput.write(Data("notes: \\(notes)\\n".utf8))
                        }
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

    /// Presses Return and waits for the program to print what its field
    /// holds; `again`, presses it each second until it does, for a paste,
    /// which comes when its owner sends it.
    private func submitted(_ session: Session, _ expected: String, again: Bool = false, within seconds: Double = 10,
                           file: StaticString = #filePath, line: UInt = #line) throws {
        try xdotool(["key", "Return"], session)
        var pressed = MonotonicClock.seconds()
        let printed = waitFor(within: seconds) { () -> Bool? in
            if session.program.standardOutput.contains("submitted: \(expected)\n") { return true }
            if again, MonotonicClock.seconds() - pressed > 1 {
                try? xdotool(["key", "Return"], session)
                pressed = MonotonicClock.seconds()
            }
            return nil
        }
        let output = session.program.standardOutput
        XCTAssertNotNil(printed, "the field does not hold \(expected.prefix(100).debugDescription) (\(expected.count) characters); the program printed \(output.count) characters, ending \(output.suffix(100).debugDescription), and said \(session.program.standardError)",
                        file: file, line: line)
    }

    func testTextTypedInTheUSLayoutReachesTheFieldWhole() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try typing(layout: "us", on: server)
        try xdotool(["type", "--delay", "20", "Zoe said: q & space, 42!"], session)
        try submitted(session, "Zoe said: q & space, 42!")
        try xdotool(["key", "--delay", "20", "ctrl+BackSpace", "BackSpace", "Home", "shift+Right", "Delete"], session)
        try submitted(session, "oe said: q & space,")
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

    private func xclip(_ arguments: [String], input: [UInt8]? = nil, _ session: Session) throws -> String {
        var arguments = arguments
        let folder = try TemporaryFolder("clipboard")
        if let input {
            let path = folder.path("input")
            try Data(input).write(to: URL(fileURLWithPath: path))
            // It serves one paste, and leaves.
            arguments += ["-loops", "1", "-i", path]
        }
        let run = try Command.run("/usr/bin/xclip", arguments, environment: ["DISPLAY": session.display, "LC_ALL": "C.UTF-8"], within: 20)
        XCTAssertEqual(run.status, 0, "xclip \(arguments.joined(separator: " ")): \(run.errors)")
        return run.output
    }

    func testCtrlCCopiesToTheClipboardAndSelectingToThePrimarySelection() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        // Typed on the German layout's own keys.
        let session = try typing(layout: "de", on: server)
        try xdotool(["type", "--delay", "20", "Grüße aus Zürich"], session)
        try xdotool(["key", "--delay", "20", "ctrl+a", "ctrl+c"], session)
        try submitted(session, "Grüße aus Zürich")
        XCTAssertEqual(try xclip(["-selection", "clipboard", "-o"], session), "Grüße aus Zürich")
        XCTAssertEqual(try xclip(["-selection", "primary", "-o"], session), "Grüße aus Zürich")
        // All but the last character, cut.
        try xdotool(["key", "--delay", "20", "shift+Left", "ctrl+x"], session)
        try submitted(session, "h")
        XCTAssertEqual(try xclip(["-selection", "clipboard", "-o"], session), "Grüße aus Züric")
    }

    func testCtrlVPastesTheClipboardAndBytesThatAreNoUTF8BecomeReplacementCharacters() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try typing(layout: "us", on: server)
        _ = try xclip(["-selection", "clipboard"], input: Array("pasted ünïcode ".utf8) + [0xFF, 0xC3] + Array("!".utf8), session)
        try xdotool(["key", "ctrl+v"], session)
        try submitted(session, "pasted ünïcode \u{FFFD}\u{FFFD}!", again: true)
    }

    func testTheMiddleButtonPastesThePrimarySelectionAtThePointer() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try typing(layout: "us", on: server)
        _ = try xclip(["-selection", "primary"], input: Array("middle".utf8), session)
        // The field, 34 high, centred in the window's height.
        session.x.click(160, 80, in: session.window, button: 2)
        try submitted(session, "middle", again: true)
    }

    func testAPasteOfTenMegabytesArrivesWhole() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try typing(layout: "us", on: server)
        let large = String(repeating: "0123456789", count: 1_000_000)
        _ = try xclip(["-selection", "clipboard"], input: Array(large.utf8), session)
        try xdotool(["key", "ctrl+v"], session)
        try submitted(session, large, again: true, within: 60)
    }

    func testAClipboardOwnerThatNeverAnswersIsGivenUpAndTypingGoesOn() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try typing(layout: "us", on: server)
        session.x.ownSelection("CLIPBOARD")
        try xdotool(["key", "--delay", "20", "ctrl+v", "o", "k"], session)
        try submitted(session, "ok")
    }

    /// IBus over XIM with its Wubi table on `server`, on a session bus and
    /// in folders of the test's own, running once it has chosen the engine
    /// and named its XIM server; the environment a program reaches it in.
    private func startIBus(on server: XvfbServer) throws -> (ibus: ChildProcess, bus: SessionBus, home: TemporaryFolder,
                                                              environment: [String: String]) {
        let daemon = try Companion.require("ibus-daemon", package: "ibus")
        guard FileManager.default.fileExists(atPath: "/usr/share/ibus-table/tables/wubi-jidian86.db") else {
            throw StartFailure(description: "IBus's Wubi table is not installed (scripts/install-deps installs ibus-table-wubi)")
        }
        let bus = try SessionBus()
        let home = try TemporaryFolder("ibus")
        let runtime = home.url.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let environment = ["DISPLAY": server.display, "DBUS_SESSION_BUS_ADDRESS": bus.address, "HOME": home.url.path,
                           "XDG_CONFIG_HOME": home.url.path + "/config", "XDG_CACHE_HOME": home.url.path + "/cache",
                           "XDG_RUNTIME_DIR": runtime.path, "GSETTINGS_BACKEND": "memory", "LC_ALL": "C.UTF-8"]
        let ibus = try ChildProcess(daemon, ["--xim", "--panel", "disable"], environment: environment)
        // Signs that it runs: its engine chosen through it, its XIM server
        // named on the root window.
        let chosen = waitFor(within: 20) { () -> Bool? in
            let run = try? Command.run("ibus", ["engine", "table:wubi-jidian86"], environment: environment, within: 5)
            return run?.status == 0 ? true : nil
        }
        XCTAssertNotNil(chosen, "IBus did not take its Wubi engine within 20 s")
        let x: XClient
        do { x = try XClient(display: server.display) } catch {
            ibus.stop(SIGTERM)
            throw error
        }
        defer { x.close() }
        let serving = waitFor(within: 10) { x.atoms(x.root, "XIM_SERVERS")?.contains("@server=ibus") == true ? true : nil }
        XCTAssertNotNil(serving, "IBus named no XIM server on the root window within 10 s")
        return (ibus, bus, home, environment.merging(["XMODIFIERS": "@im=ibus"]) { $1 })
    }

    /// `program` in a window of 320 x 160, its first control focused by Tab,
    /// with "ggll" typed into it.
    private func typedGgll(into program: String, on server: XvfbServer, environment: [String: String]) throws -> Session {
        let session = try Session(["--size", "320x160"], on: server, binary: try DependentPrograms.executable(program),
                                  environment: environment)
        session.x.focus(session.window)
        session.x.type(XK_Tab, in: session.window)
        try xdotool(["type", "--delay", "50", "ggll"], session)
        return session
    }

    /// Whether `session` draws anything near-black in the part of its window given.
    private func drawsDark(_ session: Session, x: Int, y: Int, width: Int, height: Int) -> Bool? {
        guard let part = session.x.image(of: session.window, x: x, y: y, width: width, height: height) else { return nil }
        return part.pixels.contains { pixel in [16, 8, 0].allSatisfy { (pixel >> $0) & 0xFF < 0x50 } } ? true : nil
    }

    /// The keys "ggll" compose 一 in Wubi, which is drawn in the field,
    /// underlined, before anything is committed (the field is empty, and
    /// shows only its title in light grey otherwise); Space commits it.
    /// The commit and the Return after it both come back through IBus, and
    /// once, under load, the Return came first and submitted the field
    /// empty: Return is pressed again until the field gives what was
    /// committed, which it never does if the commit is lost.
    func testAnInputMethodsCompositionIsDrawnInTheFieldAndCommitted() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let started = try startIBus(on: server)
        defer { started.ibus.stop(SIGTERM) }
        let session = try typedGgll(into: "typing", on: server, environment: started.environment)
        // The field's line, 34 high, centred in the window's height: text
        // is the only near-black there, the title being light grey.
        XCTAssertNotNil(waitFor(within: 10) { drawsDark(session, x: 20, y: 66, width: 280, height: 28) },
                        "no composition was drawn in the field")
        try xdotool(["key", "space"], session)
        try submitted(session, "一", again: true)
    }

    /// The same composition in a `TextEditor` that fills the window, drawn
    /// at its first line before it is committed, when the binding has not
    /// changed, then committed into its text.
    func testAnInputMethodsCompositionIsDrawnInAnEditorAndCommitted() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let started = try startIBus(on: server)
        defer { started.ibus.stop(SIGTERM) }
        let session = try typedGgll(into: "jotting", on: server, environment: started.environment)
        // The editor's first line, inside its insets: nothing else is drawn dark.
        XCTAssertNotNil(waitFor(within: 10) { drawsDark(session, x: 0, y: 0, width: 320, height: 40) },
                        "no composition was drawn in the editor")
        XCTAssertFalse(session.program.standardOutput.contains("notes:"), "what is composed is no text yet")
        try xdotool(["key", "space"], session)
        let committed = waitFor(within: 10) { session.program.standardOutput.contains("notes: 一\n") ? true : nil }
        XCTAssertNotNil(committed, "the editor holds no 一; the program printed \(session.program.standardOutput.debugDescription)")
    }
}
