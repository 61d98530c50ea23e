import Foundation
import XCTest

/// The form of `Examples/Programs/notes.swift` filled in under Xvfb with
/// `xdotool` as a user fills it in: Return moves the focus from the name to
/// the amount and on to the notes through `@FocusState`, the amount typed
/// is parsed as euros, Return in the vertical notes field types a line
/// break, Tab and Space press Save, which prints the form, and q quits.
final class NotesProgramTests: XCTestCase {
    private func xdotool(_ arguments: [String], _ session: Session) throws {
        let run = try Command.run("/usr/bin/xdotool", arguments, environment: ["DISPLAY": session.display, "LC_ALL": "C.UTF-8"],
                                  within: 20)
        XCTAssertEqual(run.status, 0, "xdotool \(arguments.joined(separator: " ")): \(run.errors)")
    }

    func testTheFormIsFilledInFromTheKeyboardAlone() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let session = try Session(["--size", "400x500"], on: server, binary: try DependentPrograms.executable("notes"))
        session.x.focus(session.window)
        try xdotool(["type", "--delay", "20", "Ada"], session)
        try xdotool(["key", "--delay", "20", "Return", "ctrl+a"], session)
        try xdotool(["type", "--delay", "20", "12.5"], session)
        try xdotool(["key", "--delay", "20", "Return"], session)
        try xdotool(["type", "--delay", "20", "line one"], session)
        try xdotool(["key", "--delay", "20", "Return"], session)
        try xdotool(["type", "--delay", "20", "line two"], session)
        try xdotool(["key", "--delay", "20", "Tab", "space", "q"], session)
        let exit = session.program.waitForExit(within: 20)
        let output = session.program.standardOutput
        XCTAssertNotNil(exit, "the program did not quit; it printed \(output.debugDescription)")
        XCTAssertTrue(output.contains("Saved Ada, "), output.debugDescription)
        XCTAssertTrue(output.contains("12.50: line one\nline two\n"), output.debugDescription)
    }
}
