import Foundation
import XCTest

/// settings of Examples/Programs, a form of controls, driven with the
/// pointer and the keys as its user drives it and read by pyatspi as a
/// screen reader reads it: GTK's roles for each control, the stepper's
/// value heard as it steps, a segment and the check box heard checked, the
/// arrows among the segments, and the link opened by an `xdg-open` of the
/// test's, first on the program's `PATH`, which records what it was given.
final class ControlsProgramTests: AccessibilityTestCase {
    private func all(_ role: String, in node: [String: Any]) -> [[String: Any]] {
        let inside = (node["children"] as? [[String: Any]] ?? []).flatMap { all(role, in: $0) }
        return node["role"] as? String == role ? [node] + inside : inside
    }

    private func one(_ role: String, in tree: [String: Any], file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        try XCTUnwrap(all(role, in: tree).first, "no \(role) in \(tree)", file: file, line: line)
    }

    private func states(_ node: [String: Any]) -> [String] { node["states"] as? [String] ?? [] }

    private func tree(_ tool: AssistiveTool) throws -> [String: Any] {
        try XCTUnwrap(try tool.ask(["do": "tree"])["tree"] as? [String: Any])
    }

    /// The middle of a node's extents in the window, or, with `fromTrailing`,
    /// that far from its trailing edge.
    private func point(_ node: [String: Any], fromTrailing: Int? = nil) throws -> (Int, Int) {
        let frame = try XCTUnwrap(node["window"] as? [Int], "no extents: \(node)")
        return (fromTrailing.map { frame[0] + frame[2] - $0 } ?? frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)
    }

    func testEachControlIsWhatAScreenReaderKnowsAndHeardAsItIsWorked() throws {
        let program = try DependentPrograms.executable("settings")
        let stack = try AccessibilityStack()
        let tool = try AssistiveTool(on: stack)
        (self.stack, self.tool) = (stack, tool)
        let opener = try TemporaryFolder("opener")
        let record = opener.url.appendingPathComponent("asked")
        let script = opener.url.appendingPathComponent("xdg-open")
        try "#!/bin/sh\nprintf '%s\\n%s\\n' \"$#\" \"$1\" > '\(record.path).part'\nmv '\(record.path).part' '\(record.path)'\n"
            .write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        var environment = stack.environment
        environment["PATH"] = opener.url.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let session = try Session(["--size", "320x800"], on: server, binary: program, environment: environment)
        XCTAssertEqual(try tool.ask(["do": "find", "name": "settings", "within": 5.0])["found"] as? Bool, true)

        let start = try tree(tool)
        let spin = try one("spin button", in: start)
        XCTAssertEqual(spin["name"] as? String, "Copies: 1")
        XCTAssertTrue(states(spin).contains("focusable"), "\(states(spin))")
        XCTAssertTrue((spin["interfaces"] as? [String] ?? []).contains("Value"), "\(spin)")
        let box = try one("combo box", in: start)
        XCTAssertEqual(box["name"] as? String, "Paper")
        XCTAssertEqual((box["children"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["A4"])
        XCTAssertEqual(all("radio button", in: start).compactMap { $0["name"] as? String }, ["Colour", "Gray"])
        XCTAssertEqual(try one("check box", in: start)["name"] as? String, "Two-sided")
        XCTAssertEqual(try one("toggle button", in: start)["name"] as? String, "Preview")
        XCTAssertEqual(try one("level bar", in: start)["name"] as? String, "Ink")
        XCTAssertEqual(try one("progress bar", in: start)["name"] as? String, "Sent")

        // The plus half is the stepper's last 47 points.
        var heard = tool.events.count
        let plus = try point(spin, fromTrailing: 23)
        session.x.click(plus.0, plus.1, in: session.window)
        XCTAssertNotNil(tool.waitForEvent(after: heard) { $0.type == "object:property-change:accessible-value" && $0.role == "spin button" },
                        "a click on plus is heard as a new value")
        XCTAssertEqual(try one("spin button", in: try tree(tool))["name"] as? String, "Copies: 2")

        // The click gave the stepper the focus: Up steps it again.
        heard = tool.events.count
        session.x.type(0xFF52, in: session.window)
        XCTAssertNotNil(tool.waitForEvent(after: heard) { $0.type == "object:property-change:accessible-value" && $0.role == "spin button" },
                        "Up is heard as a new value")
        XCTAssertEqual(try one("spin button", in: try tree(tool))["name"] as? String, "Copies: 3")

        heard = tool.events.count
        let gray = try point(try XCTUnwrap(all("radio button", in: start).last))
        session.x.click(gray.0, gray.1, in: session.window)
        XCTAssertNotNil(tool.waitForEvent(after: heard) { $0.type == "object:state-changed:checked" && $0.name == "Gray" && $0.detail1 == 1 },
                        "the segment clicked is heard checked")

        // The click gave the segment the focus: Left chooses the one before.
        heard = tool.events.count
        session.x.type(0xFF51, in: session.window)
        XCTAssertNotNil(tool.waitForEvent(after: heard) { $0.type == "object:state-changed:checked" && $0.name == "Colour" && $0.detail1 == 1 },
                        "Left is heard checking the segment before")

        heard = tool.events.count
        let check = try point(try one("check box", in: start))
        session.x.click(check.0, check.1, in: session.window)
        XCTAssertNotNil(tool.waitForEvent(after: heard) { $0.type == "object:state-changed:checked" && $0.role == "check box" && $0.detail1 == 1 },
                        "the check box clicked is heard checked")
        let end = try tree(tool)
        XCTAssertEqual(all("radio button", in: end).map { states($0).contains("checked") }, [true, false])
        XCTAssertTrue(states(try one("check box", in: end)).contains("checked"))

        let link = try one("link", in: end)
        XCTAssertEqual(link["name"] as? String, "Printing guide")
        let guide = try point(link)
        session.x.click(guide.0, guide.1, in: session.window)
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: record.path), Date() < deadline { usleep(10_000) }
        XCTAssertEqual(try? String(contentsOf: record, encoding: .utf8), "1\nhttps://example.org/printing\n",
                       "xdg-open is given the URL as its one argument")
    }
}
